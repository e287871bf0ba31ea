import { FITMENT_MESSAGES, type Vehicle } from '@partsflow/contracts';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { LIST_SELECT } from '../../../lib/select-list.ts';
import { useLookup, useSaveVehicle } from '../api/fitment-api.ts';

const T = FITMENT_MESSAGES.toasts;
const E = FITMENT_MESSAGES.errors;
const ADMIN = '/catalogue/admin/vehicles';

type Values = Record<string, string>;
const FIELDS = [
  'vehicle_make_id',
  'vehicle_model_id',
  'new_model_name',
  'vehicle_body_id',
  'series',
  'month_from',
  'year_from',
  'month_to',
  'year_to',
  'cylinders',
  'engine_capacity',
  'vehicle_transmission_id',
  'vehicle_drive_type_id',
  'vehicle_fuel_type_id',
  'market',
  'variant',
  'engine',
  'kw_power',
  'doors',
  'tecdoc_id',
  'autoinfo_id',
  'status',
] as const;

function initialValues(v: Vehicle | null): Values {
  const out: Values = {};
  for (const f of FIELDS) {
    const raw = v ? (v as unknown as Record<string, unknown>)[f] : undefined;
    out[f] = raw === null || raw === undefined ? '' : String(raw);
  }
  if (!v) {
    out.market = 'AU';
    out.month_from = '1';
  }
  return out;
}

const opts = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));

/**
 * The vehicle form (spec section 5): required make, model, body, series, month and year from, cylinders, engine
 * capacity, transmission, drive type, fuel type and market. A model typed that does not exist is offered as
 * '(Create)'. Empty values are sent as empty strings.
 */
export function VehicleForm({ vehicle }: { vehicle: Vehicle | null }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => initialValues(vehicle));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [modelSearch, setModelSearch] = useState('');
  const makes = useLookup('makes');
  const models = useLookup(
    'models',
    { make_id: Number(values.vehicle_make_id) || undefined },
    !!values.vehicle_make_id,
  );
  const bodies = useLookup('bodies');
  const fuels = useLookup('fuel_types');
  const drives = useLookup('drive_types');
  const transmissions = useLookup('transmissions');
  const save = useSaveVehicle(vehicle?.id ?? null);
  const set = (field: string) => (value: string | number | null) =>
    setValues((s) => ({ ...s, [field]: value === null ? '' : String(value) }));
  const err = (field: string) => errors[field];

  const modelOptions = opts(models.data);
  const typed = modelSearch.trim();
  if (values.vehicle_model_id === '-1' && values.new_model_name)
    modelOptions.unshift({ value: '-1', label: `${values.new_model_name} (Create)` });
  else if (typed && !modelOptions.some((o) => o.label.toLowerCase() === typed.toLowerCase()))
    modelOptions.unshift({ value: '-1', label: `${typed} (Create)` });

  const select = (
    field: string,
    label: string,
    data: { value: string; label: string }[],
    required = true,
  ) => (
    <Select
      {...LIST_SELECT}
      label={label}
      required={required}
      data={data}
      value={values[field] || null}
      onChange={set(field)}
      error={err(field)}
    />
  );
  const number = (
    field: string,
    label: string,
    more: { required?: boolean; step?: number; decimal?: boolean } = {},
  ) => (
    <NumberInput
      label={label}
      required={more.required}
      step={more.step}
      min={0}
      allowDecimal={!!more.decimal}
      decimalScale={more.decimal ? 1 : undefined}
      value={values[field]}
      onChange={set(field)}
      error={err(field)}
    />
  );
  const text = (field: string, label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      value={values[field]}
      onChange={(e) => set(field)(e.currentTarget.value)}
      error={err(field)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setErrors({});
        const r = await mutateWithToast(save.mutateAsync(values), {
          success: vehicle ? T.vehicleUpdated : T.vehicleCreated,
          error: vehicle ? E.updateVehicle : E.createVehicle,
        });
        if (r.ok) navigate(ADMIN);
        else if (r.error instanceof ApiError) {
          const byField: Record<string, string> = {};
          for (const d of r.error.details) byField[String(d.path[d.path.length - 1])] ??= d.message;
          setErrors(byField);
        }
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {select('vehicle_make_id', 'Make', opts(makes.data))}
          <Select
            {...LIST_SELECT}
            label="Model"
            required
            disabled={!values.vehicle_make_id}
            data={modelOptions}
            value={values.vehicle_model_id || null}
            searchValue={modelSearch}
            onSearchChange={setModelSearch}
            onChange={(id) =>
              setValues((s) => ({
                ...s,
                vehicle_model_id: id ?? '',
                new_model_name: id === '-1' ? typed || (s.new_model_name ?? '') : '',
              }))
            }
            error={err('vehicle_model_id') ?? err('new_model_name')}
          />
          {text('series', 'Series', true)}
          {select('vehicle_body_id', 'Body', opts(bodies.data))}
          {text('variant', 'Variant')}
          {text('engine', 'Engine')}
          {number('month_from', 'Month From', { required: true })}
          {number('year_from', 'Year From', { required: true })}
          {number('month_to', 'Month To')}
          {number('year_to', 'Year To')}
          {number('cylinders', 'Cylinders', { required: true })}
          {number('engine_capacity', 'Engine Capacity (L)', { required: true, step: 0.1, decimal: true })}
          {number('kw_power', 'Power (kW)')}
          {number('doors', 'Doors')}
          {select('vehicle_transmission_id', 'Transmission', opts(transmissions.data))}
          {select('vehicle_drive_type_id', 'Drive Type', opts(drives.data))}
          {select('vehicle_fuel_type_id', 'Fuel Type', opts(fuels.data))}
          {text('market', 'Market', true)}
          {number('tecdoc_id', 'TecDoc ID (KType)')}
          {text('autoinfo_id', 'AutoInfo ID')}
          {vehicle &&
            select(
              'status',
              'Status',
              [
                { value: 'new', label: 'New' },
                { value: 'updated', label: 'Recently Updated' },
                { value: 'archived', label: 'Archived' },
              ],
              false,
            )}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button component={Link} to={ADMIN} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {vehicle ? 'Save Vehicle' : 'Create Vehicle'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
