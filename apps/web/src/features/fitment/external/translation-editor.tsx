import {
  EXTERNAL_NUMERIC_CELLS,
  LAYER_PRECEDENCE,
  TRANSLATION_FIELDS,
  TRANSLATION_LAYERS,
  TRANSLATION_LOOKUPS,
  translationCellError,
  type ExternalTranslations,
  type LookupRef,
  type TranslationCell,
  type TranslationField,
  type TranslationLayer,
} from '@partsflow/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useBreakpointUp } from '../../../lib/use-breakpoint.ts';
import { useLookup, type Option } from '../api/fitment-api.ts';
import { LIST_SELECT } from '../../../lib/select-list.ts';
import { useSaveTranslations, useTranslations } from './external-api.ts';
import { externalUrls, numericCellProps } from './external-format.ts';
import { ExternalSourceBadge, label } from './external-vehicles-list.tsx';

const LABELS: Record<TranslationField, string> = {
  make: 'Make',
  model: 'Model',
  series: 'Series',
  body: 'Body',
  year_from: 'Year From',
  month_from: 'Month From',
  year_to: 'Year To',
  month_to: 'Month To',
  variant: 'Variant',
  engine: 'Engine',
  engine_capacity: 'Capacity (L)',
  fuel_type: 'Fuel Type',
  drive_type: 'Drive Type',
  transmission: 'Transmission',
  kw_power: 'Power (kW)',
};
const LAYER_LABEL: Record<TranslationLayer, string> = {
  global_translation: 'Global',
  group_translation: 'Group',
  vehicle_translation: 'Vehicle',
};
const LAYER_HELP: Record<TranslationLayer, string> = {
  global_translation: 'every vehicle of the source using the word',
  group_translation: 'every vehicle of the group',
  vehicle_translation: 'this vehicle only',
};
const RESULT_COLOUR = { vehicle: 'teal', group: 'blue', global: 'grape', source: 'gray' } as const;

/** Precision rules of the number cells (spec sections 5 and 9). */
const NUMBER_PROPS: Record<string, Record<string, unknown>> = {
  year_from: { min: 1900, max: 2100, step: 1, allowDecimal: false },
  year_to: { min: 1900, max: 2100, step: 1, allowDecimal: false },
  month_from: { min: 1, max: 12, step: 1, allowDecimal: false },
  month_to: { min: 1, max: 12, step: 1, allowDecimal: false },
  engine_capacity: numericCellProps(
    EXTERNAL_NUMERIC_CELLS.engine_capacity.precision,
    EXTERNAL_NUMERIC_CELLS.engine_capacity.scale,
  ),
  kw_power: numericCellProps(
    EXTERNAL_NUMERIC_CELLS.kw_power.precision,
    EXTERNAL_NUMERIC_CELLS.kw_power.scale,
  ),
};

type Draft = Record<TranslationLayer, Record<string, TranslationCell>>;
const LAYERS = Object.keys(TRANSLATION_LAYERS) as TranslationLayer[];
const inLayer = (layer: TranslationLayer, field: TranslationField) =>
  (TRANSLATION_LAYERS[layer] as readonly string[]).includes(field);
const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const shown = (cell: TranslationCell | undefined) =>
  cell === null || cell === undefined ? null : typeof cell === 'object' ? cell.name : String(cell);

function draftOf(data: ExternalTranslations): Draft {
  return {
    global_translation: { ...data.global_translation },
    group_translation: { ...data.group_translation },
    vehicle_translation: { ...data.vehicle_translation },
  };
}

/**
 * The translation editor: a comparison grid of the source's words against the three layers (global, group,
 * vehicle) and the result the most precise layer gives. Lookup cells choose a platform value; number cells keep
 * the precision rules. Saving sends the whole translation object.
 */
export function TranslationEditor({ id }: { id: number }) {
  const query = useTranslations(id);
  if (!query.data)
    return <Text c="dimmed">{query.isError ? 'Could not load the translations' : 'Loading…'}</Text>;
  return <Editor key={query.data.external_vehicle.updated_at} data={query.data} />;
}

function Editor({ data }: { data: ExternalTranslations }) {
  const ext = data.external_vehicle;
  const save = useSaveTranslations(ext.id);
  // Phones get one card per attribute instead of the six-column grid.
  const wide = useBreakpointUp('md');
  const [draft, setDraft] = useState<Draft>(() => draftOf(data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const makes = useLookup('makes');
  const makeId = useMemo(() => {
    const chosen = draft.global_translation.make;
    if (chosen && typeof chosen === 'object') return chosen.id;
    return makes.data?.find((m) => key(m.name) === key(ext.make))?.id;
  }, [draft.global_translation.make, makes.data, ext.make]);
  const lookups: Record<string, Option[] | undefined> = {
    makes: makes.data,
    models: useLookup('models', { make_id: makeId }, makeId !== undefined).data,
    bodies: useLookup('bodies').data,
    fuel_types: useLookup('fuel_types').data,
    drive_types: useLookup('drive_types').data,
    transmissions: useLookup('transmissions').data,
  };

  const set = (layer: TranslationLayer, field: string, value: TranslationCell) => {
    setDraft((d) => ({ ...d, [layer]: { ...d[layer], [field]: value } }));
    setErrors((e) => {
      const { [`${layer}.${field}`]: _gone, ...rest } = e;
      return rest;
    });
  };

  const result = (field: TranslationField) => {
    const layer = LAYER_PRECEDENCE.find((l) => inLayer(l, field) && shown(draft[l][field]) !== null);
    return layer
      ? {
          value: shown(draft[layer][field]),
          from: layer.replace('_translation', '') as 'vehicle' | 'group' | 'global',
        }
      : { value: ext[field] === null ? null : String(ext[field]), from: 'source' as const };
  };

  async function submit() {
    const local: Record<string, string> = {};
    for (const layer of LAYERS)
      for (const [field, value] of Object.entries(draft[layer])) {
        if (typeof value !== 'number') continue;
        const msg = translationCellError(field as 'year_from', value);
        if (msg) local[`${layer}.${field}`] = msg;
      }
    setErrors(local);
    if (Object.keys(local).length) return;
    const body = Object.fromEntries(
      LAYERS.map((layer) => [
        layer,
        Object.fromEntries(
          Object.entries(draft[layer]).map(([f, v]) => [
            f,
            v && typeof v === 'object' ? { id: v.id } : v === '' ? null : v,
          ]),
        ),
      ]),
    );
    const out = await mutateWithToast(save.mutateAsync(body), { success: (r) => r.message ?? 'Saved' });
    if (!out.ok && out.error instanceof ApiError)
      setErrors(Object.fromEntries(out.error.details.map((d) => [(d.path ?? []).join('.'), d.message])));
  }

  function cell(layer: TranslationLayer, field: TranslationField) {
    if (!inLayer(layer, field))
      return (
        <Text c="dimmed" size="sm" aria-hidden>
          —
        </Text>
      );
    const name = `${LAYER_LABEL[layer]} ${LABELS[field]}`;
    const value = draft[layer][field];
    const error = errors[`${layer}.${field}`];
    if (field in TRANSLATION_LOOKUPS) {
      const options = lookups[TRANSLATION_LOOKUPS[field as keyof typeof TRANSLATION_LOOKUPS]] ?? [];
      const ref = value && typeof value === 'object' ? (value as LookupRef) : null;
      const data = options.map((o) => ({ value: String(o.id), label: o.name }));
      if (ref && !options.some((o) => o.id === ref.id)) data.push({ value: String(ref.id), label: ref.name });
      return (
        <Select
          aria-label={name}
          size="xs"
          placeholder="Not translated"
          data={data}
          value={ref ? String(ref.id) : null}
          onChange={(v, option) =>
            set(layer, field, v && option ? { id: Number(v), name: option.label } : null)
          }
          clearable
          error={error}
          {...LIST_SELECT}
        />
      );
    }
    if (field in NUMBER_PROPS)
      return (
        <NumberInput
          aria-label={name}
          size="xs"
          placeholder="Not translated"
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => set(layer, field, v === '' ? null : Number(v))}
          error={error}
          {...NUMBER_PROPS[field]}
        />
      );
    return (
      <TextInput
        aria-label={name}
        size="xs"
        placeholder="Not translated"
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => set(layer, field, e.currentTarget.value || null)}
        error={error}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <ExternalSourceBadge source={ext.external_source} id={ext.external_id} />
          <Text size="sm" c="dimmed">
            Group {ext.external_group_id}
          </Text>
        </Group>
        <Anchor component={Link} to={externalUrls.list()} size="sm">
          Back to external vehicles
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        The most precise layer wins: Vehicle ({LAYER_HELP.vehicle_translation}) over Group (
        {LAYER_HELP.group_translation}) over Global ({LAYER_HELP.global_translation}) over the source&apos;s
        own word.
      </Text>
      {!wide ? (
        <Stack gap="sm" aria-label={`Translations of ${label(ext)}`} role="list">
          {TRANSLATION_FIELDS.map((field) => {
            const r = result(field);
            return (
              <Card key={field} withBorder padding="sm" role="listitem" aria-label={LABELS[field]}>
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={700}>{LABELS[field]}</Text>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {r.value ?? '—'}
                      </Text>
                      <Badge size="xs" variant="light" color={RESULT_COLOUR[r.from]}>
                        {r.from}
                      </Badge>
                    </Group>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {ext.external_source} says: {ext[field] ?? 'Not stated'}
                  </Text>
                  {LAYERS.filter((l) => inLayer(l, field)).map((l) => (
                    <Group key={l} gap="xs" wrap="nowrap">
                      <Text size="sm" w={64} style={{ flexShrink: 0 }}>
                        {LAYER_LABEL[l]}
                      </Text>
                      <div style={{ flex: 1 }}>{cell(l, field)}</div>
                    </Group>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table aria-label={`Translations of ${label(ext)}`} verticalSpacing={6} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Attribute</Table.Th>
                <Table.Th scope="col">{ext.external_source} says</Table.Th>
                {LAYERS.map((l) => (
                  <Table.Th key={l} scope="col">
                    {LAYER_LABEL[l]}
                  </Table.Th>
                ))}
                <Table.Th scope="col">Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {TRANSLATION_FIELDS.map((field) => {
                const r = result(field);
                return (
                  <Table.Tr key={field}>
                    <Table.Th scope="row" fw={600}>
                      {LABELS[field]}
                    </Table.Th>
                    <Table.Td>
                      {ext[field] ?? (
                        <Text c="dimmed" size="sm">
                          Not stated
                        </Text>
                      )}
                    </Table.Td>
                    {LAYERS.map((l) => (
                      <Table.Td key={l} miw={150}>
                        {cell(l, field)}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm" fw={600}>
                          {r.value ?? '—'}
                        </Text>
                        <Badge size="xs" variant="light" color={RESULT_COLOUR[r.from]}>
                          {r.from}
                        </Badge>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setDraft(draftOf(data))}>
          Reset
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          Save Translations
        </Button>
      </Group>
    </Stack>
  );
}
