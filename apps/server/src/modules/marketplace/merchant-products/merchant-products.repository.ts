import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { searchList } from '../../../platform/search/index.ts';
import {
  merchantProductAttributes,
  merchantProducts,
  merchantProductVehicles,
  merchantSyncJobs,
  storeProducts,
  stores,
} from '../marketplace.tables.ts';

export type MerchantProductRow = typeof merchantProducts.$inferSelect;
export type MerchantProductInsert = typeof merchantProducts.$inferInsert;
export type SyncJobRow = typeof merchantSyncJobs.$inferSelect;

export interface ProductFilters {
  teamId: number;
  query?: string;
  storeId?: number;
  brand?: string;
  status?: MerchantProductRow['status'];
  published?: boolean;
}

/** Scope and filters (btree-served), without the keyword. */
function filterWhere(f: ProductFilters): SQL {
  return and(
    eq(merchantProducts.team_id, f.teamId),
    f.storeId ? eq(merchantProducts.store_id, f.storeId) : undefined,
    f.brand ? eq(merchantProducts.brand, f.brand) : undefined,
    f.status ? eq(merchantProducts.status, f.status) : undefined,
    f.published === undefined ? undefined : eq(merchantProducts.published, f.published),
  )!;
}

/** The search box: an exact SKU, or a fragment of the title, SKU or brand (trigram index). */
function keywordWhere(f: ProductFilters): SQL | undefined {
  const q = f.query?.trim().toLowerCase();
  if (!q) return undefined;
  return sql`(lower(${merchantProducts.sku}) = ${q} or ${merchantProducts.search_text} like ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`;
}

/** Counted exactly up to this many rows; beyond, an estimate (as the catalogue and marketplace lists). */
export const LIST_COUNT_CAP = 10_000;

/**
 * A page of the team's products, newest first, with the filters' total: the platform's bounded list
 * (`searchList`: a capped count, and a keyword page that neither walks the whole id index for a rare SKU nor
 * sorts every match of a common word; bench/RESULTS-my-products.md), then the page's rows.
 */
export async function listProducts(db: DbOrTx, f: ProductFilters & { limit: number; offset: number }) {
  const list = await searchList(db, {
    from: merchantProducts,
    id: merchantProducts.id,
    where: filterWhere(f),
    keyword: keywordWhere(f),
    orderBy: [desc(merchantProducts.id)],
    limit: f.limit,
    offset: f.offset,
    countCap: LIST_COUNT_CAP,
  });
  const found = list.ids.length
    ? await db
        .select({ p: merchantProducts, store_name: stores.name })
        .from(merchantProducts)
        .innerJoin(stores, eq(stores.id, merchantProducts.store_id))
        .where(and(eq(merchantProducts.team_id, f.teamId), inArray(merchantProducts.id, list.ids)))
    : [];
  const byId = new Map(found.map((r) => [r.p.id, r]));
  const rows = list.ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, total: list.total.count, exact: list.total.exact };
}

/** The left panel: how many products the team has, per status. */
export async function countByStatus(db: DbOrTx, params: { teamId: number }) {
  const rows = await db
    .select({ status: merchantProducts.status, n: count() })
    .from(merchantProducts)
    .where(eq(merchantProducts.team_id, params.teamId))
    .groupBy(merchantProducts.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

export async function countProducts(db: DbOrTx, params: { teamId: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(merchantProducts)
    .where(eq(merchantProducts.team_id, params.teamId));
  return row?.n ?? 0;
}

/** The brands of the team's products (the brand select). */
export async function listBrands(db: DbOrTx, params: { teamId: number }) {
  const rows = await db
    .selectDistinct({ brand: merchantProducts.brand })
    .from(merchantProducts)
    .where(and(eq(merchantProducts.team_id, params.teamId), ne(merchantProducts.brand, '')))
    .orderBy(asc(merchantProducts.brand))
    .limit(500);
  return rows.map((r) => r.brand);
}

export async function findProduct(db: DbOrTx, params: { teamId: number; id: number }) {
  const [row] = await db
    .select({ p: merchantProducts, store_name: stores.name })
    .from(merchantProducts)
    .innerJoin(stores, eq(stores.id, merchantProducts.store_id))
    .where(and(eq(merchantProducts.id, params.id), eq(merchantProducts.team_id, params.teamId)));
  return row ?? null;
}

/** Writes what a sync read: one row per store product, updated in place when it is there already. */
export async function upsertProducts(db: DbOrTx, rows: MerchantProductInsert[]) {
  if (!rows.length) return;
  await db
    .insert(merchantProducts)
    .values(rows)
    .onConflictDoUpdate({
      target: [merchantProducts.store_id, merchantProducts.external_id],
      set: {
        title: sql`excluded.title`,
        sku: sql`excluded.sku`,
        brand: sql`excluded.brand`,
        image: sql`excluded.image`,
        status: sql`excluded.status`,
        published: sql`excluded.published`,
        variants: sql`excluded.variants`,
        catalogue_product_id: sql`excluded.catalogue_product_id`,
        listing_id: sql`excluded.listing_id`,
        search_text: sql`excluded.search_text`,
        sync_job_id: sql`excluded.sync_job_id`,
        synced_at: sql`now()`,
      },
    });
}

/** After a full read of the store: its products the sync did not see are gone from the store. */
export async function deleteUnseen(db: DbOrTx, params: { storeId: number; jobId: string }) {
  await db
    .delete(merchantProducts)
    .where(
      and(
        eq(merchantProducts.store_id, params.storeId),
        sql`${merchantProducts.sync_job_id} is distinct from ${params.jobId}`,
      ),
    );
}

// ---------------------------------------------------------------- attributes and vehicles

export async function listAttributes(db: DbOrTx, params: { productId: number }) {
  return db
    .select()
    .from(merchantProductAttributes)
    .where(eq(merchantProductAttributes.merchant_product_id, params.productId))
    .orderBy(asc(merchantProductAttributes.id));
}

/** Inserts the attribute; null when the product has one of that name already. */
export async function insertAttribute(
  db: DbOrTx,
  params: { productId: number; title: string; value: string },
) {
  const [row] = await db
    .insert(merchantProductAttributes)
    .values({ merchant_product_id: params.productId, title: params.title, value: params.value })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function deleteAttribute(db: DbOrTx, params: { productId: number; id: number }) {
  const rows = await db
    .delete(merchantProductAttributes)
    .where(
      and(
        eq(merchantProductAttributes.id, params.id),
        eq(merchantProductAttributes.merchant_product_id, params.productId),
      ),
    )
    .returning({ id: merchantProductAttributes.id });
  return rows.length > 0;
}

export async function listVehicleIds(db: DbOrTx, params: { productId: number }) {
  const rows = await db
    .select({ id: merchantProductVehicles.vehicle_id })
    .from(merchantProductVehicles)
    .where(eq(merchantProductVehicles.merchant_product_id, params.productId))
    .orderBy(asc(merchantProductVehicles.created_at), asc(merchantProductVehicles.vehicle_id));
  return rows.map((r) => r.id);
}

export async function insertVehicles(db: DbOrTx, params: { productId: number; vehicleIds: number[] }) {
  if (!params.vehicleIds.length) return;
  await db
    .insert(merchantProductVehicles)
    .values(params.vehicleIds.map((id) => ({ merchant_product_id: params.productId, vehicle_id: id })))
    .onConflictDoNothing();
}

export async function deleteVehicle(db: DbOrTx, params: { productId: number; vehicleId: number }) {
  const rows = await db
    .delete(merchantProductVehicles)
    .where(
      and(
        eq(merchantProductVehicles.merchant_product_id, params.productId),
        eq(merchantProductVehicles.vehicle_id, params.vehicleId),
      ),
    )
    .returning({ id: merchantProductVehicles.vehicle_id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- sync jobs

/** The store's open sync job, made if there is none (the partial unique index keeps it to one). */
export async function openSyncJob(db: DbOrTx, params: { teamId: number; storeId: number }) {
  await db
    .insert(merchantSyncJobs)
    .values({ team_id: params.teamId, store_id: params.storeId })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(merchantSyncJobs)
    .where(
      and(
        eq(merchantSyncJobs.store_id, params.storeId),
        isNull(merchantSyncJobs.finished_at),
        isNull(merchantSyncJobs.cancelled_at),
      ),
    );
  return row ?? null;
}

export async function findSyncJob(db: DbOrTx, params: { id: string }) {
  const [row] = await db.select().from(merchantSyncJobs).where(eq(merchantSyncJobs.id, params.id));
  return row ?? null;
}

export async function findSyncJobsOfTeam(db: DbOrTx, params: { teamId: number; ids: string[] }) {
  if (!params.ids.length) return [];
  return db
    .select()
    .from(merchantSyncJobs)
    .where(and(eq(merchantSyncJobs.team_id, params.teamId), inArray(merchantSyncJobs.id, params.ids)));
}

export async function openSyncJobsOfTeam(db: DbOrTx, params: { teamId: number }) {
  return db
    .select()
    .from(merchantSyncJobs)
    .where(
      and(
        eq(merchantSyncJobs.team_id, params.teamId),
        isNull(merchantSyncJobs.finished_at),
        isNull(merchantSyncJobs.cancelled_at),
      ),
    )
    .orderBy(asc(merchantSyncJobs.created_at));
}

/** Records a page done; false when the job was cancelled or finished meanwhile (the page is not counted). */
export async function advanceSyncJob(
  db: DbOrTx,
  params: { id: string; cursor: number; read: number; total: number },
) {
  const rows = await db
    .update(merchantSyncJobs)
    .set({
      cursor: params.cursor,
      done: sql`${merchantSyncJobs.done} + ${params.read}`,
      total: params.total,
    })
    .where(
      and(
        eq(merchantSyncJobs.id, params.id),
        isNull(merchantSyncJobs.finished_at),
        isNull(merchantSyncJobs.cancelled_at),
      ),
    )
    .returning({ id: merchantSyncJobs.id });
  return rows.length > 0;
}

export async function finishSyncJob(db: DbOrTx, params: { id: string; errors?: SyncJobRow['errors'] }) {
  await db
    .update(merchantSyncJobs)
    .set({ finished_at: sql`now()`, ...(params.errors ? { errors: params.errors } : {}) })
    .where(and(eq(merchantSyncJobs.id, params.id), isNull(merchantSyncJobs.finished_at)));
}

export async function cancelSyncJobs(db: DbOrTx, params: { teamId: number }) {
  return db
    .update(merchantSyncJobs)
    .set({ cancelled_at: sql`now()` })
    .where(
      and(
        eq(merchantSyncJobs.team_id, params.teamId),
        isNull(merchantSyncJobs.finished_at),
        isNull(merchantSyncJobs.cancelled_at),
      ),
    )
    .returning({ id: merchantSyncJobs.id });
}

/** The listings publishing put into the store, by the store's product id (what makes a product Synced). */
export async function publishedLinks(db: DbOrTx, params: { storeId: number; externalIds: string[] }) {
  if (!params.externalIds.length) return new Map<string, number>();
  const rows = await db
    .select({ external_id: storeProducts.external_id, listing_id: storeProducts.listing_id })
    .from(storeProducts)
    .where(
      and(eq(storeProducts.store_id, params.storeId), inArray(storeProducts.external_id, params.externalIds)),
    );
  return new Map(rows.map((r) => [r.external_id!, r.listing_id]));
}

/** Send to PIM finished: the product is linked to the catalogue products made for it. */
export async function linkToCatalogue(
  db: DbOrTx,
  params: { id: number; productId: number; variants: MerchantProductRow['variants'] },
) {
  const linked = await db
    .update(merchantProducts)
    .set({ status: 'Linked', catalogue_product_id: params.productId, variants: params.variants })
    .where(and(eq(merchantProducts.id, params.id), eq(merchantProducts.status, 'Not Linked')))
    .returning({ id: merchantProducts.id });
  return linked.length > 0;
}
