import { Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The states every portal list passes through, worded the same way on each tab: 'The {what} could not be loaded.',
 * a skeleton while the first page loads, 'No {what} found' when empty, then the rows.
 */
export function PortalListState<T>({
  isError,
  data,
  what,
  isEmpty,
  children,
}: {
  isError: boolean;
  data: T | undefined;
  what: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (isError) return <Text c="red.8">The {what} could not be loaded.</Text>;
  if (data === undefined) return <Skeleton height={200} />;
  if (isEmpty(data))
    return (
      <Text c="dimmed" py="xl" ta="center">
        No {what} found
      </Text>
    );
  return children(data);
}
