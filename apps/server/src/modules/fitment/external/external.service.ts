import {
  EXTERNAL_ATTRIBUTES,
  EXTERNAL_VEHICLE_MESSAGES as M,
  numericCellErrors,
  type ExternalAttribute,
  type ExternalLink,
  type ExternalVehicle,
  type ExternalVehicleEdit,
  type ExternalVehicleListQuery,
} from '@partsflow/contracts';
import {
  createOscarSandbox,
  createTecDocSandbox,
  type ExternalSourceName,
  type VehicleDataSource,
} from '../../../adapters/vehicle-data/index.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { notFound, validationFailed } from '../../../platform/http/errors.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import * as fitmentRepo from '../fitment.repository.ts';
import { vehicleSearchText } from '../fitment.seed.ts';
import { getVehicle, vehiclesByIds } from '../fitment.service.ts';
import * as repo from './external.repository.ts';
import { CANDIDATE_THRESHOLD, matchScore, type Comparable } from './external.scoring.ts';
import { bodyKey, driveKey, fuelKey, key, makeKey, transmissionKey } from './external.terms.ts';

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
  const { created_at: _created, updated_at, ...rest } = row;
  return { ...rest, link_count: linkCount, updated_at: updated_at.toISOString() };
}

const MAKE_KEYS_OF: Record<string, string[]> = { volkswagen: ['volkswagen', 'vw'] };

/** Scores an external vehicle against the platform vehicles of its make and model; keeps the candidates. */
async function refreshCandidates(deps: Pick<ExternalDeps, 'now'>, tx: DbOrTx, ext: repo.ExternalVehicleRow) {
  const mk = makeKey(ext.make);
  const ids = await repo.vehicleIdsByMakeModel(tx, {
    makeKeys: MAKE_KEYS_OF[mk] ?? [mk],
    modelKey: key(ext.model),
  });
  for (const vehicle of await vehiclesByIds(tx, ids)) {
    const score = matchScore(vehicle, ext, openYear(deps));
    if (score >= CANDIDATE_THRESHOLD)
      await repo.upsertLink(tx, { vehicleId: vehicle.id, externalId: ext.id, score });
  }
}

/** Pulls every vehicle of one source and upserts it; then scores each against the platform's vehicles. */
export async function importExternalVehicles(
  deps: Pick<ExternalDeps, 'db' | 'sources' | 'now'>,
  source: ExternalSourceName,
) {
  const records = await deps.sources[source].vehicles();
  return deps.db.transaction(async (tx) => {
    const ids = (await repo.upsertExternalVehicles(tx, records)).map((r) => r.id);
    for (const ext of await repo.externalVehiclesByIds(tx, { ids })) await refreshCandidates(deps, tx, ext);
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
    const [row] = await repo.externalVehiclesByIds(tx, { ids: [id] });
    await refreshCandidates(deps, tx, row!);
    return { message: M.updated, external_vehicle: await getExternalVehicle(tx, id) };
  });
}

function presentLink(link: repo.LinkRow, ext: repo.ExternalVehicleRow): ExternalLink {
  const flags = Object.fromEntries(EXTERNAL_ATTRIBUTES.map((a) => [`use_${a}`, link.overrides[a] === true]));
  return {
    id: link.id,
    approved: link.approved,
    match_score: link.match_score,
    match_percent: Math.round(link.match_score * 100),
    source: ext.external_source,
    external_vehicle: presentExternal(ext, link.approved ? 1 : 0),
    ...flags,
  } as ExternalLink;
}

/** The linking view: the platform vehicle and its candidates, approved first then by match score. */
export async function vehicleLinks(db: DbOrTx, vehicleId: number, message?: string) {
  const row = await repo.vehicleRow(db, { id: vehicleId });
  if (!row) throw notFound(M.vehicleNotFound);
  const rows = await repo.linksOfVehicle(db, { vehicleId });
  const counts = await repo.linkCounts(db, { ids: rows.map((r) => r.external.id) });
  return {
    ...(message ? { message } : {}),
    vehicle: await getVehicle(db, vehicleId),
    needs_reindex: row.needs_reindex,
    links: rows.map((r) => ({
      ...presentLink(r.link, r.external),
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

/** Update Vehicle: one reindex job however often it is started while one is waiting. */
export async function requestReindex(jobs: JobQueue) {
  const jobId = await jobs.send(REINDEX_QUEUE, {}, { singletonKey: 'reindex' });
  return { message: M.reindexQueued, queued: jobId !== null };
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

/** Applies the approved links' overridden attributes to one vehicle and clears Needs Reindexing. */
async function reindexVehicle(tx: DbOrTx, vehicleId: number) {
  const row = await repo.vehicleRow(tx, { id: vehicleId, lock: true });
  if (!row?.needs_reindex) return false;
  const values: Partial<typeof row> = { needs_reindex: false };
  const approved = (await repo.linksOfVehicle(tx, { vehicleId })).filter((r) => r.link.approved === true);
  // Lowest score first, so the best match's value is the one that stays.
  for (const { link, external } of [...approved].reverse()) {
    if (external.external_source === 'TecDoc' && /^\d+$/.test(external.external_id))
      values.tecdoc_id = Number(external.external_id);
    if (external.external_source === 'OSCAR') values.autoinfo_id = external.external_id;
    for (const attr of EXTERNAL_ATTRIBUTES) {
      if (link.overrides[attr] !== true) continue;
      const v = external[attr];
      switch (attr) {
        case 'body':
          values.vehicle_body_id = await lookupFor(tx, 'bodies', external.body);
          break;
        case 'fuel_type':
          values.vehicle_fuel_type_id = await lookupFor(tx, 'fuel_types', external.fuel_type);
          break;
        case 'drive_type':
          values.vehicle_drive_type_id = await lookupFor(tx, 'drive_types', external.drive_type);
          break;
        case 'transmission':
          values.vehicle_transmission_id = await lookupFor(tx, 'transmissions', external.transmission);
          break;
        case 'series':
          values.series = external.series ?? '';
          break;
        case 'year_from':
          if (external.year_from !== null) values.year_from = external.year_from;
          break;
        case 'month_from':
          if (external.month_from !== null) values.month_from = external.month_from;
          break;
        default:
          (values as Record<string, unknown>)[attr] = v;
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
  return true;
}

/** The reindex job: every vehicle marked Needs Reindexing, each in its own transaction. */
export async function reindexVehicles(db: Db) {
  let done = 0;
  for (;;) {
    const ids = await repo.vehiclesNeedingReindex(db, { limit: 100 });
    if (!ids.length) return { reindexed: done };
    for (const id of ids) if (await db.transaction((tx) => reindexVehicle(tx, id))) done++;
  }
}

/** Demo data: both sandboxes imported and scored against the demo's vehicles; answers the vehicles imported. */
export async function seedExternalVehicles(db: Db) {
  const sources = { TecDoc: createTecDocSandbox(), OSCAR: createOscarSandbox() };
  let n = 0;
  for (const source of ['TecDoc', 'OSCAR'] as const)
    n += (await importExternalVehicles({ db, sources }, source)).count;
  return n;
}

export type { Comparable };
