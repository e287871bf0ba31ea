import {
  Box,
  Center,
  Checkbox,
  Group,
  LoadingOverlay,
  Pagination,
  Select,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortDirection } from './use-data-table-state.ts';

export interface DataTableColumn<T> {
  /** The sort key sent to the server; also the React key. */
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  sortable?: boolean;
  width?: number | string;
}

export interface DataTableSelection<K extends string | number> {
  selected: ReadonlySet<K>;
  onChange: (next: Set<K>) => void;
}

export interface DataTableProps<T, K extends string | number> {
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => K;
  totalCount: number;
  loading?: boolean;
  page: number;
  per: number;
  onPageChange: (page: number) => void;
  onPerChange?: (per: number) => void;
  pageSizes?: number[];
  sort?: string | null;
  sortDir?: SortDirection;
  onSort?: (column: string) => void;
  selection?: DataTableSelection<K>;
  emptyMessage?: ReactNode;
  /** Below this width the table scrolls sideways instead of squashing its columns. */
  minWidth?: number;
  'aria-label'?: string;
}

function SortIcon({ active, dir }: { active: boolean; dir?: SortDirection }) {
  if (!active) return <IconSelector size={14} aria-hidden />;
  return dir === 'desc' ? <IconChevronDown size={14} aria-hidden /> : <IconChevronUp size={14} aria-hidden />;
}

/** A server-driven table: the parent owns the data and the state (usually the URL); this draws it. */
export function DataTable<T, K extends string | number>(props: DataTableProps<T, K>) {
  const { columns, rows, rowKey, totalCount, loading, page, per, selection } = props;
  const pages = Math.max(1, Math.ceil(totalCount / per));
  const pageKeys = rows.map(rowKey);
  const selectedOnPage = selection ? pageKeys.filter((k) => selection.selected.has(k)).length : 0;
  const allSelected = pageKeys.length > 0 && selectedOnPage === pageKeys.length;

  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (allSelected) pageKeys.forEach((k) => next.delete(k));
    else pageKeys.forEach((k) => next.add(k));
    selection.onChange(next);
  };
  const toggleRow = (key: K) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };

  const first = totalCount === 0 ? 0 : (page - 1) * per + 1;
  const last = Math.min(totalCount, page * per);

  return (
    <Box pos="relative">
      <LoadingOverlay
        visible={!!loading}
        zIndex={5}
        overlayProps={{ blur: 1 }}
        loaderProps={{ size: 'sm' }}
      />
      <Table.ScrollContainer minWidth={props.minWidth ?? 720} type="native">
        <Table
          striped
          highlightOnHover
          verticalSpacing="xs"
          aria-label={props['aria-label']}
          aria-busy={!!loading}
        >
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all rows"
                    checked={allSelected}
                    indeterminate={selectedOnPage > 0 && !allSelected}
                    onChange={toggleAll}
                  />
                </Table.Th>
              )}
              {columns.map((c) => (
                <Table.Th key={c.key} w={c.width}>
                  {c.sortable && props.onSort ? (
                    <UnstyledButton
                      onClick={() => props.onSort?.(c.key)}
                      aria-sort={
                        props.sort === c.key
                          ? props.sortDir === 'desc'
                            ? 'descending'
                            : 'ascending'
                          : undefined
                      }
                    >
                      <Group gap={4} wrap="nowrap">
                        <Text fw={600} size="sm">
                          {c.header}
                        </Text>
                        <SortIcon active={props.sort === c.key} dir={props.sortDir} />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    c.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              const checked = selection?.selected.has(key) ?? false;
              return (
                <Table.Tr key={key} bg={checked ? 'var(--mantine-color-blue-light)' : undefined}>
                  {selection && (
                    <Table.Td>
                      <Checkbox aria-label="Select row" checked={checked} onChange={() => toggleRow(key)} />
                    </Table.Td>
                  )}
                  {columns.map((c) => (
                    <Table.Td key={c.key}>{c.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && !loading && (
        <Center py="xl">
          <Text c="dimmed">{props.emptyMessage ?? 'No records found'}</Text>
        </Center>
      )}
      <Group justify="space-between" mt="sm" gap="sm">
        <Text size="sm" c="dimmed">
          {totalCount > 0 ? `${first}–${last} of ${totalCount}` : '0 results'}
          {selection && selection.selected.size > 0 ? ` · ${selection.selected.size} selected` : ''}
        </Text>
        <Group gap="sm">
          {props.onPerChange && (
            <Select
              aria-label="Rows per page"
              w={90}
              size="xs"
              allowDeselect={false}
              data={(props.pageSizes ?? [20, 50, 100]).map(String)}
              value={String(per)}
              onChange={(v) => v && props.onPerChange?.(Number(v))}
            />
          )}
          <Pagination size="sm" total={pages} value={Math.min(page, pages)} onChange={props.onPageChange} />
        </Group>
      </Group>
    </Box>
  );
}
