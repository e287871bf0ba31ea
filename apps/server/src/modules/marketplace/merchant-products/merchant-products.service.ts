import {
  MY_PRODUCTS_COUNT_TOPIC,
  MY_PRODUCTS_MESSAGES,
  type MerchantProduct,
  type MerchantProductDetail,
  type MerchantProductsQuery,
  type SyncProgress,
} from '@partsflow/contracts';
import { StoreError, type StoreProduct } from '../../../adapters/stores/index.ts';
import { recordAudit } from '../../../platform/audit/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { pageWindow } from '../../../platform/pagination/pagination.ts';
import { getTeam } from '../../accounts/index.ts';
import { intakeMerchantProducts, productsBySku } from '../../catalogue/index.ts';
import { marketplaceVehiclePicker, vehiclesByIds } from '../../fitment/index.ts';
import * as listingsRepo from '../listings/listings.repository.ts';
import { marketplaceError } from '../marketplace.errors.ts';
import type { MarketplaceServices } from '../marketplace.services.ts';
import * as storesRepo from '../stores/stores.repository.ts';
import * as repo from './merchant-products.repository.ts';

const m = MY_PRODUCTS_MESSAGES;
export const SYNC_ALL_QUEUE = 'marketplace.merchant-products-sync';
export const SEND_TO_PIM_QUEUE = 'marketplace.send-to-pim';
/** Store products read per page: one store call and one upsert each (fewer, larger pages: the benchmark). */
export const SYNC_PAGE = 1000;

const iso = (d: Date) => d.toISOString();

function present(row: { p: repo.MerchantProductRow; store_name: string }): MerchantProduct {
  const { p } = row;
  return {
    id: p.id,
    title: p.title,
    sku: p.sku,
    brand: p.brand,
    image: p.image,
    status: p.status,
    published: p.published,
    store: { id: p.store_id, name: row.store_name },
    variants: p.variants,
    catalogue_product_id: p.catalogue_product_id,
    synced_at: iso(p.synced_at),
  };
}

// ---------------------------------------------------------------- matching

/**
 * Turns a page of store products into My Products rows: Synced when publishing made the store product (a
 * published listing's, manufacturer managed), Linked when a variant's SKU is a catalogue SKU, else Not Linked.
 */
export async function matchStoreProducts(
  db: DbOrTx,
  params: { teamId: number; storeId: number; jobId: string | null; products: StoreProduct[] },
): Promise<repo.MerchantProductInsert[]> {
  const { products } = params;
  const links = await repo.publishedLinks(db, {
    storeId: params.storeId,
    externalIds: products.map((p) => p.id),
  });
  const listingProducts = await listingsRepo.listProductsOfListings(db, {
    listingIds: [...new Set(links.values())],
  });
  const firstOfListing = new Map<number, number>();
  for (const lp of listingProducts)
    if (!firstOfListing.has(lp.listing_id)) firstOfListing.set(lp.listing_id, lp.product_id);
  const skus = await productsBySku(db, products.flatMap((p) => p.variants.map((v) => v.sku)).filter(Boolean));
  return products.map((sp) => {
    const listingId = links.get(sp.id) ?? null;
    const matches = sp.variants.map((v) => skus.get(v.sku) ?? null);
    const first = matches.find((x) => x) ?? null;
    const status: repo.MerchantProductRow['status'] = listingId ? 'Synced' : first ? 'Linked' : 'Not Linked';
    const variants = sp.variants.map((v, i) => ({
      sku: v.sku,
      supplier_sku: matches[i]?.sku ?? null,
      title: v.title,
    }));
    const sku = sp.variants[0]?.sku ?? '';
    const brand = first?.brand || sp.vendor;
    return {
      team_id: params.teamId,
      store_id: params.storeId,
      external_id: sp.id,
      title: sp.title,
      sku,
      brand,
      image: sp.images[0] ?? null,
      status,
      published: sp.status === 'active',
      variants,
      catalogue_product_id: (listingId ? firstOfListing.get(listingId) : first?.id) ?? null,
      listing_id: listingId,
      search_text: [sp.title, brand, ...sp.variants.map((v) => v.sku)].join(' ').toLowerCase(),
      sync_job_id: params.jobId,
    };
  });
}

// ---------------------------------------------------------------- list and detail

export async function listMerchantProducts(db: Db, actor: Actor, q: MerchantProductsQuery) {
  const teamId = actor.scope.teamId;
  const { rows, total, exact } = await repo.listProducts(db, {
    teamId,
    query: q.query,
    storeId: q.store,
    brand: q.brand,
    status: q.status,
    published: q.published === undefined ? undefined : q.published === 'true',
    ...pageWindow(q.page, q.per_page),
  });
  const [stores, open] = await Promise.all([
    storesRepo.listStoresOfTeam(db, { teamId }),
    repo.openSyncJobsOfTeam(db, { teamId }),
  ]);
  return {
    data: rows.map(present),
    meta: {
      per_page: q.per_page,
      page: q.page,
      total_items: total,
      total_hits: total,
      total_exact: exact,
      sync_job_ids: open.map((j) => j.id),
      stores: stores.map((s) => ({ id: s.id, name: s.name })),
    },
  };
}

/** The left panel (counts per status) and the brand select. */
export async function merchantProductsSummary(db: Db, actor: Actor) {
  const teamId = actor.scope.teamId;
  const [counts, brands] = await Promise.all([
    repo.countByStatus(db, { teamId }),
    repo.listBrands(db, { teamId }),
  ]);
  const synced = counts.get('Synced') ?? 0;
  const linked = counts.get('Linked') ?? 0;
  const notLinked = counts.get('Not Linked') ?? 0;
  return { counts: { total: synced + linked + notLinked, synced, linked, not_linked: notLinked }, brands };
}

export async function merchantProductsCount(db: Db, actor: Actor) {
  return { count: await repo.countProducts(db, { teamId: actor.scope.teamId }) };
}

async function productOrThrow(db: DbOrTx, actor: Actor, id: number) {
  const row = await repo.findProduct(db, { teamId: actor.scope.teamId, id });
  if (!row) throw marketplaceError('merchant_product_not_found');
  return row;
}

function presentVehicles(list: Awaited<ReturnType<typeof vehiclesByIds>>, order: number[]) {
  const byId = new Map(list.map((v) => [v.id, v]));
  const vehicles = order
    .map((id) => byId.get(id))
    .filter((v) => v !== undefined)
    .map((v) => ({
      id: v.id,
      title: [v.make, v.model, v.series, v.variant].filter(Boolean).join(' '),
      year_range: v.year_range,
      series: v.series || null,
      body: v.body,
      engine: v.engine,
      transmission: v.transmission,
      make_model: `${v.make} ${v.model}`,
    }));
  // The Vehicles tab groups the vehicles by make and model, one application each.
  const groups = new Map<string, typeof vehicles>();
  for (const v of vehicles) groups.set(v.make_model, [...(groups.get(v.make_model) ?? []), v]);
  const strip = ({ make_model: _drop, ...v }: (typeof vehicles)[number]) => v;
  return {
    vehicles: vehicles.map(strip),
    vehicle_applications: [...groups].map(([title, list]) => ({
      id: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title,
      vehicles: list.map(strip),
    })),
  };
}

async function vehiclesOf(db: DbOrTx, productId: number) {
  const ids = await repo.listVehicleIds(db, { productId });
  return presentVehicles(await vehiclesByIds(db, ids), ids);
}

export async function merchantProductDetail(
  db: Db,
  actor: Actor,
  id: number,
): Promise<MerchantProductDetail> {
  const row = await productOrThrow(db, actor, id);
  const attributes = await repo.listAttributes(db, { productId: id });
  return {
    ...present(row),
    attribute_values: attributes.map((a) => ({ id: a.id, title: a.title, value: a.value })),
    ...(await vehiclesOf(db, id)),
  };
}

/**
 * Re-sync: reads the one product from its store again. A product the store no longer has is a sync error (422,
 * nothing changed); the next Sync All removes it from My Products.
 */
export async function resyncMerchantProduct(services: MarketplaceServices, actor: Actor, id: number) {
  const { db } = services.ctx.database;
  const row = await productOrThrow(db, actor, id);
  const store = await storesRepo.findStoreOfTeam(db, { teamId: actor.scope.teamId, id: row.p.store_id });
  if (!store) throw marketplaceError('merchant_product_not_found');
  let fresh: StoreProduct | null;
  try {
    fresh = await services.adapterFor(store.platform).readProduct(store, row.p.external_id);
  } catch (err) {
    if (err instanceof StoreError && err.kind === 'unauthorized')
      throw marketplaceError('sync_failed', m.unauthorized(store.name));
    throw marketplaceError('sync_failed', m.syncFailed);
  }
  if (!fresh) throw marketplaceError('sync_failed', m.syncFailed);
  const [values] = await matchStoreProducts(db, {
    teamId: actor.scope.teamId,
    storeId: store.id,
    jobId: row.p.sync_job_id,
    products: [fresh],
  });
  await repo.upsertProducts(db, [values!]);
  return { message: m.synced, product: await merchantProductDetail(db, actor, id) };
}

// ---------------------------------------------------------------- attributes and vehicles

async function editableOrThrow(db: DbOrTx, actor: Actor, id: number) {
  const row = await productOrThrow(db, actor, id);
  if (row.p.status === 'Synced') throw marketplaceError('merchant_product_read_only', m.readOnly);
  return row;
}

export async function addMerchantAttribute(
  db: Db,
  actor: Actor,
  id: number,
  input: { title: string; value: string },
) {
  await editableOrThrow(db, actor, id);
  const made = await repo.insertAttribute(db, { productId: id, title: input.title, value: input.value });
  if (!made) throw marketplaceError('attribute_exists', m.attributeExists(input.title));
  return { id: made.id, title: made.title, value: made.value };
}

export async function removeMerchantAttribute(db: Db, actor: Actor, id: number, attrId: number) {
  await editableOrThrow(db, actor, id);
  if (!(await repo.deleteAttribute(db, { productId: id, id: attrId })))
    throw marketplaceError('attribute_not_found');
}

export async function addMerchantVehicles(db: Db, actor: Actor, id: number, vehicleIds: number[]) {
  await editableOrThrow(db, actor, id);
  const unique = [...new Set(vehicleIds)];
  const found = await vehiclesByIds(db, unique);
  if (found.length !== unique.length || found.some((v) => v.status === 'archived'))
    throw marketplaceError('vehicle_not_found', m.vehicleNotFound);
  await repo.insertVehicles(db, { productId: id, vehicleIds: unique });
  return vehiclesOf(db, id);
}

export async function removeMerchantVehicle(db: Db, actor: Actor, id: number, vehicleId: number) {
  await editableOrThrow(db, actor, id);
  if (!(await repo.deleteVehicle(db, { productId: id, vehicleId })))
    throw marketplaceError('vehicle_not_found', m.vehicleNotFound);
  return vehiclesOf(db, id);
}

/** The vehicle picker: the platform's vehicles (archived ones left out) the product does not fit yet. */
export async function vehiclePicker(
  db: Db,
  actor: Actor,
  id: number,
  q: { query?: string; page: number; per: number },
) {
  await productOrThrow(db, actor, id);
  return marketplaceVehiclePicker(db, q, await repo.listVehicleIds(db, { productId: id }));
}

// ---------------------------------------------------------------- send to PIM

/**
 * Send to PIM: queues the copy of a Not Linked product into the team's own catalogue. One job per product at a
 * time (the singleton key); the answer carries the job id and the spec's progress words.
 */
export async function sendToPim(services: MarketplaceServices, actor: Actor, id: number) {
  const { db } = services.ctx.database;
  const row = await productOrThrow(db, actor, id);
  if (row.p.status !== 'Not Linked') throw marketplaceError('already_in_pim', m.alreadyInPim);
  if (!services.ctx.jobs) throw new Error('No job queue');
  const jobId = await services.ctx.jobs.send(
    SEND_TO_PIM_QUEUE,
    {
      merchant_product_id: id,
      team_id: actor.scope.teamId,
      user_id: actor.scope.userId,
      user_name: actor.userName,
    } satisfies SendToPimJob,
    { singletonKey: `pim:${id}` },
  );
  return { job_id: jobId ?? `pim:${id}`, message: m.importingToPim };
}

/** What a Send to PIM job carries: the product, and who asked (the history entries name them). */
export interface SendToPimJob {
  merchant_product_id: number;
  team_id: number;
  user_id?: number | null;
  user_name?: string | null;
}

/** The history subject of a My Products row (the link Send to PIM makes is recorded on it). */
export const merchantProductSubject = (id: number) => ({ type: 'MerchantProduct', id });

/**
 * The Send to PIM job: reads the product from its store (for prices and the description), writes each variant as
 * a product of the team's own brand (made on first use; SKUs it has are reused) and links the merchant product to
 * the first. Rerun after a crash, it makes nothing twice. History: each catalogue product made gets its 'create'
 * entry (by the person who sent it), and the My Products row its Not Linked -> Linked entry, written with the link.
 */
export async function runSendToPim(services: MarketplaceServices, data: SendToPimJob) {
  const { db } = services.ctx.database;
  const row = await repo.findProduct(db, { teamId: data.team_id, id: data.merchant_product_id });
  if (!row || row.p.status !== 'Not Linked') return;
  const store = await storesRepo.findStoreOfTeam(db, { teamId: data.team_id, id: row.p.store_id });
  let fresh: StoreProduct | null = null;
  try {
    fresh = store ? await services.adapterFor(store.platform).readProduct(store, row.p.external_id) : null;
  } catch {
    fresh = null;
  }
  const variants = fresh?.variants ?? row.p.variants.map((v) => ({ sku: v.sku, title: v.title, price: '' }));
  const titleOf = (v: { title: string }) =>
    !v.title || /^default( title)?$/i.test(v.title) || variants.length === 1
      ? row.p.title
      : `${row.p.title} - ${v.title}`;
  const items = variants
    .filter((v) => v.sku)
    .map((v) => ({
      sku: v.sku,
      title: titleOf(v),
      description: fresh?.description ?? '',
      price_cents: v.price && Number.isFinite(Number(v.price)) ? Math.round(Number(v.price) * 100) : null,
    }));
  if (!items.length) return;
  const actor: Actor = {
    scope: { teamId: data.team_id, userId: data.user_id ?? null, staff: false },
    userName: data.user_name ?? null,
  };
  const comment = `Sent to PIM from My Products (${store?.name ?? 'store'})`;
  const made = await intakeMerchantProducts(db, {
    teamId: data.team_id,
    teamName: (await getTeam(db, { teamId: data.team_id, requesterTeamId: data.team_id, staff: false })).name,
    items,
    actor,
    comment,
  });
  const productId = made.product_ids[0]!;
  await db.transaction(async (tx) => {
    const linked = await repo.linkToCatalogue(tx, {
      id: row.p.id,
      productId,
      variants: row.p.variants.map((v) => ({ ...v, supplier_sku: v.supplier_sku ?? v.sku })),
    });
    if (!linked) return;
    await recordAudit(tx, {
      actor,
      teamId: data.team_id,
      subject: merchantProductSubject(row.p.id),
      type: 'MerchantProduct',
      id: row.p.id,
      action: 'update',
      changes: { status: ['Not Linked', 'Linked'], catalogue_product_id: [null, productId] },
      comment,
    });
  });
}

// ---------------------------------------------------------------- sync all

/** Tells the team's open screens the new My Products count (the side menu badge). */
export async function announceCount(services: MarketplaceServices, teamId: number) {
  const live = services.ctx.live;
  if (!live) return;
  const count = await repo.countProducts(services.ctx.database.db, { teamId });
  await live.publish(teamId, MY_PRODUCTS_COUNT_TOPIC, { count, merchantProductsCount: count });
}

/**
 * Sync All: one job per store of the team (or of `storeIds`). A store with a sync under way keeps it, so two
 * requests at once start one job per store.
 */
export async function startSyncAll(services: MarketplaceServices, actor: Actor, storeIds?: number[]) {
  const { db } = services.ctx.database;
  const teamId = actor.scope.teamId;
  const own = await storesRepo.listStoresOfTeam(db, { teamId });
  const chosen = storeIds?.length ? own.filter((s) => storeIds.includes(s.id)) : own;
  if (storeIds?.length && chosen.length !== new Set(storeIds).size) throw marketplaceError('store_not_found');
  if (!chosen.length) throw marketplaceError('no_stores', m.noStores);
  const ids: string[] = [];
  for (const store of chosen) {
    const job = await repo.openSyncJob(db, { teamId, storeId: store.id });
    if (!job) continue;
    ids.push(job.id);
    if (!services.ctx.jobs) throw new Error('No job queue');
    await services.ctx.jobs.send(SYNC_ALL_QUEUE, { sync_job_id: job.id }, { singletonKey: job.id });
  }
  return { sync_job_ids: ids };
}

export async function cancelSyncAll(services: MarketplaceServices, actor: Actor) {
  const cancelled = await repo.cancelSyncJobs(services.ctx.database.db, { teamId: actor.scope.teamId });
  return { success: true, cancelled_sync_job_ids: cancelled.map((c) => c.id) };
}

export async function syncProgress(db: Db, actor: Actor, ids: string[]): Promise<SyncProgress> {
  const jobs = await repo.findSyncJobsOfTeam(db, { teamId: actor.scope.teamId, ids });
  if (!jobs.length) throw marketplaceError('job_not_found');
  const total = jobs.reduce((n, j) => n + j.total, 0);
  const at = jobs.reduce((n, j) => n + j.done, 0);
  const open = jobs.some((j) => !j.finished_at && !j.cancelled_at);
  const progress = !open ? 100 : total ? Math.min(99, Math.floor((at / total) * 100)) : 0;
  return { progress, total, at, errors: jobs.flatMap((j) => j.errors) };
}

function syncError(storeName: string, err: unknown) {
  if (err instanceof StoreError && err.kind === 'unauthorized')
    return { code: 'unauthorized_access', shop_name: storeName, message: m.unauthorized(storeName) };
  if (err instanceof StoreError && err.kind === 'timeout')
    return {
      code: 'store_timeout',
      shop_name: storeName,
      message: `${storeName}: the store did not answer in time`,
    };
  return { code: 'store_error', shop_name: storeName, message: `${storeName}: ${m.requestError}` };
}

/**
 * Works one store's sync from its cursor: a page of store products at a time, matched and upserted by store
 * product id. A rerun after a crash resumes at the cursor and writes the same rows again (no duplicates). At the
 * end the store's products this job did not see are removed (the store no longer has them). `stopAfterPages` lets
 * a test interrupt it.
 */
export async function runSyncAll(
  services: MarketplaceServices,
  jobId: string,
  opts: { stopAfterPages?: number; page?: number } = {},
) {
  const { db } = services.ctx.database;
  const size = opts.page ?? SYNC_PAGE;
  let pages = 0;
  for (;;) {
    const job = await repo.findSyncJob(db, { id: jobId });
    if (!job || job.finished_at || job.cancelled_at) return;
    const store = await storesRepo.findStoreOfTeam(db, { teamId: job.team_id, id: job.store_id });
    if (!store) return;
    let page: { products: StoreProduct[]; total: number };
    try {
      page = await services
        .adapterFor(store.platform)
        .readProducts(store, { limit: size, offset: job.cursor });
    } catch (err) {
      await repo.finishSyncJob(db, { id: job.id, errors: [syncError(store.name, err)] });
      return;
    }
    if (page.products.length) {
      const rows = await matchStoreProducts(db, {
        teamId: job.team_id,
        storeId: store.id,
        jobId: job.id,
        products: page.products,
      });
      const advanced = await db.transaction(async (tx) => {
        if (
          !(await repo.advanceSyncJob(tx, {
            id: job.id,
            cursor: job.cursor + page.products.length,
            read: page.products.length,
            total: page.total,
          }))
        )
          return false;
        await repo.upsertProducts(tx, rows);
        return true;
      });
      if (!advanced) return;
      await announceCount(services, job.team_id);
    }
    if (!page.products.length || job.cursor + page.products.length >= page.total) {
      await repo.deleteUnseen(db, { storeId: store.id, jobId: job.id });
      await repo.finishSyncJob(db, { id: job.id });
      await announceCount(services, job.team_id);
      return;
    }
    if (opts.stopAfterPages && ++pages >= opts.stopAfterPages) return;
  }
}

// ---------------------------------------------------------------- demo

/** The merchant's own products in the demo store: sold in the shop, never published from the platform. */
const DEMO_OWN_PRODUCTS = [
  { title: 'Workshop floor mat 2 m', sku: 'GAR-MAT-200', vendor: 'Garage Essentials', status: 'active' },
  { title: 'Microfibre cloths (12 pack)', sku: 'GAR-MF-12', vendor: 'Garage Essentials', status: 'active' },
  { title: 'Gift card $50', sku: 'GIFT-50', vendor: 'Main Street Parts', status: 'active' },
  { title: 'Seat cover set, black', sku: 'GAR-SEAT-BLK', vendor: 'Garage Essentials', status: 'draft' },
  { title: 'Air freshener, vanilla', sku: 'GAR-AIR-VAN', vendor: 'Garage Essentials', status: 'archived' },
] as const;

/**
 * Demo data: products in the merchant's sandbox store that did not come from the platform, through the store
 * adapter: the merchant's own (Not Linked after a sync) and, with `catalogueSkus`, catalogue parts the merchant
 * listed by hand (Linked). My Products stays empty until the merchant runs Sync All.
 */
export async function seedDemoStoreProducts(
  services: MarketplaceServices,
  params: { teamId: number; catalogueSkus: { sku: string; title: string }[] },
) {
  const { db } = services.ctx.database;
  const [store] = await storesRepo.listStoresOfTeam(db, { teamId: params.teamId });
  if (!store) return 0;
  if (store.platform !== 'sandbox') return 0;
  const adapter = services.sandbox;
  const items = [
    ...DEMO_OWN_PRODUCTS,
    ...params.catalogueSkus.map((c) => ({ ...c, vendor: 'Main Street Parts', status: 'active' as const })),
  ];
  for (const p of items) {
    const made = await adapter.createProduct(
      store,
      {
        title: p.title,
        handle: p.sku.toLowerCase(),
        description: '',
        vendor: p.vendor,
        variants: [{ sku: p.sku, title: 'Default', price: '19.95', options: {} }],
        images: [],
      },
      { sourceKey: `demo-own:${p.sku}` },
    );
    if (p.status !== 'active') await adapter.setProductStatus(store, made.id, p.status);
  }
  return items.length;
}
