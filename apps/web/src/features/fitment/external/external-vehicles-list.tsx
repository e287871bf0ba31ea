import { EXTERNAL_SORTABLE, type ExternalVehicle } from '@partsflow/contracts';
import { Anchor, Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, useDataTableState, type DataTableColumn } from '../../../components/data-table/index.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useBreakpointUp } from '../../../lib/use-breakpoint.ts';
import { useEditModal } from '../../../lib/use-edit-modal.ts';
import { useExternalList, useImportSource } from './external-api.ts';
import { ExternalVehicleEditForm } from './external-vehicle-edit.tsx';
import { externalUrls, monthYear } from './external-format.ts';

export const sourceColour = { TecDoc: 'blue', OSCAR: 'grape' } as const;

export function ExternalSourceBadge({ source, id }: { source: 'TecDoc' | 'OSCAR'; id?: string }) {
  return (
    <Badge color={sourceColour[source]} variant="light" style={{ textTransform: 'none' }}>
      {source}
      {id ? ` ${id}` : ''}
    </Badge>
  );
}

const years = (v: ExternalVehicle) => (
  <span style={{ whiteSpace: 'nowrap' }}>
    {monthYear(v.month_from, v.year_from) || '?'}–{monthYear(v.month_to, v.year_to) || 'on'}
  </span>
);

const sortable = new Set<string>(EXTERNAL_SORTABLE);

/**
 * /catalogue/admin/external_vehicles: the external vehicles of both sources (page_index, page_size, sortBy,
 * filters, search), an Edit modal per row and the way to each vehicle's translations.
 */
export function ExternalVehiclesList() {
  const state = useDataTableState({ defaultPer: 20 });
  const [keyword, setKeyword] = useState(state.query);
  const setQuery = useDebouncedCallback(state.setQuery, 200);
  const [make, setMake] = useState(state.filters.make ?? '');
  const setMakeFilter = useDebouncedCallback((value: string) => setFilter('make', value), 200);
  const edit = useEditModal<ExternalVehicle>();
  const importer = useImportSource();

  function setFilter(key: string, value: string | null) {
    if (value) state.setFilter(key, value);
    else state.removeFilter(key);
  }

  const list = useExternalList({
    page_index: state.page - 1,
    page_size: state.per,
    sortBy:
      state.sort && sortable.has(state.sort) ? [{ id: state.sort, desc: state.sortDir === 'desc' }] : [],
    filters: Object.entries(state.filters).map(([id, value]) => ({
      id,
      value: id === 'linked' ? value === 'true' : value,
    })),
    search: state.query,
  });

  const rowActions = (v: ExternalVehicle) => (
    <>
      <Anchor component="button" type="button" onClick={() => edit.open(v)} aria-label={`Edit ${label(v)}`}>
        Edit
      </Anchor>
      <Anchor
        component={Link}
        to={externalUrls.translations(v.id)}
        aria-label={`Translations of ${label(v)}`}
      >
        Translations
      </Anchor>
    </>
  );

  const columns: DataTableColumn<ExternalVehicle>[] = [
    {
      key: 'external_source',
      header: 'Source',
      render: (v) => <ExternalSourceBadge source={v.external_source} />,
      sortable: true,
    },
    { key: 'external_id', header: 'External ID', render: (v) => v.external_id, sortable: true },
    { key: 'make', header: 'Make', render: (v) => v.make, sortable: true },
    { key: 'model', header: 'Model', render: (v) => v.model, sortable: true },
    { key: 'series', header: 'Series', render: (v) => v.series ?? '', sortable: true },
    { key: 'body', header: 'Body', render: (v) => v.body ?? '', sortable: true },
    { key: 'year_from', header: 'Years', render: years, sortable: true },
    { key: 'variant', header: 'Variant', render: (v) => v.variant ?? '' },
    { key: 'engine', header: 'Engine', render: (v) => v.engine ?? '' },
    { key: 'engine_capacity', header: 'Capacity (L)', render: (v) => v.engine_capacity ?? '' },
    { key: 'kw_power', header: 'Power (kW)', render: (v) => v.kw_power ?? '' },
    { key: 'fuel_type', header: 'Fuel Type', render: (v) => v.fuel_type ?? '' },
    { key: 'drive_type', header: 'Drive Type', render: (v) => v.drive_type ?? '' },
    { key: 'transmission', header: 'Transmission', render: (v) => v.transmission ?? '' },
    { key: 'link_count', header: 'Linked', render: (v) => (v.link_count ? `${v.link_count}` : 'No') },
    {
      key: 'actions',
      header: '',
      render: (v) => (
        <Group gap="sm" wrap="nowrap">
          {rowActions(v)}
        </Group>
      ),
    },
  ];

  // Phones: one column saying which vehicle, then Linked and the actions, instead of sixteen columns to scroll.
  const wide = useBreakpointUp('sm');
  const phoneColumns: DataTableColumn<ExternalVehicle>[] = [
    {
      key: 'external_id',
      header: 'Vehicle',
      sortable: true,
      render: (v) => (
        <Stack gap={2}>
          <Group gap={6} wrap="wrap">
            <ExternalSourceBadge source={v.external_source} />
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {v.external_id}
            </Text>
          </Group>
          <Text size="sm">{[v.make, v.model, v.series].filter(Boolean).join(' ')}</Text>
          <Text size="xs" c="dimmed">
            {[v.body, v.variant, v.engine].filter(Boolean).join(' · ')} {years(v)}
          </Text>
        </Stack>
      ),
    },
    columns.find((c) => c.key === 'link_count')!,
    {
      key: 'actions',
      header: '',
      render: (v) => (
        <Stack gap={4} align="flex-start">
          {rowActions(v)}
        </Stack>
      ),
    },
  ];

  const runImport = (source: 'TecDoc' | 'OSCAR') =>
    mutateWithToast(importer.mutateAsync(source), { success: (r) => r.message });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search external vehicles"
            placeholder="Make, model, series, engine or id"
            value={keyword}
            onChange={(e) => {
              setKeyword(e.currentTarget.value);
              setQuery(e.currentTarget.value);
            }}
            w={{ base: '100%', sm: 280 }}
          />
          <Select
            label="Source"
            placeholder="Any source"
            data={['TecDoc', 'OSCAR']}
            value={state.filters.external_source ?? null}
            onChange={(v) => setFilter('external_source', v)}
            clearable
            w={150}
          />
          <TextInput
            label="Make"
            value={make}
            onChange={(e) => {
              setMake(e.currentTarget.value);
              setMakeFilter(e.currentTarget.value);
            }}
            w={150}
          />
          <Select
            label="Linked"
            placeholder="Any"
            data={[
              { value: 'true', label: 'Linked' },
              { value: 'false', label: 'Not linked' },
            ]}
            value={state.filters.linked ?? null}
            onChange={(v) => setFilter('linked', v)}
            clearable
            w={150}
          />
        </Group>
        <Group gap="xs">
          <Button variant="default" component={Link} to={externalUrls.bodyTerms()}>
            Body terms
          </Button>
          <Button variant="default" loading={importer.isPending} onClick={() => void runImport('TecDoc')}>
            Import TecDoc
          </Button>
          <Button variant="default" loading={importer.isPending} onClick={() => void runImport('OSCAR')}>
            Import OSCAR
          </Button>
        </Group>
      </Group>
      <DataTable
        aria-label="External vehicles"
        columns={wide ? columns : phoneColumns}
        rows={list.data?.payload ?? []}
        rowKey={(v) => v.id}
        totalCount={list.data?.count ?? 0}
        loading={list.isFetching}
        page={state.page}
        per={state.per}
        onPageChange={state.setPage}
        sort={state.sort}
        sortDir={state.sortDir}
        onSort={(key) => sortable.has(key) && state.toggleSort(key)}
        minWidth={wide ? 1500 : 320}
        emptyMessage="No external vehicles match"
      />
      <Modal
        opened={edit.opened}
        onClose={edit.close}
        title={edit.item ? `Edit ${label(edit.item)}` : 'Edit external vehicle'}
        size="lg"
      >
        {edit.item && <ExternalVehicleEditForm key={edit.key} vehicle={edit.item} onDone={edit.close} />}
      </Modal>
    </Stack>
  );
}

export const label = (v: ExternalVehicle) =>
  `${v.external_source} ${v.external_id} ${v.make} ${v.model}${v.series ? ` ${v.series}` : ''}`;
