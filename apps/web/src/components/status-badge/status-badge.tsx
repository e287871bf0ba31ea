import { Badge, type MantineColor } from '@mantine/core';

/**
 * A record's status as a small coloured word (listing draft / published, delivery booked...). The light variant
 * writes the word in shade 9 of its colour, readable on the light background (WCAG AA); the word itself carries
 * the meaning, never the colour alone.
 */
export function StatusBadge<S extends string>({
  status,
  colors,
  label,
}: {
  status: S;
  /** The colour of each status; unknown ones are grey. */
  colors: Partial<Record<S, MantineColor>>;
  label?: string;
}) {
  return (
    // Never shortened to "PUB…" by a narrow table column: the cell grows to the word instead.
    <Badge size="sm" variant="light" color={colors[status] ?? 'gray'} miw="max-content">
      {label ?? status}
    </Badge>
  );
}
