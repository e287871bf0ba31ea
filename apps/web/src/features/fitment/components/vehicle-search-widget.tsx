import { Group, Select } from '@mantine/core';
import { useFieldSearch, useLookup } from '../api/fitment-api.ts';
import { LIST_SELECT } from '../../../lib/select-list.ts';

export interface VehicleSearchValue {
  make?: string;
  model?: string;
  series?: string;
  body?: string;
  status?: string;
  source?: string;
}

/** Filters 'id=value' joined by commas, as the vehicle tables take them. */
export function vehicleFilters(v: VehicleSearchValue): string {
  return Object.entries(v)
    .filter(([, value]) => value)
    .map(([k, value]) => `${k}=${encodeURIComponent(value!)}`)
    .join(',');
}

const options = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));

/**
 * The vehicle search widget: make, model, series and body (each narrowing the next), with the status and source
 * filters when `withStatus`.
 */
export function VehicleSearchWidget({
  value,
  onChange,
  withStatus = true,
}: {
  value: VehicleSearchValue;
  onChange: (next: VehicleSearchValue) => void;
  withStatus?: boolean;
}) {
  const makes = useLookup('makes');
  const models = useLookup('models', { make_id: value.make ? Number(value.make) : undefined }, !!value.make);
  const series = useFieldSearch('vehicle_series', '', {
    field: 'vehicle_model',
    id: value.model ? Number(value.model) : 0,
  });
  const bodies = useLookup('bodies');
  return (
    <Group gap="sm" grow wrap="wrap">
      <Select
        {...LIST_SELECT}
        label="Make"
        placeholder="Any make"
        clearable
        data={options(makes.data)}
        value={value.make ?? null}
        onChange={(make) =>
          onChange({ ...value, make: make ?? undefined, model: undefined, series: undefined })
        }
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        {...LIST_SELECT}
        label="Model"
        placeholder={value.make ? 'Any model' : 'Choose a make first'}
        clearable
        disabled={!value.make}
        data={options(models.data)}
        value={value.model ?? null}
        onChange={(model) => onChange({ ...value, model: model ?? undefined, series: undefined })}
      />
      <Select
        {...LIST_SELECT}
        label="Series"
        placeholder={value.model ? 'Any series' : 'Choose a model first'}
        clearable
        disabled={!value.model}
        data={(series.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
        value={value.series ?? null}
        onChange={(s) => onChange({ ...value, series: s ?? undefined })}
      />
      <Select
        {...LIST_SELECT}
        label="Body"
        placeholder="Any body"
        clearable
        data={options(bodies.data)}
        value={value.body ?? null}
        onChange={(body) => onChange({ ...value, body: body ?? undefined })}
      />
      {withStatus && (
        <>
          <Select
            {...LIST_SELECT}
            label="Status"
            placeholder="Any status"
            clearable
            data={[
              { value: 'new', label: 'New' },
              { value: 'updated', label: 'Recently Updated' },
              { value: 'archived', label: 'Archived' },
            ]}
            value={value.status ?? null}
            onChange={(status) => onChange({ ...value, status: status ?? undefined })}
          />
          <Select
            {...LIST_SELECT}
            label="Source"
            placeholder="Any source"
            clearable
            data={['TecDoc', 'OSCAR', 'Partsflow']}
            value={value.source ?? null}
            onChange={(source) => onChange({ ...value, source: source ?? undefined })}
          />
        </>
      )}
    </Group>
  );
}
