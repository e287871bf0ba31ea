import type { Vehicle } from '@partsflow/contracts';
import { Anchor, Button, ColorSwatch, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, useDataTableState, type DataTableColumn } from '../../../components/data-table/index.ts';
import { useVehicleTable } from '../api/fitment-api.ts';
import { SourceBadge } from './vehicle-picker.tsx';
import { VehicleSearchWidget, vehicleFilters, type VehicleSearchValue } from './vehicle-search-widget.tsx';

const ADMIN = '/catalogue/admin/vehicles';

const MARKERS = {
  archived: { label: 'Archived', colour: 'gray' },
  new: { label: 'New', colour: 'green' },
  updated: { label: 'Recently Updated', colour: 'blue' },
} as const;

/** The status marker: a coloured dot (decoration) and the word in the text colour, readable on any row. */
export function StatusMarker({ vehicle }: { vehicle: Vehicle }) {
  if (!vehicle.status) return null;
  const m = MARKERS[vehicle.status];
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={`var(--mantine-color-${m.colour}-6)`} size={10} withShadow={false} aria-hidden />
      <Text size="sm" fw={600}>
        {m.label}
      </Text>
    </Group>
  );
}

const columns: DataTableColumn<Vehicle>[] = [
  { key: 'status', header: 'Status', render: (v) => <StatusMarker vehicle={v} />, sortable: true },
  { key: 'make', header: 'Make', render: (v) => v.make, sortable: true },
  { key: 'model', header: 'Model', render: (v) => v.model, sortable: true },
  { key: 'series', header: 'Series', render: (v) => v.series, sortable: true },
  { key: 'year_from', header: 'Years', render: (v) => v.year_range, sortable: true },
  { key: 'body', header: 'Body', render: (v) => v.body ?? '', sortable: true },
  { key: 'variant', header: 'Variant', render: (v) => v.variant ?? '', sortable: true },
  { key: 'engine', header: 'Engine', render: (v) => v.engine ?? '', sortable: true },
  { key: 'engine_capacity', header: 'Capacity (L)', render: (v) => v.engine_capacity ?? '', sortable: true },
  { key: 'kw_power', header: 'Power (kW)', render: (v) => v.kw_power ?? '', sortable: true },
  { key: 'fuel_type', header: 'Fuel Type', render: (v) => v.fuel_type ?? '', sortable: true },
  { key: 'drive_type', header: 'Drive Type', render: (v) => v.drive_type ?? '', sortable: true },
  { key: 'doors', header: 'Doors', render: (v) => v.doors ?? '', sortable: true },
  { key: 'transmission', header: 'Transmission', render: (v) => v.transmission ?? '', sortable: true },
  { key: 'source', header: 'Source', render: (v) => <SourceBadge vehicle={v} />, sortable: true },
  {
    key: 'edit',
    header: '',
    render: (v) => (
      <Anchor component={Link} to={`${ADMIN}/${v.id}/edit`} aria-label={`Edit ${v.title}`}>
        Edit
      </Anchor>
    ),
  },
];

/** /catalogue/admin/vehicles: the vehicle catalogue, 25 a page, markers, filters; archived rows greyed. */
export function VehiclesAdmin() {
  const state = useDataTableState({ defaultPer: 25 });
  const [keyword, setKeyword] = useState(state.query);
  const setQuery = useDebouncedCallback(state.setQuery, 200);
  const search: VehicleSearchValue = state.filters;
  const table = useVehicleTable('admin', {
    page: state.page,
    per: state.per,
    sort: state.sort ? `${state.sort} ${state.sortDir}` : undefined,
    query: state.query,
    filters: vehicleFilters(search),
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search vehicles"
          placeholder="Make, model, series, engine or year"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setQuery(e.currentTarget.value);
          }}
          w={320}
        />
        <Button component={Link} to={`${ADMIN}/new`}>
          New Vehicle
        </Button>
      </Group>
      <VehicleSearchWidget
        value={search}
        onChange={(next) => {
          for (const key of ['make', 'model', 'series', 'body', 'status', 'source'] as const) {
            if (next[key]) state.setFilter(key, next[key]!);
            else if (search[key]) state.removeFilter(key);
          }
        }}
      />
      <DataTable
        aria-label="Vehicles"
        columns={columns}
        rows={table.data?.data ?? []}
        rowKey={(v) => v.id}
        rowMuted={(v) => v.status === 'archived'}
        totalCount={table.data?.meta.total_count ?? 0}
        loading={table.isFetching}
        page={state.page}
        per={state.per}
        onPageChange={state.setPage}
        sort={state.sort}
        sortDir={state.sortDir}
        onSort={state.toggleSort}
        minWidth={1400}
        emptyMessage="No vehicles match"
      />
    </Stack>
  );
}
