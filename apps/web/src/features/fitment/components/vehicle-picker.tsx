import type { Vehicle } from '@partsflow/contracts';
import { Badge, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/index.ts';
import { useVehicleTable } from '../api/fitment-api.ts';
import { VehicleSearchWidget, vehicleFilters, type VehicleSearchValue } from './vehicle-search-widget.tsx';

export const vehicleColumns: DataTableColumn<Vehicle>[] = [
  { key: 'make', header: 'Make', render: (v) => v.make, sortable: true },
  { key: 'model', header: 'Model', render: (v) => v.model, sortable: true },
  { key: 'series', header: 'Series', render: (v) => v.series, sortable: true },
  { key: 'year_from', header: 'Years', render: (v) => v.year_range, sortable: true },
  { key: 'body', header: 'Body', render: (v) => v.body ?? '', sortable: true },
  { key: 'variant', header: 'Variant', render: (v) => v.variant ?? '' },
  { key: 'engine', header: 'Engine', render: (v) => v.engine ?? '' },
];

const sourceColour = { TecDoc: 'blue', OSCAR: 'grape', Partsflow: 'teal' } as const;
export function SourceBadge({ vehicle }: { vehicle: Vehicle }) {
  const id =
    vehicle.source === 'TecDoc'
      ? vehicle.tecdoc_id
      : vehicle.source === 'OSCAR'
        ? vehicle.autoinfo_id
        : vehicle.swd_id;
  return (
    <Badge color={sourceColour[vehicle.source]} variant="light">
      {vehicle.source}
      {id ? ` ${id}` : ''}
    </Badge>
  );
}

/** Select Vehicles: the catalogue's vehicles 10 a page, keyword search, the search widget, 'Add N Vehicles'. */
export function VehiclePicker({
  opened,
  onClose,
  productId,
  onAdd,
  adding,
}: {
  opened: boolean;
  onClose: () => void;
  productId: number;
  onAdd: (vehicleIds: number[]) => Promise<boolean>;
  adding: boolean;
}) {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [query] = useDebouncedValue(keyword, 200);
  const [search, setSearch] = useState<VehicleSearchValue>({});
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const table = useVehicleTable('picker', {
    page,
    per: 10,
    query,
    filters: vehicleFilters(search),
    product_id: productId,
  });
  const close = () => {
    setSelected(new Set());
    onClose();
  };
  const n = selected.size;
  return (
    <Modal opened={opened} onClose={close} title="Select Vehicles" size="100%">
      <Stack gap="sm">
        <TextInput
          label="Search vehicles"
          placeholder="Make, model, series, engine or year"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setPage(1);
          }}
        />
        <VehicleSearchWidget
          value={search}
          onChange={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        <DataTable
          aria-label="Vehicles to select"
          columns={[
            ...vehicleColumns,
            { key: 'source', header: 'Source', render: (v) => <SourceBadge vehicle={v} /> },
          ]}
          rows={table.data?.data ?? []}
          rowKey={(v) => v.id}
          totalCount={table.data?.meta.total_count ?? 0}
          loading={table.isFetching}
          page={page}
          per={10}
          onPageChange={setPage}
          selection={{ selected, onChange: setSelected }}
          emptyMessage="No vehicles match"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={n === 0}
            loading={adding}
            onClick={async () => {
              if (await onAdd([...selected])) close();
            }}
          >
            {`Add ${n} ${n === 1 ? 'Vehicle' : 'Vehicles'}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
