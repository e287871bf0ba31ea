import { AU_STATES, type PlateVehicle } from '@partsflow/contracts';
import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { LIST_SELECT } from '../../../../lib/select-list.ts';
import {
  usePlateSearch,
  useVehicleMakes,
  useVehicleModels,
  useVehicleYears,
  type SourceQuery,
} from '../../api/source.ts';
import type { useSourceQuery } from '../../hooks/use-source-query.ts';
import classes from './source.module.css';

/** The vehicles plate searches answered in this tab (a search costs a search: never asked twice to show one). */
const plateVehicles = new Map<number, PlateVehicle>();

const options = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));

/**
 * Fitment narrowing of Source Products: parts that fit a make, model and model year, or the vehicle a number plate
 * is registered to (the PL8SRCH add-on; each search counts as usage, so it runs only on Search).
 */
export function VehicleFitmentFilter({
  query,
  controls,
}: {
  query: SourceQuery;
  controls: ReturnType<typeof useSourceQuery>;
}) {
  // A plate's vehicle (in the URL) keeps the plate form open, also when the sidebar mounts again.
  const [mode, setMode] = useState<'vehicle' | 'plate'>(query.vehicle_id ? 'plate' : 'vehicle');
  const makeId = query.vehicle_make_id ?? null;
  const modelId = query.vehicle_model_id ?? null;
  const makes = useVehicleMakes();
  const models = useVehicleModels(makeId);
  const years = useVehicleYears(makeId, modelId);
  const [plate, setPlate] = useState('');
  const [state, setState] = useState<string>('NSW');
  const [found, setFoundState] = useState<PlateVehicle | null>(
    () => (query.vehicle_id && plateVehicles.get(query.vehicle_id)) || null,
  );
  const setFound = (v: PlateVehicle | null) => {
    if (v) plateVehicles.set(v.id, v);
    setFoundState(v);
  };
  const search = usePlateSearch();
  const [plateMessage, setPlateMessage] = useState<string | null>(null);
  const inactive = search.error instanceof ApiError && search.error.code === 'plate_search_inactive';

  const choose = (next: { make?: number | null; model?: number | null; year?: number | null }) => {
    setFound(null);
    controls.setVehicle({
      make: next.make !== undefined ? next.make : makeId,
      model: next.model !== undefined ? next.model : modelId,
      year: next.year !== undefined ? next.year : (query.vehicle_year ?? null),
      vehicle: null,
    });
  };

  const searchPlate = async () => {
    setPlateMessage(null);
    try {
      const r = await search.mutateAsync({ plate, state: state as (typeof AU_STATES)[number] });
      setFound(r.vehicle);
      setPlateMessage(r.message);
      if (r.vehicle)
        controls.setVehicle({
          make: r.vehicle.make_id,
          model: r.vehicle.model_id,
          year: r.vehicle.year,
          vehicle: r.vehicle.id,
        });
    } catch (e) {
      if (!(e instanceof ApiError) || e.code !== 'plate_search_inactive')
        setPlateMessage(e instanceof Error ? e.message : String(e));
    }
  };

  const narrowed = !!(makeId || query.vehicle_id);
  return (
    <fieldset className={classes.facet} aria-label="Vehicle">
      <legend>Vehicle</legend>
      <Stack gap="xs">
        <SegmentedControl
          size="xs"
          fullWidth
          value={mode}
          onChange={(v) => setMode(v as 'vehicle' | 'plate')}
          data={[
            { value: 'vehicle', label: 'Make & model' },
            { value: 'plate', label: 'Plate' },
          ]}
        />
        {mode === 'vehicle' ? (
          <>
            <Select
              {...LIST_SELECT}
              size="xs"
              label="Make"
              placeholder="Any make"
              clearable
              data={options(makes.data)}
              value={makeId ? String(makeId) : null}
              onChange={(v) => choose({ make: v ? Number(v) : null, model: null, year: null })}
            />
            <Select
              {...LIST_SELECT}
              size="xs"
              label="Model"
              placeholder={makeId ? 'Any model' : 'Choose a make first'}
              clearable
              disabled={!makeId}
              data={options(models.data)}
              value={modelId ? String(modelId) : null}
              onChange={(v) => choose({ model: v ? Number(v) : null, year: null })}
            />
            <Select
              {...LIST_SELECT}
              size="xs"
              label="Year"
              placeholder={makeId ? 'Any year' : 'Choose a make first'}
              clearable
              disabled={!makeId}
              data={(years.data ?? []).map((y) => String(y))}
              value={query.vehicle_year ? String(query.vehicle_year) : null}
              onChange={(v) => choose({ year: v ? Number(v) : null })}
            />
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void searchPlate();
            }}
          >
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  size="xs"
                  label="Plate"
                  placeholder="ABC123"
                  style={{ flex: 1, minWidth: 0 }}
                  value={plate}
                  maxLength={12}
                  onChange={(e) => setPlate(e.currentTarget.value)}
                />
                <NativeSelect
                  size="xs"
                  label="State"
                  w={76}
                  data={[...AU_STATES]}
                  value={state}
                  onChange={(e) => setState(e.currentTarget.value)}
                />
              </Group>
              <Button type="submit" size="xs" fullWidth loading={search.isPending} disabled={!plate.trim()}>
                Search plate
              </Button>
            </Stack>
          </form>
        )}
        {inactive && (
          <Alert color="yellow" p="xs" title="Plate search add-on">
            <Text size="xs">{search.error?.message}</Text>
            <Anchor component={Link} to="/billing" size="xs">
              Go to Billing
            </Anchor>
          </Alert>
        )}
        {plateMessage && (
          <Text size="xs" c="red.8" role="alert">
            {plateMessage}
          </Text>
        )}
        {found && query.vehicle_id === found.id && (
          <Text size="xs" role="status">
            Fits {found.title}
            {found.engine ? ` (${found.engine})` : ''}
          </Text>
        )}
        {narrowed && (
          <Group gap={4} justify="flex-end">
            <Text size="xs" c="dimmed">
              Parts that fit this vehicle
            </Text>
            <CloseButton
              size="sm"
              aria-label="Clear vehicle"
              onClick={() => {
                setFound(null);
                controls.setVehicle({ make: null, model: null, year: null, vehicle: null });
              }}
            />
          </Group>
        )}
      </Stack>
    </fieldset>
  );
}
