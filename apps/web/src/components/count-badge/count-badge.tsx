import { Badge } from '@mantine/core';
import { abbreviateCount } from '../../lib/abbreviate-count.ts';
import classes from './count-badge.module.css';

interface CountBadgeProps {
  /** Unknown counts render nothing: a badge never shows a number it does not have. */
  count: number | undefined;
  /** What is counted, for screen readers ("products in the import list"). */
  label: string;
}

/** A menu count (1.2k, 3M); bounces for one second each time the count changes (marketplace spec 2.1). */
export function CountBadge({ count, label }: CountBadgeProps) {
  if (count === undefined) return null;
  return (
    // A new key per count remounts the badge, which replays the one-second bounce.
    <Badge
      key={count}
      className={classes.badge}
      size="sm"
      variant="light"
      circle={count < 10}
      aria-label={`${count} ${label}`}
      data-testid="count-badge"
    >
      {abbreviateCount(count)}
    </Badge>
  );
}
