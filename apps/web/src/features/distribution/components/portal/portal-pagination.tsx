import { Group, Pagination, Text } from '@mantine/core';
import type { PortalPagination as Paging } from '../../api/portal.ts';

/**
 * 'Page x of N' with previous and next, first and last page links and ellipses; the window is the current page
 * plus or minus one (distributor spec 2.1, 9).
 */
export function PortalPagination({
  pagination,
  onChange,
}: {
  pagination: Paging | undefined;
  onChange: (page: number) => void;
}) {
  if (!pagination || pagination.total_pages <= 1) return null;
  return (
    <Group justify="space-between" mt="md" gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        Page {pagination.page} of {pagination.total_pages}
      </Text>
      <Pagination
        total={pagination.total_pages}
        value={pagination.page}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        withEdges
        size="sm"
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        getControlProps={(control) => ({
          'aria-label':
            control === 'first'
              ? 'First page'
              : control === 'last'
                ? 'Last page'
                : control === 'previous'
                  ? 'Previous page'
                  : 'Next page',
        })}
      />
    </Group>
  );
}
