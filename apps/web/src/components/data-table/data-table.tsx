import { Box, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import {
  memo,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { lazyNamed } from '../../lib/lazy-named.ts';
import classes from './data-table.module.css';
import type { SortDirection } from './use-data-table-state.ts';

// The pager shows only once the first page of rows has arrived (the footer waits for them), so its code is not
// part of a list's first download: it is fetched as soon as the table's module loads, beside the rows' request.
const DataTablePager = lazyNamed(() => import('./data-table-pager.tsx'), 'DataTablePager');
DataTablePager.preload();
/** Mantine's small pager's height, kept while its code loads so the footer does not move. */
const PAGER_HEIGHT = 28;

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
  /** Rows drawn greyed (archived records). */
  rowMuted?: (row: T) => boolean;
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
  // One function for every row's checkbox, whatever the parent passes each render, so rows can skip drawing again.
  const selectionRef = useRef(selection);
  useLayoutEffect(() => {
    selectionRef.current = selection;
  });
  const toggleRow = useCallback((key: K) => {
    const current = selectionRef.current;
    if (!current) return;
    const next = new Set(current.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    current.onChange(next);
  }, []);

  const first = totalCount === 0 ? 0 : (page - 1) * per + 1;
  const last = Math.min(totalCount, page * per);

  return (
    <div className={classes.frame}>
      <div className={classes.scroll}>
        <table
          className={classes.table}
          style={{ minWidth: props.minWidth ?? 720 }}
          aria-label={props['aria-label']}
          aria-busy={!!loading}
        >
          <thead>
            <tr>
              {selection && (
                <th style={{ width: 40 }}>
                  <IndeterminateCheckbox
                    aria-label="Select all rows"
                    checked={allSelected}
                    indeterminate={selectedOnPage > 0 && !allSelected}
                    onChange={toggleAll}
                  />
                </th>
              )}
              {columns.map((c) => {
                const sorted = props.sort === c.key;
                const sortable = c.sortable && props.onSort;
                return (
                  // aria-sort belongs to the column header, not to the button inside it (ARIA 1.2).
                  <th
                    key={c.key}
                    style={{ width: c.width }}
                    aria-sort={
                      sortable
                        ? sorted
                          ? props.sortDir === 'desc'
                            ? 'descending'
                            : 'ascending'
                          : 'none'
                        : undefined
                    }
                  >
                    {sortable ? (
                      <button type="button" className={classes.sort} onClick={() => props.onSort?.(c.key)}>
                        {c.header}
                        <SortIcon active={sorted} dir={props.sortDir} />
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              return (
                <Row
                  key={key}
                  row={row}
                  rowKey={key}
                  columns={columns}
                  selectable={!!selection}
                  checked={selection?.selected.has(key) ?? false}
                  muted={props.rowMuted?.(row) ?? false}
                  onToggle={toggleRow}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && !loading && (
        <Center py="xl">
          <Text c="dimmed">{props.emptyMessage ?? 'No records found'}</Text>
        </Center>
      )}
      {/* Until the first page arrives the rows' place is held and the footer waits: drawn under an empty table, it
          would jump down when the rows came (a layout shift on every list's first screen). */}
      {rows.length === 0 && loading && (
        <Center py="xl" className={classes.pending}>
          <Loader size="sm" role="status" aria-label="Loading" />
        </Center>
      )}
      {(rows.length > 0 || !loading) && (
        <Group justify="space-between" mt="sm" gap="sm">
          <Text size="sm" c="dimmed">
            {totalCount > 0 ? `${first}–${last} of ${totalCount}` : '0 results'}
            {selection && selection.selected.size > 0 ? ` · ${selection.selected.size} selected` : ''}
          </Text>
          <Group gap="sm">
            {props.onPerChange && (
              // Toggle buttons, not a select: one click to change, and no popover code in a list's first download.
              <Button.Group aria-label="Rows per page">
                {(props.pageSizes ?? [20, 50, 100]).map((size) => (
                  <Button
                    key={size}
                    size="xs"
                    variant={size === per ? 'filled' : 'default'}
                    aria-pressed={size === per}
                    onClick={() => props.onPerChange?.(size)}
                  >
                    {size}
                  </Button>
                ))}
              </Button.Group>
            )}
            <Suspense fallback={<Box h={PAGER_HEIGHT} w={PAGER_HEIGHT * 5} aria-hidden />}>
              <DataTablePager total={pages} value={Math.min(page, pages)} onChange={props.onPageChange} />
            </Suspense>
          </Group>
        </Group>
      )}
    </div>
  );
}

interface RowProps<T, K extends string | number> {
  row: T;
  rowKey: K;
  columns: DataTableColumn<T>[];
  selectable: boolean;
  checked: boolean;
  muted: boolean;
  onToggle: (key: K) => void;
}

/**
 * One row. Memoised: the table draws again when a request starts or ends, or one checkbox changes, and a row whose
 * record, columns and selection are unchanged keeps what it drew (a page of fifty rows of rich cells is the costly
 * part of a list; decision 0035). Columns should be a constant or memoised for this to help.
 */
const Row = memo(function Row<T, K extends string | number>({
  row,
  rowKey,
  columns,
  selectable,
  checked,
  muted,
  onToggle,
}: RowProps<T, K>) {
  return (
    <tr data-selected={checked || undefined} data-muted={muted || undefined}>
      {selectable && (
        <td>
          <input
            type="checkbox"
            className={classes.check}
            aria-label="Select row"
            checked={checked}
            onChange={() => onToggle(rowKey)}
          />
        </td>
      )}
      {columns.map((c) => (
        <td key={c.key}>{c.render(row)}</td>
      ))}
    </tr>
  );
}) as <T, K extends string | number>(props: RowProps<T, K>) => ReactElement;

/** A native checkbox that can show "some selected" (the DOM's indeterminate state has no attribute). */
function IndeterminateCheckbox({
  indeterminate,
  ...props
}: { indeterminate: boolean } & Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <input
      type="checkbox"
      className={classes.check}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      {...props}
    />
  );
}
