import {
  LAYER_PRECEDENCE,
  TRANSLATION_FIELDS,
  TRANSLATION_LAYERS,
  TRANSLATION_LOOKUPS,
  type LookupRef,
  type TranslationCell,
  type TranslationField,
  type TranslationLayer,
  type TranslationLookupField,
} from '@partsflow/contracts';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { LOOKUPS } from '../fitment.repository.ts';
import type { Comparable } from './external.scoring.ts';
import * as repo from './external.repository.ts';

/**
 * The three translation layers of an external vehicle (catalogue spec section 3): global (a source's word for a
 * make, model, body, fuel or drive type, for every vehicle of that source), group (cells for every vehicle of one
 * source group) and vehicle (cells of this one vehicle). The most precise layer that states a cell wins; a cell
 * no layer states keeps the source's own word. Lookup cells are platform lookup rows, stored by id.
 */
export type LayerValues = Partial<Record<TranslationField, unknown>>;

export interface Layers {
  global_translation: Partial<Record<TranslationField, { id: number }>>;
  group_translation: LayerValues;
  vehicle_translation: LayerValues;
}

export type LayerName = 'vehicle' | 'group' | 'global' | 'source';

export interface Resolved {
  /** Each layer's cells as the editor shows them: lookups as {id, name}. */
  cells: Record<TranslationLayer, Record<string, TranslationCell>>;
  /** The value matching and the reindex use, and which layer gave it. */
  translated: Record<TranslationField, string | number | null>;
  layer_of: Record<TranslationField, LayerName>;
  /** For lookup cells a layer translated: the platform lookup id. */
  lookupIds: Partial<Record<TranslationLookupField, number>>;
  comparable: Comparable;
}

const isLookup = (f: string): f is TranslationLookupField => f in TRANSLATION_LOOKUPS;
const termKey = (source: string, section: string, term: string) => `${source}|${section}|${term}`;
const groupKey = (source: string, groupId: string) => `${source}|${groupId}`;

/** Loads the layers of these external vehicles (the global and group tables once for all). */
export async function layersOf(db: DbOrTx, exts: repo.ExternalVehicleRow[]) {
  const sources = [...new Set(exts.map((e) => e.external_source))];
  const terms = new Map(
    (await repo.termTranslations(db, { sources })).map((t) => [
      termKey(t.external_source, t.section, t.term),
      t.internal_id,
    ]),
  );
  const groupRows = await repo.groupTranslations(db, {
    groups: [...new Map(exts.map((e) => [groupKey(e.external_source, e.external_group_id), e])).values()].map(
      (e) => ({ source: e.external_source, groupId: e.external_group_id }),
    ),
  });
  const groups = new Map(groupRows.map((g) => [groupKey(g.external_source, g.external_group_id), g.values]));
  const out = new Map<number, Layers>();
  for (const ext of exts) {
    const global: Layers['global_translation'] = {};
    for (const field of TRANSLATION_LAYERS.global_translation) {
      const term = ext[field];
      const id = term ? terms.get(termKey(ext.external_source, field, term)) : undefined;
      if (id !== undefined) global[field] = { id };
    }
    out.set(ext.id, {
      global_translation: global,
      group_translation: (groups.get(groupKey(ext.external_source, ext.external_group_id)) ??
        {}) as LayerValues,
      vehicle_translation: ext.vehicle_translation as LayerValues,
    });
  }
  return out;
}

type Names = Record<(typeof TRANSLATION_LOOKUPS)[TranslationLookupField], Map<number, string>>;

const idOf = (v: unknown): number | null =>
  typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'number'
    ? (v as { id: number }).id
    : null;

/** The names of every lookup row the layers refer to. */
export async function namesOf(db: DbOrTx, all: Layers[]): Promise<Names> {
  const ids: Record<string, Set<number>> = {};
  for (const layers of all)
    for (const layer of Object.values(layers))
      for (const [field, value] of Object.entries(layer as LayerValues)) {
        if (!isLookup(field)) continue;
        const id = idOf(value);
        if (id !== null) (ids[TRANSLATION_LOOKUPS[field]] ??= new Set()).add(id);
      }
  const names = {} as Names;
  for (const kind of Object.values(TRANSLATION_LOOKUPS)) {
    const wanted = [...(ids[kind] ?? [])];
    if (kind === 'models') {
      names.models = await repo.modelNames(db, { ids: wanted });
      continue;
    }
    const t = LOOKUPS[kind];
    const rows = wanted.length
      ? await db.select({ id: t.id, name: t.name }).from(t).where(inArray(t.id, wanted))
      : [];
    names[kind] = new Map(rows.map((r) => [r.id, r.name]));
  }
  return names;
}

/** Applies the layers, most precise first, to one external vehicle. */
export function resolve(ext: repo.ExternalVehicleRow, layers: Layers, names: Names): Resolved {
  const cells = {} as Resolved['cells'];
  for (const layer of Object.keys(TRANSLATION_LAYERS) as TranslationLayer[]) {
    const values = layers[layer] as LayerValues;
    cells[layer] = {};
    for (const field of TRANSLATION_LAYERS[layer]) {
      const value = values[field];
      if (isLookup(field)) {
        const id = idOf(value);
        const name = id === null ? undefined : names[TRANSLATION_LOOKUPS[field]].get(id);
        cells[layer][field] = id !== null && name !== undefined ? ({ id, name } satisfies LookupRef) : null;
      } else {
        cells[layer][field] = typeof value === 'string' || typeof value === 'number' ? value : null;
      }
    }
  }
  const translated = {} as Resolved['translated'];
  const layer_of = {} as Resolved['layer_of'];
  const lookupIds: Resolved['lookupIds'] = {};
  for (const field of TRANSLATION_FIELDS) {
    const layer = LAYER_PRECEDENCE.find((l) => {
      const cell = cells[l][field];
      return cell !== undefined && cell !== null;
    });
    if (!layer) {
      translated[field] = ext[field];
      layer_of[field] = 'source';
      continue;
    }
    const cell = cells[layer][field]!;
    layer_of[field] = layer.replace('_translation', '') as LayerName;
    if (typeof cell === 'object') {
      translated[field] = cell.name;
      if (isLookup(field)) lookupIds[field] = cell.id;
    } else translated[field] = cell;
  }
  const str = (f: TranslationField) => {
    const v = translated[f];
    return v === null ? null : String(v);
  };
  const num = (f: TranslationField) => {
    const v = translated[f];
    return v === null || v === '' ? null : Number(v);
  };
  const comparable: Comparable = {
    make: str('make') ?? '',
    model: str('model') ?? '',
    series: str('series'),
    body: str('body'),
    year_from: num('year_from'),
    month_from: num('month_from'),
    year_to: num('year_to'),
    month_to: num('month_to'),
    engine: str('engine'),
    engine_capacity: num('engine_capacity'),
    kw_power: num('kw_power'),
    fuel_type: str('fuel_type'),
    drive_type: str('drive_type'),
    transmission: str('transmission'),
  };
  return { cells, translated, layer_of, lookupIds, comparable };
}

/** Layers, names and resolution for many external vehicles at once. */
export async function resolveAll(db: DbOrTx, exts: repo.ExternalVehicleRow[]) {
  const layers = await layersOf(db, exts);
  const names = await namesOf(db, [...layers.values()]);
  return new Map(exts.map((e) => [e.id, resolve(e, layers.get(e.id)!, names)]));
}
