import { SELECT_PARTS_PAGE_SIZE, type ProductListRow } from '@partsflow/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../../components/data-table/index.ts';
import { DebouncedSearchInput } from '../../../../components/debounced-search-input/debounced-search-input.tsx';
import { partCandidatesQuery } from '../../api/parts.ts';

const columns: DataTableColumn<ProductListRow>[] = [
  {
    key: 'sku',
    header: 'SKU',
    render: (r) => (
      <Text size="sm" fw={600}>
        {r.sku}
      </Text>
    ),
  },
  {
    key: 'title',
    header: 'Title',
    render: (r) => (
      <Text size="sm" lineClamp={2}>
        {r.title || '—'}
      </Text>
    ),
  },
];

/**
 * Select Parts (spec sections 2, 5 and 9): products of record type Part, 10 a page, multi-select; the button
 * reads Add N Parts and is disabled with none chosen. Parts already in the assembly are left out.
 */
export function SelectPartsModal({
  opened,
  onClose,
  excludeIds,
  adding,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  excludeIds: ReadonlySet<number>;
  adding: boolean;
  onAdd: (ids: number[]) => void;
}) {
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const candidates = useQuery({ ...partCandidatesQuery({ page, query }), enabled: opened });
  const rows = (candidates.data?.data ?? []).filter((r) => !excludeIds.has(r.id));
  const n = selected.size;

  const close = () => {
    setSelected(new Set());
    setQuery('');
    setPage(1);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Select Parts" size="xl">
      <Stack>
        <DebouncedSearchInput
          label="Keyword Search"
          value={query}
          onSearch={(v) => {
            setQuery(v);
            setPage(1);
          }}
        />
        <DataTable
          aria-label="Parts to add"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          totalCount={candidates.data?.meta.total_count ?? 0}
          loading={candidates.isFetching}
          page={page}
          per={SELECT_PARTS_PAGE_SIZE}
          onPageChange={setPage}
          selection={{ selected, onChange: setSelected }}
          emptyMessage="No parts found."
          minWidth={420}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={n === 0}
            loading={adding}
            onClick={() => {
              onAdd([...selected]);
              setSelected(new Set());
            }}
          >
            Add {n} Parts
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
