import { Skeleton } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/**
 * Where a lazily loaded component (`lazyNamed`) appears: until it has loaded, a placeholder of the height it
 * will take, so nothing below it moves when it arrives.
 */
export function LazyBoundary({
  height,
  label,
  children,
}: {
  /** The loaded component's usual height (px), kept free while it loads. */
  height: number;
  /** What is loading, for screen readers ("the description editor"). */
  label: string;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={<Skeleton h={height} radius="md" role="status" aria-label={`Loading ${label}`} />}>
      {children}
    </Suspense>
  );
}
