import {
  EXTERNAL_ATTRIBUTES,
  EXTERNAL_VEHICLE_MESSAGES as M,
  numericCellErrors,
  type ExternalAttribute,
  type ExternalLink,
  type ExternalVehicle,
  type ExternalVehicleEdit,
  type ExternalVehicleListQuery,
  TRANSLATION_LAYERS,
  TRANSLATION_LOOKUPS,
  TRANSLATION_MESSAGES as TM,
  translationCellError,
  type ExternalTranslations,
  type ExternalTranslationsInput,
  type GlobalTranslationReply,
  type ReindexProgress,
  type TRANSLATION_NUMBERS,
  type TranslationLayer,
  type TranslationLookupField,
} from '@partsflow/contracts';
import {
  createOscarSandbox,
  createTecDocSandbox,
  VehicleDataError,
  type ExternalSourceName,
  type VehicleDataSource,
} from '../../../adapters/vehicle-data/index.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError, notFound, validationFailed } from '../../../platform/http/errors.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import * as fitmentRepo from '../fitment.repository.ts';
import { vehicleSearchText } from '../fitment.seed.ts';
import { getVehicle, vehiclesByIds } from '../fitment.service.ts';
import * as repo from './external.repository.ts';
import { CANDIDATE_THRESHOLD, matchScore, type Comparable } from './external.scoring.ts';
import {
  bodyKey,
  driveKey,
  fuelKey,
  key,
  makeKey,
  makeSpellings,
  transmissionKey,
} from './external.terms.ts';
import { resolveAll, type Resolved } from './external.translations.ts';

/** The reindex queue: `stately`, so a second start while one run is queued adds nothing (issue 17). */
export const REINDEX_QUEUE = 'fitment-reindex';

export interface ExternalDeps {
  db: Db;
  jobs: JobQueue;
  sources: Record<ExternalSourceName, VehicleDataSource>;
  /** Open production spans run to the end of this year when spans are compared. */
  now?: () => Date;
}

const openYear = (deps: Pick<ExternalDeps, 'now'>) => (deps.now?.() ?? new Date()).getUTCFullYear();

export function presentExternal(row: repo.ExternalVehicleRow, linkCount: number): ExternalVehicle {
  const { created_at: _created, updated_at, vehicle_translation: _layer, ...rest } = row;
  return { ...rest, link_count: linkCount, updated_at: updated_at.toISOString() };
}

const MAKE_KEYS_OF: Record<string, string[]> = { volkswagen: ['volkswagen', 'vw'] };

/**
 * Scores external vehicles (as their translation layers make them) against the platform vehicles of their make
 * and model; keeps the candidates. A pair already linked is rescored even when it falls below the threshold
 * (or out of the make and model after a translation), so a link never shows a stale score.
 */
async function refreshCandidates(
  deps: Pick<ExternalDeps, 'now'>,
  tx: DbOrTx,
  exts: repo.ExternalVehicleRow[],
) {
  const resolved = await resolveAll(tx, exts);
  for (const ext of exts) {
    const translated = resolved.get(ext.id)!.comparable;
    const mk = makeKey(translated.make);
    const candidateIds = await repo.vehicleIdsByMakeModel(tx, {
      makeKeys: MAKE_KEYS_OF[mk] ?? [mk],
      modelKey: key(translated.model),
    });
    const linked = new Set(await repo.linkedVehicleIds(tx, { externalId: ext.id }));
    for (const vehicle of await vehiclesByIds(tx, [...new Set([...candidateIds, ...linked])])) {
      const score = matchScore(vehicle, translated, openYear(deps));
      if (score >= CANDIDATE_THRESHOLD || linked.has(vehicle.id))
        await repo.upsertLink(tx, { vehicleId: vehicle.id, externalId: ext.id, score });
    }
  }
}

/**
 * The other direction: one platform vehicle (new or edited) against every external vehicle that could be of its
 * make and model, as their translation layers make them. Candidates at or above the threshold are kept; pairs
 * already linked are rescored whatever they score (an edit that changes the model scores them 0).
 */
export async function rescoreVehicle(deps: Pick<ExternalDeps, 'now'>, tx: DbOrTx, vehicleId: number) {
  const [vehicle] = await vehiclesByIds(tx, [vehicleId]);
  if (!vehicle) return { scored: 0 };
  const linked = new Set(await repo.externalIdsLinkedTo(tx, { vehicleId }));
  const ofMake = await repo.externalIdsOfMake(tx, {
    makeKeys: makeSpellings(makeKey(vehicle.make)),
    makeId: vehicle.vehicle_make_id,
  });
  const exts = await repo.externalVehiclesByIds(tx, { ids: [...new Set([...ofMake, ...linked])] });
  const resolved = await resolveAll(tx, exts);
  let scored = 0;
  for (const ext of exts) {
    const score = matchScore(vehicle, resolved.get(ext.id)!.comparable, openYear(deps));
    if (score < CANDIDATE_THRESHOLD && !linked.has(ext.id)) continue;
    await repo.upsertLink(tx, { vehicleId, externalId: ext.id, score });
    scored++;
  }
  return { scored };
}

/** The job's work for a created or edited vehicle: its candidates rescored in one transaction. */
export async function rescoreVehicleJob(deps: Pick<ExternalDeps, 'db' | 'now'>, vehicleId: number) {
  return deps.db.transaction(async (tx) => {
    // Locked, so two rescoring runs of one vehicle (an edit while one runs) write one after the other.
    if (!(await repo.vehicleRow(tx, { id: vehicleId, lock: true }))) return { scored: 0 };
    return rescoreVehicle(deps, tx, vehicleId);
  });
}

/** Pulls every vehicle of one source and upserts it; then scores each against the platform's vehicles. */
export async function importExternalVehicles(
  deps: Pick<ExternalDeps, 'db' | 'sources' | 'now'>,
  source: ExternalSourceName,
) {
  const records = await deps.sources[source].vehicles().catch((err: unknown) => {
    if (err instanceof VehicleDataError)
      throw new AppError('vehicle_source_unavailable', 503, M.sourceUnavailable(source));
    throw err;
  });
  return deps.db.transaction(async (tx) => {
    const ids = (await repo.upsertExternalVehicles(tx, records)).map((r) => r.id);
    await refreshCandidates(deps, tx, await repo.externalVehiclesByIds(tx, { ids }));
    return { message: M.imported(ids.length, source), count: ids.length };
  });
}

export async function listExternalVehicles(db: DbOrTx, q: ExternalVehicleListQuery) {
  const [rows, count] = await Promise.all([
    repo.listExternalVehicles(db, q),
    repo.countExternalVehicles(db, q),
  ]);
  return { payload: rows.map((r) => presentExternal(r.row, r.link_count)), count };
}

export async function getExternalVehicle(db: DbOrTx, id: number) {
  const [row] = await repo.externalVehiclesByIds(db, { ids: [id] });
  if (!row) throw notFound(M.notFound);
  const counts = await repo.linkCounts(db, { ids: [id] });
  return presentExternal(row, counts.get(id) ?? 0);
}

/** The Edit modal: numeric cells by precision and scale, months 1 to 12; nothing saved on an error. */
export async function editExternalVehicle(deps: ExternalDeps, id: number, input: ExternalVehicleEdit) {
  const details = (['engine_capacity', 'kw_power'] as const).flatMap((field) => {
    const value = input[field];
    const message = value === null || value === undefined ? null : numericCellErrors(field, value);
    return message ? [{ path: [field], message }] : [];
  });
  if (details.length) throw validationFailed(details);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.updateExternalVehicle(tx, { id, values: input }))) throw notFound(M.notFound);
    await refreshCandidates(deps, tx, await repo.externalVehiclesByIds(tx, { ids: [id] }));
    return { message: M.updated, external_vehicle: await getExternalVehicle(tx, id) };
  });
}

function presentLink(link: repo.LinkRow, ext: repo.ExternalVehicleRow, resolved: Resolved): ExternalLink {
  const flags = Object.fromEntries(EXTERNAL_ATTRIBUTES.map((a) => [`use_${a}`, link.overrides[a] === true]));
  return {
    id: link.id,
    approved: link.approved,
    match_score: link.match_score,
    match_percent: Math.round(link.match_score * 100),
    source: ext.external_source,
    external_vehicle: presentExternal(ext, link.approved ? 1 : 0),
    translated: resolved.translated,
    ...flags,
  } as ExternalLink;
}

/** The linking view: the platform vehicle and its candidates, approved first then by match score. */
export async function vehicleLinks(db: DbOrTx, vehicleId: number, message?: string) {
  const row = await repo.vehicleRow(db, { id: vehicleId });
  if (!row) throw notFound(M.vehicleNotFound);
  const rows = await repo.linksOfVehicle(db, { vehicleId });
  const counts = await repo.linkCounts(db, { ids: rows.map((r) => r.external.id) });
  const resolved = await resolveAll(
    db,
    rows.map((r) => r.external),
  );
  return {
    ...(message ? { message } : {}),
    vehicle: await getVehicle(db, vehicleId),
    needs_reindex: row.needs_reindex,
    links: rows.map((r) => ({
      ...presentLink(r.link, r.external, resolved.get(r.external.id)!),
      external_vehicle: presentExternal(r.external, counts.get(r.external.id) ?? 0),
    })),
  };
}

/** Approve (true) or decline (false) a link; the vehicle then needs reindexing. */
export async function setLinkApproval(db: Db, linkId: number, approved: boolean) {
  return db.transaction(async (tx) => {
    const link = await repo.findLink(tx, { id: linkId, lock: true });
    if (!link) throw notFound(M.linkNotFound);
    if (link.approved !== approved) {
      await repo.updateLink(tx, { id: linkId, values: { approved } });
      await repo.markNeedsReindex(tx, { vehicleId: link.vehicle_id, value: true });
    }
    return vehicleLinks(tx, link.vehicle_id, approved ? M.linked : M.unlinked);
  });
}

/** Take (or stop taking) one attribute of the external vehicle when the vehicle is reindexed. */
export async function overrideAttribute(
  db: Db,
  input: { external_vehicle_link_id: number; attribute_name: ExternalAttribute; use_attribute: boolean },
) {
  return db.transaction(async (tx) => {
    const link = await repo.findLink(tx, { id: input.external_vehicle_link_id, lock: true });
    if (!link) throw notFound(M.linkNotFound);
    const overrides = { ...link.overrides, [input.attribute_name]: input.use_attribute };
    await repo.updateLink(tx, { id: link.id, values: { overrides } });
    await repo.markNeedsReindex(tx, { vehicleId: link.vehicle_id, value: true });
    return vehicleLinks(tx, link.vehicle_id, M.overridden);
  });
}

/**
 * Update Vehicle: one reindex job however often it is started while one is waiting. The job tells the starter's
 * team how far it is (live topic `fitment.reindex`).
 */
export async function requestReindex(jobs: JobQueue, teamId: number | null) {
  const jobId = await jobs.send(REINDEX_QUEUE, { team_id: teamId }, { singletonKey: 'reindex' });
  return { message: M.reindexQueued, queued: jobId !== null };
}

/** What the reindex queue carries: a reindex run (no vehicle) or the rescoring of one created or edited vehicle. */
export interface ReindexJob {
  team_id?: number | null;
  rescore_vehicle_id?: number;
}

/**
 * A platform vehicle was created or edited: its external candidates are rescored in the background, on the
 * reindex queue (decision 0842). One queued run per vehicle (the queue is stately per key): an edit while one
 * waits adds nothing, as the waiting run reads the vehicle as it then is.
 */
export async function requestRescore(jobs: JobQueue, vehicleId: number) {
  const job: ReindexJob = { rescore_vehicle_id: vehicleId };
  return jobs.send(REINDEX_QUEUE, job, { singletonKey: `rescore:${vehicleId}` });
}

type LookupKind = 'bodies' | 'fuel_types' | 'drive_types' | 'transmissions';
const LOOKUP_KEYS: Record<LookupKind, (v: string | null) => string> = {
  bodies: bodyKey,
  fuel_types: fuelKey,
  drive_types: driveKey,
  transmissions: transmissionKey,
};

/** The platform's lookup row for an external term (translated), added under the external term when none fits. */
async function lookupFor(tx: DbOrTx, name: LookupKind, term: string | null) {
  if (!term) return null;
  const wanted = LOOKUP_KEYS[name](term);
  const find = async () =>
    (await fitmentRepo.listLookup(tx, { name })).find((r) => LOOKUP_KEYS[name](r.name) === wanted)?.id;
  const found = await find();
  if (found) return found;
  await fitmentRepo.ensureLookupNames(tx, { name, names: [term] });
  return (await find()) ?? null;
}

/** Applies the approved links' overridden attributes (as translated) to one vehicle and clears Needs Reindexing. */
async function reindexVehicle(tx: DbOrTx, vehicleId: number) {
  const row = await repo.vehicleRow(tx, { id: vehicleId, lock: true });
  if (!row?.needs_reindex) return false;
  const values: Partial<typeof row> = { needs_reindex: false };
  const approved = (await repo.linksOfVehicle(tx, { vehicleId })).filter((r) => r.link.approved === true);
  const resolved = await resolveAll(
    tx,
    approved.map((r) => r.external),
  );
  // Lowest score first, so the best match's value is the one that stays.
  for (const { link, external } of [...approved].reverse()) {
    const { translated, lookupIds } = resolved.get(external.id)!;
    const cell = (attr: ExternalAttribute) =>
      attr in translated ? translated[attr as keyof typeof translated] : external[attr];
    const lookup = async (attr: 'body' | 'fuel_type' | 'drive_type' | 'transmission', kind: LookupKind) =>
      lookupIds[attr] ?? (await lookupFor(tx, kind, (cell(attr) as string | null) ?? null));
    if (external.external_source === 'TecDoc' && /^\d+$/.test(external.external_id))
      values.tecdoc_id = Number(external.external_id);
    if (external.external_source === 'OSCAR') values.autoinfo_id = external.external_id;
    for (const attr of EXTERNAL_ATTRIBUTES) {
      if (link.overrides[attr] !== true) continue;
      const v = cell(attr);
      switch (attr) {
        case 'body':
          values.vehicle_body_id = await lookup('body', 'bodies');
          break;
        case 'fuel_type':
          values.vehicle_fuel_type_id = await lookup('fuel_type', 'fuel_types');
          break;
        case 'drive_type':
          values.vehicle_drive_type_id = await lookup('drive_type', 'drive_types');
          break;
        case 'transmission':
          values.vehicle_transmission_id = await lookup('transmission', 'transmissions');
          break;
        case 'series':
          values.series = v === null ? '' : String(v);
          break;
        case 'year_from':
        case 'month_from':
          if (v !== null) values[attr] = Number(v);
          break;
        case 'year_to':
        case 'month_to':
        case 'cylinders':
        case 'kw_power':
        case 'engine_capacity':
          values[attr] = v === null ? null : Number(v);
          break;
        default:
          values[attr] = v === null ? null : String(v);
      }
    }
  }
  await fitmentRepo.updateVehicle(tx, { id: vehicleId, values: { ...values, status: 'updated' } });
  const v = await getVehicle(tx, vehicleId);
  const search_text = vehicleSearchText({
    make: v.make,
    model: v.model,
    series: v.series,
    variant: v.variant,
    body: v.body,
    engine: v.engine,
    yearFrom: v.year_from,
    yearTo: v.year_to,
  });
  await fitmentRepo.updateVehicle(tx, { id: vehicleId, values: { search_text } });
  // Its cells changed: every candidate is scored against the vehicle as it now is.
  await rescoreVehicle({}, tx, vehicleId);
  return true;
}

/**
 * The reindex job: every vehicle marked Needs Reindexing, each in its own transaction. `progress` hears how far
 * it is after each vehicle (the job publishes it on the live channel).
 */
export async function reindexVehicles(db: Db, progress?: (p: ReindexProgress) => Promise<void>) {
  let done = 0;
  let total = await repo.countNeedingReindex(db);
  await progress?.({ done, total, finished: total === 0 });
  for (;;) {
    const ids = await repo.vehiclesNeedingReindex(db, { limit: 100 });
    if (!ids.length) break;
    for (const id of ids) {
      if (await db.transaction((tx) => reindexVehicle(tx, id))) done++;
      // A vehicle marked while the job runs is taken too: the total grows with it.
      total = Math.max(total, done);
      await progress?.({ done, total, finished: false });
    }
  }
  if (total > 0) await progress?.({ done, total, finished: true });
  return { reindexed: done };
}

/** Both sources' sandboxes, their records in the database (decision 0841). */
export function externalSandboxes(db: Db) {
  return { TecDoc: createTecDocSandbox(db), OSCAR: createOscarSandbox(db) };
}

/** Demo data: both sandboxes imported and scored against the demo's vehicles; answers the vehicles imported. */
export async function seedExternalVehicles(db: Db) {
  const sources = externalSandboxes(db);
  let n = 0;
  for (const source of ['TecDoc', 'OSCAR'] as const)
    n += (await importExternalVehicles({ db, sources }, source)).count;
  return n;
}

export type { Comparable };

// ---------------------------------------------------------------- translation editor and body-term table

/** The translation editor's object: each layer's cells, the translated result and which layer gave each cell. */
export async function getTranslations(
  db: DbOrTx,
  id: number,
  message?: string,
): Promise<ExternalTranslations> {
  const [row] = await repo.externalVehiclesByIds(db, { ids: [id] });
  if (!row) throw notFound(M.notFound);
  const resolved = (await resolveAll(db, [row])).get(id)!;
  const counts = await repo.linkCounts(db, { ids: [id] });
  return {
    ...(message ? { message } : {}),
    external_vehicle: presentExternal(row, counts.get(id) ?? 0),
    ...resolved.cells,
    translated: resolved.translated,
    layer_of: resolved.layer_of,
  };
}

type Detail = { path: (string | number)[]; message: string };

/** The lookup ids the input names that do not exist, and the numeric cells outside their precision rules. */
async function translationErrors(tx: DbOrTx, ext: repo.ExternalVehicleRow, input: ExternalTranslationsInput) {
  const details: Detail[] = [];
  for (const layer of Object.keys(TRANSLATION_LAYERS) as TranslationLayer[]) {
    for (const [field, value] of Object.entries(input[layer] as Record<string, unknown>)) {
      if (value === null || value === undefined) continue;
      if (field in TRANSLATION_LOOKUPS) {
        const kind = TRANSLATION_LOOKUPS[field as TranslationLookupField];
        const { id } = value as { id: number };
        const exists =
          kind === 'models'
            ? (await repo.modelNames(tx, { ids: [id] })).size > 0
            : (await fitmentRepo.findLookup(tx, { name: kind, id })) !== null;
        if (!exists) details.push({ path: [layer, field], message: TM.unknownLookup });
        if (layer === 'global_translation' && !ext[field as TranslationLookupField & keyof typeof ext])
          details.push({ path: [layer, field], message: TM.noTerm });
      } else if (typeof value === 'number') {
        const message = translationCellError(field as (typeof TRANSLATION_NUMBERS)[number], value);
        if (message) details.push({ path: [layer, field], message });
      }
    }
  }
  return details;
}

const compact = (o: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(o)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => [k, typeof v === 'object' ? { id: (v as { id: number }).id } : v]),
  );

/**
 * PUT translations: the whole translation object replaces the vehicle's layer, its group's layer and the global
 * words of its own terms (a cell left out or null is not translated in that layer). Nothing is saved on an
 * error. Every external vehicle a changed layer reaches is rescored.
 */
export async function saveTranslations(deps: ExternalDeps, id: number, input: ExternalTranslationsInput) {
  return deps.db.transaction(async (tx) => {
    const [ext] = await repo.externalVehiclesByIds(tx, { ids: [id] });
    if (!ext) throw notFound(M.notFound);
    const details = await translationErrors(tx, ext, input);
    if (details.length) throw validationFailed(details);
    const touched = new Set<number>([id]);
    for (const section of TRANSLATION_LAYERS.global_translation) {
      const term = ext[section];
      if (!term) continue;
      const value = input.global_translation[section];
      await repo.setTermTranslation(tx, {
        source: ext.external_source,
        section,
        term,
        internalId: value ? value.id : null,
      });
      for (const other of await repo.externalIdsWithTerm(tx, { source: ext.external_source, section, term }))
        touched.add(other);
    }
    await repo.setGroupTranslation(tx, {
      source: ext.external_source,
      groupId: ext.external_group_id,
      values: compact(input.group_translation),
    });
    for (const other of await repo.externalIdsOfGroup(tx, {
      source: ext.external_source,
      groupId: ext.external_group_id,
    }))
      touched.add(other);
    await repo.setVehicleTranslation(tx, { id, values: compact(input.vehicle_translation) });
    await refreshCandidates(deps, tx, await repo.externalVehiclesByIds(tx, { ids: [...touched] }));
    return getTranslations(tx, id, TM.saved);
  });
}

/** The global body-term table: every body word of the sources and the platform body each one means. */
export async function globalTranslation(
  db: DbOrTx,
  q: { section: 'body'; external_source?: ExternalSourceName; search?: string },
  message?: string,
): Promise<GlobalTranslationReply> {
  const sources = q.external_source ? [q.external_source] : (['TecDoc', 'OSCAR'] as const);
  const rows = await repo.termTranslations(db, { sources: [...sources], section: q.section });
  const bodies = await fitmentRepo.listLookup(db, { name: 'bodies' });
  const bodyName = new Map(bodies.map((b) => [b.id, b.name]));
  const search = q.search?.toLowerCase();
  const translations = rows
    .filter((r) => bodyName.has(r.internal_id) && (!search || r.term.toLowerCase().includes(search)))
    .map((r) => ({
      id: r.id,
      external_vehicle_source: { name: r.external_source },
      term: r.term,
      vehicle_body: { id: r.internal_id, name: bodyName.get(r.internal_id)! },
    }));
  const external_terms = await repo.externalTerms(db, {
    section: q.section,
    ...(q.external_source ? { source: q.external_source } : {}),
    ...(q.search ? { search: q.search } : {}),
  });
  return {
    ...(message ? { message } : {}),
    translations,
    internal_terms: bodies,
    external_terms,
    count: translations.length,
  };
}

/** One row of the body-term table: a source's word to a platform body (null removes it); rescores its vehicles. */
export async function setGlobalTerm(
  deps: ExternalDeps,
  input: { section: 'body'; external_source: ExternalSourceName; term: string; internal_id: number | null },
) {
  return deps.db.transaction(async (tx) => {
    if (
      input.internal_id !== null &&
      !(await fitmentRepo.findLookup(tx, { name: 'bodies', id: input.internal_id }))
    )
      throw validationFailed([{ path: ['internal_id'], message: TM.unknownLookup }]);
    const where = { source: input.external_source, section: input.section, term: input.term };
    await repo.setTermTranslation(tx, { ...where, internalId: input.internal_id });
    const ids = await repo.externalIdsWithTerm(tx, where);
    await refreshCandidates(deps, tx, await repo.externalVehiclesByIds(tx, { ids }));
    return globalTranslation(
      tx,
      { section: input.section },
      input.internal_id === null ? TM.termCleared : TM.termSaved,
    );
  });
}
