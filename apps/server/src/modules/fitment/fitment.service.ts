import {
  FITMENT_MESSAGES,
  YEAR_FALLBACK_MIN,
  yearRangeErrors,
  type FitmentLint,
  type UpdateVehicleApplicationInput,
  type Vehicle,
  type VehicleApplication,
  type VehicleApplicationAttributeInput,
  type VehicleApplicationInput,
  type VehicleApplicationsReply,
  type VehicleDatatableQuery,
  type VehicleField,
  type VehicleFormInput,
  type YearBounds,
  type YearRangeInput,
} from '@partsflow/contracts';
import type { Scope } from '../../platform/auth/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { emitEvent } from '../../platform/events/index.ts';
import { notFound, validationFailed } from '../../platform/http/errors.ts';
import { iso } from '../../platform/http/presenters.ts';
import { datatable, pageWindow } from '../../platform/pagination/pagination.ts';
import { applicationSnapshots } from './fitment.history.ts';
import { lintApplications, type LintApplication } from './fitment.lint.ts';
import * as repo from './fitment.repository.ts';
import { vehicleSearchText } from './fitment.seed.ts';

const T = FITMENT_MESSAGES.toasts;
const AM = FITMENT_MESSAGES.applications;
const VM = FITMENT_MESSAGES.vehicle;

/** A product as fitment knows it: given by the catalogue through the port below. */
export interface FitmentProduct {
  id: number;
  team_id: number;
  sku: string;
  title: string;
  slug: string;
  url: string;
  record_type: 'Part' | 'Assembly';
}

/**
 * What fitment needs of the catalogue's products, wired in by the module registry (the catalogue already reads
 * fitment's services, so fitment cannot import the catalogue without a cycle).
 */
export interface FitmentProducts {
  productRef(
    db: DbOrTx,
    params: { scope: Scope; id: number; lock?: boolean },
  ): Promise<FitmentProduct | null>;
  assembliesOfProduct(db: DbOrTx, params: { scope: Scope; productId: number }): Promise<FitmentProduct[]>;
  /** A brand in the scope and its products' ids and SKUs (the ACES export). */
  productsOfBrand(
    db: DbOrTx,
    params: { scope: Scope; brandId: number },
  ): Promise<{ brand: { id: number; name: string } | null; products: { id: number; sku: string }[] }>;
}

const fieldError = (field: string, message: string) => validationFailed([{ path: [field], message }]);

/** The vehicle makes, all or those with the given ids, by name: `{id, value}` as the makes selector shows them. */
export async function listVehicleMakes(db: DbOrTx, params: { ids?: number[] } = {}) {
  return (await repo.listVehicleMakes(db, params)).map((m) => ({ id: m.id, value: m.name }));
}

/** How many distinct vehicles each product fits (0 for a product without applications). */
export async function countVehiclesOfProducts(
  db: DbOrTx,
  params: { productIds: number[] },
): Promise<Map<number, number>> {
  const counts = new Map(params.productIds.map((id) => [id, 0]));
  for (const row of await repo.countVehiclesOfProducts(db, params)) counts.set(row.product_id, row.vehicles);
  return counts;
}

/** Application attribute titles every team may use (Position, Side, ...). Idempotent. */
export const ATTRIBUTE_TITLES = ['Position', 'Side', 'Engine Code', 'Brake System', 'Drive', 'Qualifier'];
export async function ensureFitmentReferenceData(db: DbOrTx) {
  await repo.ensureLookupNames(db, { name: 'attribute_titles', names: ATTRIBUTE_TITLES });
  await repo.backfillSearchText(db);
}

// ---------------------------------------------------------------- presenters

const vehicleYears = (v: { year_from: number; year_to: number | null }) =>
  `${v.year_from}-${v.year_to ?? ''}`;

export function presentVehicle(v: repo.VehicleRow): Vehicle {
  const year_range = vehicleYears(v);
  return {
    id: v.id,
    title: [v.make, v.model, v.series, v.variant, year_range].filter(Boolean).join(' '),
    make: v.make,
    model: v.model,
    series: v.series,
    variant: v.variant,
    body: v.body,
    year_range,
    year_from: v.year_from,
    month_from: v.month_from,
    year_to: v.year_to,
    month_to: v.month_to,
    engine: v.engine,
    cylinders: v.cylinders,
    engine_capacity: v.engine_capacity === null ? null : Number(v.engine_capacity),
    kw_power: v.kw_power,
    fuel_type: v.fuel_type,
    drive_type: v.drive_type,
    doors: v.doors,
    transmission: v.transmission,
    tecdoc_id: v.tecdoc_id,
    autoinfo_id: v.autoinfo_id,
    source: v.source,
    market: v.market,
    status: v.status,
    new_vehicle: v.status === 'new',
    updated_vehicle: v.status === 'updated',
    swd_id: v.swd_id,
    vehicle_make_id: v.vehicle_make_id,
    vehicle_model_id: v.vehicle_model_id,
    vehicle_body_id: v.vehicle_body_id,
    vehicle_transmission_id: v.vehicle_transmission_id,
    vehicle_drive_type_id: v.vehicle_drive_type_id,
    vehicle_fuel_type_id: v.vehicle_fuel_type_id,
    updated_at: iso(v.updated_at)!,
  };
}

/** The bounds of an application's year range: its vehicles' production years (spec section 5). */
export function yearBounds(list: { year_from: number; year_to: number | null }[]): YearBounds {
  if (!list.length) return { min: YEAR_FALLBACK_MIN, max: null };
  const min = Math.min(...list.map((v) => v.year_from));
  const max = list.some((v) => v.year_to === null) ? null : Math.max(...list.map((v) => v.year_to!));
  return { min, max };
}

function applicationTitle(list: Vehicle[]): string {
  const names = [...new Set(list.map((v) => [v.make, v.model, v.series].filter(Boolean).join(' ')))];
  if (!names.length) return 'No vehicles';
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}

interface LoadedApplication {
  row: repo.ApplicationRow;
  vehicles: Vehicle[];
  attributes: { id: number; title: string; value: string }[];
}

async function loadApplications(db: DbOrTx, rows: repo.ApplicationRow[]): Promise<LoadedApplication[]> {
  const ids = rows.map((r) => r.id);
  const links = await repo.vehicleLinksOfApplications(db, { applicationIds: ids });
  const vehicleRows = await repo.vehiclesByIds(db, { ids: [...new Set(links.map((l) => l.vehicle_id))] });
  const byId = new Map(vehicleRows.map((v) => [v.id, presentVehicle(v)]));
  const attrs = await repo.attributesOfApplications(db, { applicationIds: ids });
  return rows.map((row) => ({
    row,
    vehicles: links
      .filter((l) => l.vehicle_application_id === row.id)
      .map((l) => byId.get(l.vehicle_id)!)
      .filter(Boolean)
      .sort((a, b) => a.title.localeCompare(b.title)),
    attributes: attrs
      .filter((a) => a.vehicle_application_id === row.id)
      .map((a) => ({ id: a.id, title: a.title, value: a.value })),
  }));
}

function presentApplication(
  a: LoadedApplication,
  product: FitmentProduct,
  direct: boolean,
): VehicleApplication {
  return {
    id: a.row.id,
    title: applicationTitle(a.vehicles),
    direct,
    product_id: product.id,
    product_sku: product.sku,
    product_url: product.url,
    vehicles: a.vehicles,
    attributes: a.attributes,
    fitment_notes: a.row.fitment_notes,
    year_from: a.row.year_from,
    month_from: a.row.month_from,
    year_to: a.row.year_to,
    month_to: a.row.month_to,
    year_bounds: yearBounds(a.vehicles),
  };
}

function toLint(a: LoadedApplication): LintApplication {
  return {
    id: a.row.id,
    year_from: a.row.year_from,
    month_from: a.row.month_from,
    year_to: a.row.year_to,
    month_to: a.row.month_to,
    fitment_notes: a.row.fitment_notes,
    attributes: a.attributes,
    vehicles: a.vehicles.map((v) => ({
      id: v.id,
      title: [v.make, v.model, v.series, v.variant].filter(Boolean).join(' '),
      year_from: v.year_from,
      month_from: v.month_from,
      year_to: v.year_to,
      month_to: v.month_to,
    })),
  };
}

/**
 * The fitment linter's findings for each product's own applications (the catalogue shows them as product
 * issues). Products without findings map to [].
 */
export async function lintProducts(db: DbOrTx, params: { productIds: number[] }) {
  const rows = await repo.applicationsOfProducts(db, params);
  const loaded = await loadApplications(db, rows);
  const out = new Map<number, FitmentLint[]>(params.productIds.map((id) => [id, []]));
  for (const id of params.productIds)
    out.set(id, lintApplications(loaded.filter((a) => a.row.product_id === id).map(toLint)));
  return out;
}

// ---------------------------------------------------------------- the product's applications

export interface FitmentDeps {
  db: Db;
  products: FitmentProducts;
}

async function productOrThrow(deps: FitmentDeps, db: DbOrTx, actor: Actor, id: number, lock = false) {
  const p = await deps.products.productRef(db, { scope: actor.scope, id, lock });
  if (!p) throw notFound('Product not found');
  return p;
}

/** The Vehicles tab: the product's own applications, then those inherited from its assemblies; and the lint. */
export async function listApplications(
  deps: FitmentDeps,
  actor: Actor,
  productId: number,
  db: DbOrTx = deps.db,
  message?: string,
): Promise<VehicleApplicationsReply> {
  const product = await productOrThrow(deps, db, actor, productId);
  const assemblies = await deps.products.assembliesOfProduct(db, { scope: actor.scope, productId });
  const rows = await repo.applicationsOfProducts(db, {
    productIds: [product.id, ...assemblies.map((a) => a.id)],
  });
  const loaded = await loadApplications(db, rows);
  const own = loaded.filter((a) => a.row.product_id === product.id);
  const inherited = assemblies.flatMap((asm) =>
    loaded.filter((a) => a.row.product_id === asm.id).map((a) => presentApplication(a, asm, false)),
  );
  return {
    ...(message ? { message } : {}),
    product_title: product.title,
    vehicle_applications: [...own.map((a) => presentApplication(a, product, true)), ...inherited],
    lint: lintApplications(own.map(toLint)),
  };
}

async function applicationChanged(tx: Tx, product: FitmentProduct) {
  await emitEvent(tx, {
    type: 'fitment.applications_changed',
    teamId: product.team_id,
    payload: { product_ids: [product.id] },
  });
}

async function checkVehicles(db: DbOrTx, ids: number[]) {
  const found = await repo.vehiclesByIds(db, { ids });
  if (found.length !== ids.length) throw fieldError('vehicles', AM.vehicleUnknown);
  return found;
}

/** One change to a product's applications: product locked, the change, the event, the list as it is now. */
async function changeApplications(
  deps: FitmentDeps,
  actor: Actor,
  productId: number,
  message: string,
  fn: (tx: Tx, product: FitmentProduct) => Promise<void>,
) {
  return deps.db.transaction(async (tx) => {
    const product = await productOrThrow(deps, tx, actor, productId, true);
    await fn(tx, product);
    await applicationChanged(tx, product);
    return listApplications(deps, actor, product.id, tx, message);
  });
}

/** The application, which must be the product's own (another product's or team's: 404). */
async function ownApplication(tx: DbOrTx, product: FitmentProduct, id: number) {
  const app = await repo.findApplication(tx, { id });
  if (!app || app.product_id !== product.id) throw notFound('Vehicle application not found');
  return app;
}

export async function createApplication(deps: FitmentDeps, actor: Actor, input: VehicleApplicationInput) {
  return changeApplications(deps, actor, input.product_id, T.applicationAdded, async (tx, product) => {
    await checkVehicles(tx, input.vehicles);
    const app = await repo.insertApplication(tx, {
      product_id: product.id,
      fitment_notes: input.fitment_notes ?? null,
    });
    await repo.setApplicationVehicles(tx, { applicationId: app.id, vehicleIds: input.vehicles });
  });
}

export async function updateApplication(
  deps: FitmentDeps,
  actor: Actor,
  id: number,
  input: UpdateVehicleApplicationInput,
) {
  return changeApplications(deps, actor, input.product_id, T.applicationUpdated, async (tx, product) => {
    const app = await ownApplication(tx, product, id);
    if (input.fitment_notes !== undefined)
      await repo.updateApplication(tx, { id: app.id, values: { fitment_notes: input.fitment_notes } });
    if (input.vehicles) {
      await checkVehicles(tx, input.vehicles);
      await repo.setApplicationVehicles(tx, { applicationId: app.id, vehicleIds: input.vehicles });
    }
  });
}

/** DELETE /vehicle_applications/{id}: the product is the application's own (found in the caller's scope). */
export async function deleteApplication(deps: FitmentDeps, actor: Actor, id: number) {
  const app = await repo.findApplication(deps.db, { id });
  if (!app) throw notFound('Vehicle application not found');
  return changeApplications(deps, actor, app.product_id, T.vehicleRemoved, async (tx, product) => {
    await ownApplication(tx, product, id);
    await repo.deleteApplications(tx, { ids: [id] });
  });
}

export async function setYearRange(deps: FitmentDeps, actor: Actor, id: number, input: YearRangeInput) {
  const cleared =
    input.year_from === null &&
    input.month_from === null &&
    input.year_to === null &&
    input.month_to === null;
  return changeApplications(
    deps,
    actor,
    input.product_id,
    cleared ? T.yearRangeCleared : T.yearRangeUpdated,
    async (tx, product) => {
      const app = await ownApplication(tx, product, id);
      const links = await repo.vehicleLinksOfApplications(tx, { applicationIds: [app.id] });
      const linked = await repo.vehiclesByIds(tx, { ids: links.map((l) => l.vehicle_id) });
      const errors = yearRangeErrors(input, yearBounds(linked));
      if (errors.length)
        throw validationFailed(
          errors.map((message) => ({ path: ['year_range'], message })),
          errors.join(', '),
        );
      await repo.updateApplication(tx, {
        id: app.id,
        values: {
          year_from: input.year_from,
          month_from: input.month_from,
          year_to: input.year_to,
          month_to: input.month_to,
        },
      });
    },
  );
}

export async function addAttribute(deps: FitmentDeps, actor: Actor, input: VehicleApplicationAttributeInput) {
  return changeApplications(deps, actor, input.product_id, T.attributeAdded, async (tx, product) => {
    const app = await ownApplication(tx, product, input.vehicle_application_id);
    const title = await repo.findLookup(tx, {
      name: 'attribute_titles',
      id: input.vehicle_attribute_title_id,
    });
    if (!title) throw fieldError('vehicle_attribute_title_id', AM.attributeTitleRequired);
    await repo.insertAttribute(tx, {
      vehicle_application_id: app.id,
      vehicle_attribute_title_id: title.id,
      attribute_value: input.attribute_value,
    });
  });
}

export async function removeAttribute(deps: FitmentDeps, actor: Actor, id: number) {
  const attr = await repo.findAttribute(deps.db, { id });
  const app = attr ? await repo.findApplication(deps.db, { id: attr.vehicle_application_id }) : null;
  if (!attr || !app) throw notFound('Vehicle application attribute not found');
  return changeApplications(deps, actor, app.product_id, T.attributeRemoved, async (tx, product) => {
    await ownApplication(tx, product, app.id);
    // A simultaneous delete took it first: answer as a repeat would, with no second event.
    if (!(await repo.deleteAttribute(tx, { id }))) throw notFound('Vehicle application attribute not found');
  });
}

/** DELETE /remove_vehicles: the vehicles leave every own application of the product; emptied ones go. */
export async function removeVehicles(
  deps: FitmentDeps,
  actor: Actor,
  input: { product_id: number; vehicle_ids: number[] },
) {
  return changeApplications(deps, actor, input.product_id, T.vehicleRemoved, async (tx, product) => {
    const apps = await repo.applicationsOfProducts(tx, { productIds: [product.id] });
    const emptied = await repo.unlinkVehicles(tx, {
      applicationIds: apps.map((a) => a.id),
      vehicleIds: input.vehicle_ids,
    });
    await repo.deleteApplications(tx, { ids: emptied });
  });
}

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * POST copy-from/{assemblyId}: copies inherited applications of an assembly the product is a part of onto the
 * product (vehicles, years, notes, attributes). An application the product already has an identical copy of is
 * not copied again, so a repeated request has one effect.
 */
export async function copyInherited(
  deps: FitmentDeps,
  actor: Actor,
  sourceProductId: number,
  input: { product_id: number; vehicle_application_ids: number[] },
) {
  return changeApplications(deps, actor, input.product_id, T.applicationsCopied, async (tx, product) => {
    const assemblies = await deps.products.assembliesOfProduct(tx, {
      scope: actor.scope,
      productId: product.id,
    });
    const source = assemblies.find((a) => a.id === sourceProductId);
    if (!source) throw notFound('Product not found');
    const rows = await repo.applicationsByIds(tx, { ids: input.vehicle_application_ids });
    if (rows.length !== input.vehicle_application_ids.length || rows.some((r) => r.product_id !== source.id))
      throw fieldError('vehicle_application_ids', AM.notInherited);
    await copyApplicationRows(tx, rows, product.id);
  });
}

/**
 * Copies applications (vehicles, years, notes, attributes) onto a product, skipping those it already has an
 * identical copy of. Answers the ids of the copies.
 */
async function copyApplicationRows(tx: Tx, rows: repo.ApplicationRow[], targetProductId: number) {
  const wanted = await loadApplications(tx, rows);
  const existing = await loadApplications(
    tx,
    await repo.applicationsOfProducts(tx, { productIds: [targetProductId] }),
  );
  const key = (a: LoadedApplication) =>
    JSON.stringify([
      a.row.fitment_notes,
      a.row.year_from,
      a.row.month_from,
      a.row.year_to,
      a.row.month_to,
      a.attributes.map((x) => [x.title, x.value]).sort(),
    ]);
  const copied: number[] = [];
  for (const a of wanted) {
    const ids = a.vehicles.map((v) => v.id);
    if (
      existing.some(
        (e) =>
          key(e) === key(a) &&
          sameSet(
            e.vehicles.map((v) => v.id),
            ids,
          ),
      )
    )
      continue;
    const copy = await repo.insertApplication(tx, {
      product_id: targetProductId,
      fitment_notes: a.row.fitment_notes,
      year_from: a.row.year_from,
      month_from: a.row.month_from,
      year_to: a.row.year_to,
      month_to: a.row.month_to,
    });
    await repo.setApplicationVehicles(tx, { applicationId: copy.id, vehicleIds: ids });
    const attrs = await repo.attributesOfApplications(tx, { applicationIds: [a.row.id] });
    await repo.insertAttributes(
      tx,
      attrs.map((x) => ({
        vehicle_application_id: copy.id,
        vehicle_attribute_title_id: x.vehicle_attribute_title_id,
        attribute_value: x.value,
      })),
    );
    copied.push(copy.id);
  }
  return copied;
}

/**
 * The catalogue's Copy from / Copy to: the source product's own applications onto the target (both already
 * checked and locked by the caller), replacing the target's own first when `replace`. Announces the change.
 * Answers how many applications were copied.
 */
export async function copyApplicationsBetween(
  tx: Tx,
  params: { sourceProductId: number; target: { id: number; team_id: number }; replace: boolean },
): Promise<{ copied: number; created: Record<string, unknown>[]; removed: Record<string, unknown>[] }> {
  let removed: Record<string, unknown>[] = [];
  if (params.replace) {
    const mine = await repo.applicationsOfProducts(tx, { productIds: [params.target.id] });
    removed = await applicationSnapshots(tx, mine);
    await repo.deleteApplications(tx, { ids: mine.map((a) => a.id) });
  }
  const rows = await repo.applicationsOfProducts(tx, { productIds: [params.sourceProductId] });
  const ids = await copyApplicationRows(tx, rows, params.target.id);
  const created = await applicationSnapshots(tx, await repo.applicationsByIds(tx, { ids }));
  if (ids.length || params.replace) {
    await emitEvent(tx, {
      type: 'fitment.applications_changed',
      teamId: params.target.team_id,
      payload: { product_ids: [params.target.id] },
    });
  }
  // The snapshots let the caller record each copy and removal in the product's history (decision 0272).
  return { copied: ids.length, created, removed };
}

// ---------------------------------------------------------------- vehicle tables

const FILTER_KEYS = new Set([
  'make',
  'model',
  'series',
  'body',
  'status',
  'source',
  'fuel_type',
  'drive_type',
  'transmission',
  'year',
]);

/** 'column asc|desc' joined by commas. */
export function parseSort(sort: string | undefined) {
  return (sort ?? '')
    .split(',')
    .map((s) => s.trim().split(/\s+/))
    .filter(([c]) => c)
    .map(([column, dir]) => ({
      column: column!,
      dir: dir?.toLowerCase() === 'desc' ? ('desc' as const) : ('asc' as const),
    }));
}

/** 'id=value' joined by commas into the repository's filters; unknown keys and bad numbers are refused. */
export function parseFilters(filters: string | undefined): repo.VehicleListFilters {
  const out: repo.VehicleListFilters = {};
  for (const part of (filters ?? '').split(',').filter(Boolean)) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    if (eq < 1 || !FILTER_KEYS.has(key) || value === '')
      throw fieldError('filters', `Unknown filter ${part}`);
    const num = () => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw fieldError('filters', `Filter ${key} needs an id`);
      return n;
    };
    if (key === 'make') out.makeId = num();
    else if (key === 'model') out.modelId = num();
    else if (key === 'series') out.series = value;
    else if (key === 'body') out.bodyId = num();
    else if (key === 'fuel_type') out.fuelTypeId = num();
    else if (key === 'drive_type') out.driveTypeId = num();
    else if (key === 'transmission') out.transmissionId = num();
    else if (key === 'year') out.year = num();
    else if (key === 'status') {
      if (!['new', 'updated', 'archived', 'none'].includes(value))
        throw fieldError('filters', `Unknown status ${value}`);
      out.status = value as repo.VehicleListFilters['status'];
    } else if (key === 'source') {
      if (!['TecDoc', 'OSCAR', 'Partsflow'].includes(value))
        throw fieldError('filters', `Unknown source ${value}`);
      out.source = value as repo.VehicleListFilters['source'];
    }
  }
  return out;
}

async function vehicleTable(db: DbOrTx, q: VehicleDatatableQuery, extra: repo.VehicleListFilters) {
  const filters: repo.VehicleListFilters = {
    ...parseFilters(q.filters),
    ...extra,
    query: q.query,
    ...(q.vehicle_ids ? { ids: q.vehicle_ids } : {}),
    ...(q.make ? (/^\d+$/.test(q.make) ? { makeId: Number(q.make) } : { makeName: q.make }) : {}),
  };
  const [rows, total] = await Promise.all([
    repo.listVehicles(db, { filters, sort: parseSort(q.sort), ...pageWindow(q.page, q.per) }),
    repo.countVehicles(db, { filters }),
  ]);
  return datatable(rows.map(presentVehicle), total);
}

/**
 * GET /vehicles/datatable.json: the Select Vehicles picker. With product_id (the caller's product) the vehicles
 * the product already fits are left out.
 */
export async function pickerDatatable(deps: FitmentDeps, actor: Actor, q: VehicleDatatableQuery) {
  let excludeIds: number[] | undefined;
  if (q.product_id) {
    const product = await productOrThrow(deps, deps.db, actor, q.product_id);
    const apps = await repo.applicationsOfProducts(deps.db, { productIds: [product.id] });
    const links = await repo.vehicleLinksOfApplications(deps.db, { applicationIds: apps.map((a) => a.id) });
    excludeIds = [...new Set(links.map((l) => l.vehicle_id))];
  }
  return vehicleTable(deps.db, q, { excludeIds, excludeArchived: q.exclude_archived === 'true' });
}

/**
 * The marketplace's vehicle picker (My Products): the shared catalogue without archived vehicles, leaving out the
 * ones the merchant product already fits.
 */
export async function marketplaceVehiclePicker(
  db: DbOrTx,
  q: { query?: string; page: number; per: number },
  excludeIds: number[],
) {
  return vehicleTable(db, { ...q, query: q.query } as VehicleDatatableQuery, {
    excludeIds,
    excludeArchived: true,
  });
}

/** GET /admin/vehicles/datatable.json (staff). */
export async function adminDatatable(db: DbOrTx, q: VehicleDatatableQuery) {
  return vehicleTable(db, q, {});
}

export async function lookupList(db: DbOrTx, name: repo.LookupName) {
  return repo.listLookup(db, { name });
}

export async function modelList(db: DbOrTx, makeId?: number) {
  return (await repo.listModels(db, { makeId })).map((m) => ({ id: m.id, name: m.name }));
}

/** GET /vehicle_field_search: id and name of the field's values matching the term, within the restriction. */
export async function fieldSearch(
  db: DbOrTx,
  q: { field: VehicleField; term: string; restriction?: VehicleField; restriction_id?: number },
) {
  const limit = 20;
  if (q.restriction && q.restriction_id === 0) return [];
  const restrictedTo = (field: VehicleField) => (q.restriction === field ? q.restriction_id : undefined);
  switch (q.field) {
    case 'vehicle_make':
      return repo.listLookup(db, { name: 'makes', term: q.term, limit });
    case 'vehicle_model':
      return (await repo.listModels(db, { makeId: restrictedTo('vehicle_make'), term: q.term, limit })).map(
        (m) => ({ id: m.id, name: m.name }),
      );
    case 'vehicle_series':
      return repo.searchSeries(db, {
        term: q.term,
        modelId: restrictedTo('vehicle_model'),
        makeId: restrictedTo('vehicle_make'),
        limit,
      });
    case 'vehicle_body':
      return repo.listLookup(db, { name: 'bodies', term: q.term, limit });
    case 'vehicle_fuel_type':
      return repo.listLookup(db, { name: 'fuel_types', term: q.term, limit });
    case 'vehicle_drive_type':
      return repo.listLookup(db, { name: 'drive_types', term: q.term, limit });
    case 'vehicle_transmission':
      return repo.listLookup(db, { name: 'transmissions', term: q.term, limit });
  }
}

// ---------------------------------------------------------------- vehicle catalogue (staff)

/** Vehicles as the API presents them, in no particular order. */
export async function vehiclesByIds(db: DbOrTx, ids: number[]) {
  return ids.length ? (await repo.vehiclesByIds(db, { ids })).map(presentVehicle) : [];
}

export async function getVehicle(db: DbOrTx, id: number) {
  const [row] = await repo.vehiclesByIds(db, { ids: [id] });
  if (!row) throw notFound('Vehicle not found');
  return presentVehicle(row);
}

async function vehicleValues(tx: DbOrTx, input: VehicleFormInput) {
  const make = await repo.findLookup(tx, { name: 'makes', id: input.vehicle_make_id });
  if (!make) throw fieldError('vehicle_make_id', VM.makeRequired);
  let modelId = input.vehicle_model_id;
  if (modelId === -1)
    modelId = (await repo.ensureModel(tx, { makeId: make.id, name: input.new_model_name! })).id;
  const model = await repo.findModel(tx, { id: modelId });
  if (!model || model.vehicle_make_id !== make.id) throw fieldError('vehicle_model_id', VM.modelRequired);
  const checks: [repo.LookupName, number, string, string][] = [
    ['bodies', input.vehicle_body_id, 'vehicle_body_id', VM.bodyRequired],
    ['transmissions', input.vehicle_transmission_id, 'vehicle_transmission_id', VM.transmissionRequired],
    ['drive_types', input.vehicle_drive_type_id, 'vehicle_drive_type_id', VM.driveTypeRequired],
    ['fuel_types', input.vehicle_fuel_type_id, 'vehicle_fuel_type_id', VM.fuelTypeRequired],
  ];
  let body = '';
  for (const [name, id, field, message] of checks) {
    const found = await repo.findLookup(tx, { name, id });
    if (!found) throw fieldError(field, message);
    if (name === 'bodies') body = found.name;
  }
  return {
    vehicle_make_id: make.id,
    vehicle_model_id: model.id,
    vehicle_body_id: input.vehicle_body_id,
    series: input.series,
    variant: input.variant,
    year_from: input.year_from,
    month_from: input.month_from,
    year_to: input.year_to,
    month_to: input.month_to,
    engine: input.engine,
    cylinders: input.cylinders,
    engine_capacity: input.engine_capacity,
    kw_power: input.kw_power,
    vehicle_fuel_type_id: input.vehicle_fuel_type_id,
    vehicle_drive_type_id: input.vehicle_drive_type_id,
    vehicle_transmission_id: input.vehicle_transmission_id,
    doors: input.doors,
    tecdoc_id: input.tecdoc_id,
    autoinfo_id: input.autoinfo_id,
    market: input.market.toUpperCase(),
    search_text: vehicleSearchText({
      make: make.name,
      model: model.name,
      series: input.series,
      variant: input.variant,
      body,
      engine: input.engine,
      yearFrom: input.year_from,
      yearTo: input.year_to,
    }),
  };
}

/** POST /admin/vehicles: a new vehicle (status new, source the platform); answers its swd_id. */
export async function createVehicle(db: Db, input: VehicleFormInput) {
  return db.transaction(async (tx) => {
    const values = await vehicleValues(tx, input);
    const id = await repo.insertVehicle(tx, {
      ...values,
      source: 'Partsflow',
      status: input.status ?? 'new',
    });
    const swdId = `PF${String(id).padStart(7, '0')}`;
    await repo.setSwdId(tx, { id, swdId });
    return { message: T.vehicleCreated, vehicle: await getVehicle(tx, id), swd_id: swdId };
  });
}

/** PATCH /admin/vehicles/{id}: the whole form; the vehicle becomes Recently Updated unless archived. */
export async function updateVehicle(db: Db, id: number, input: VehicleFormInput) {
  return db.transaction(async (tx) => {
    await getVehicle(tx, id);
    const values = await vehicleValues(tx, input);
    await repo.updateVehicle(tx, { id, values: { ...values, status: input.status ?? 'updated' } });
    const vehicle = await getVehicle(tx, id);
    return { message: T.vehicleUpdated, vehicle, swd_id: vehicle.swd_id };
  });
}
