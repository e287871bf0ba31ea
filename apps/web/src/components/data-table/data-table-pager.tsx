import { Pagination } from '@mantine/core';

/** The list's pager (Mantine Pagination), in a chunk of its own: see data-table.tsx. */
export function DataTablePager(props: { total: number; value: number; onChange: (page: number) => void }) {
  return <Pagination size="sm" total={props.total} value={props.value} onChange={props.onChange} />;
}
