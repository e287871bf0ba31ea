import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  StoreError,
  type StoreAdapter,
  type StoreOrderInput,
  type StoreProduct,
  type StoreRef,
  type StoreWebhook,
} from './store.adapter.ts';
import {
  sandboxStoreInventoryLevels,
  sandboxStoreLocations,
  sandboxStoreOrders,
  sandboxStoreProducts,
  sandboxStoreSettings,
} from './stores.tables.ts';

export type SandboxMode = 'normal' | 'reject' | 'timeout' | 'unauthorized';

export interface SandboxStoreOptions {
  /** Each call waits a random time in this range first, as a remote store would. */
  delayMs?: [number, number];
  /** How long a store switched to `timeout` keeps the caller waiting before failing. */
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function toProduct(r: typeof sandboxStoreProducts.$inferSelect): StoreProduct {
  return {
    id: r.id,
    title: r.title,
    handle: r.handle,
    description: r.description,
    vendor: r.vendor,
    status: r.status,
    variants: r.variants,
    images: r.images,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/**
 * The sandbox store: a store that lives in the platform's database. Every call waits a short random delay; a
 * store switched to `reject` refuses writes, one switched to `timeout` answers nothing in time.
 */
export function createSandboxStore(
  db: Db,
  opts: SandboxStoreOptions = {},
): StoreAdapter & {
  /** The store's products as its owner sees them in the shop admin, newest first (whatever the switch says). */
  ownerView(store: StoreRef, limit: number): Promise<StoreProduct[]>;
  /** The shop owner sets a product active, draft or archived in the shop admin. */
  setProductStatus(store: StoreRef, id: string, status: 'active' | 'draft' | 'archived'): Promise<void>;
  mode(storeId: number): Promise<SandboxMode>;
  setMode(storeId: number, mode: SandboxMode): Promise<void>;
} {
  const [lo, hi] = opts.delayMs ?? [2, 12];
  const timeoutMs = opts.timeoutMs ?? 3000;

  async function mode(storeId: number): Promise<SandboxMode> {
    const [row] = await db
      .select({ mode: sandboxStoreSettings.mode })
      .from(sandboxStoreSettings)
      .where(eq(sandboxStoreSettings.store_id, storeId));
    return row?.mode ?? 'normal';
  }

  async function beforeWrite(store: StoreRef) {
    if (hi > 0) await sleep(lo + Math.random() * (hi - lo));
    const m = await mode(store.id);
    if (m === 'reject') throw new StoreError('rejected', 'The store rejected the product');
    if (m === 'unauthorized') throw new StoreError('unauthorized', 'The store revoked the access token');
    if (m === 'timeout') {
      await sleep(timeoutMs);
      throw new StoreError('timeout', 'The store did not answer in time');
    }
  }

  /** Reads fail only when the store revoked the platform's access (an uninstalled app). */
  async function beforeRead(store: StoreRef) {
    if ((await mode(store.id)) === 'unauthorized')
      throw new StoreError('unauthorized', 'The store revoked the access token');
  }

  return {
    platform: 'sandbox',
    mode,
    async locations(store) {
      // A shop has a warehouse and an outlet; made on first read.
      await db
        .insert(sandboxStoreLocations)
        .values([
          { id: `gid://sandbox/Location/${store.id}-1`, store_id: store.id, name: 'Main warehouse' },
          { id: `gid://sandbox/Location/${store.id}-2`, store_id: store.id, name: 'Retail shop' },
        ])
        .onConflictDoNothing();
      return db
        .select({ id: sandboxStoreLocations.id, name: sandboxStoreLocations.name })
        .from(sandboxStoreLocations)
        .where(eq(sandboxStoreLocations.store_id, store.id))
        .orderBy(asc(sandboxStoreLocations.id));
    },
    async inventoryLevels(store, locationId, skus) {
      if (!skus.length) return [];
      return db
        .select({
          sku: sandboxStoreInventoryLevels.sku,
          available: sandboxStoreInventoryLevels.available,
          updated_at: sandboxStoreInventoryLevels.updated_at,
        })
        .from(sandboxStoreInventoryLevels)
        .where(
          and(
            eq(sandboxStoreInventoryLevels.store_id, store.id),
            eq(sandboxStoreInventoryLevels.location_id, locationId),
            inArray(sandboxStoreInventoryLevels.sku, skus),
          ),
        );
    },
    async setInventoryLevel(store, level) {
      const m = await mode(store.id);
      if (m === 'reject') throw new StoreError('rejected', 'The store rejected the inventory update');
      if (m === 'timeout') throw new StoreError('timeout', 'The store did not answer in time');
      const [loc] = await db
        .select({ id: sandboxStoreLocations.id })
        .from(sandboxStoreLocations)
        .where(
          and(eq(sandboxStoreLocations.store_id, store.id), eq(sandboxStoreLocations.id, level.locationId)),
        );
      if (!loc) throw new StoreError('rejected', `Location ${level.locationId} not found`);
      await db
        .insert(sandboxStoreInventoryLevels)
        .values({
          store_id: store.id,
          location_id: level.locationId,
          sku: level.sku,
          available: level.available,
        })
        .onConflictDoUpdate({
          target: [
            sandboxStoreInventoryLevels.store_id,
            sandboxStoreInventoryLevels.location_id,
            sandboxStoreInventoryLevels.sku,
          ],
          set: { available: level.available, updated_at: sql`now()` },
        });
    },
    async setMode(storeId, m) {
      await db
        .insert(sandboxStoreSettings)
        .values({ store_id: storeId, mode: m })
        .onConflictDoUpdate({
          target: sandboxStoreSettings.store_id,
          set: { mode: m, updated_at: sql`now()` },
        });
    },
    async createProduct(store, product, { sourceKey }) {
      await beforeWrite(store);
      const [made] = await db
        .insert(sandboxStoreProducts)
        .values({ id: randomUUID(), store_id: store.id, source_key: sourceKey, ...product })
        .onConflictDoNothing()
        .returning();
      if (made) return toProduct(made);
      const [existing] = await db
        .select()
        .from(sandboxStoreProducts)
        .where(
          and(eq(sandboxStoreProducts.store_id, store.id), eq(sandboxStoreProducts.source_key, sourceKey)),
        );
      return toProduct(existing!);
    },
    async updateProduct(store, id, product) {
      await beforeWrite(store);
      const [row] = await db
        .update(sandboxStoreProducts)
        .set({ ...product, updated_at: sql`now()` })
        .where(and(eq(sandboxStoreProducts.store_id, store.id), eq(sandboxStoreProducts.id, id)))
        .returning();
      if (!row) throw new StoreError('rejected', 'Product not found in the store');
      return toProduct(row);
    },
    async deleteProduct(store, id) {
      await beforeWrite(store);
      await db
        .delete(sandboxStoreProducts)
        .where(and(eq(sandboxStoreProducts.store_id, store.id), eq(sandboxStoreProducts.id, id)));
    },
    async setProductStatus(store, id, status) {
      await db
        .update(sandboxStoreProducts)
        .set({ status, updated_at: sql`now()` })
        .where(and(eq(sandboxStoreProducts.store_id, store.id), eq(sandboxStoreProducts.id, id)));
    },
    async ownerView(store, limit) {
      const rows = await db
        .select()
        .from(sandboxStoreProducts)
        .where(eq(sandboxStoreProducts.store_id, store.id))
        .orderBy(desc(sandboxStoreProducts.updated_at), desc(sandboxStoreProducts.id))
        .limit(limit);
      return rows.map(toProduct);
    },
    async readProduct(store, id) {
      await beforeRead(store);
      const [row] = await db
        .select()
        .from(sandboxStoreProducts)
        .where(and(eq(sandboxStoreProducts.store_id, store.id), eq(sandboxStoreProducts.id, id)));
      return row ? toProduct(row) : null;
    },
    async readProducts(store, { limit, offset }) {
      await beforeRead(store);
      const where = eq(sandboxStoreProducts.store_id, store.id);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(sandboxStoreProducts)
          .where(where)
          .orderBy(asc(sandboxStoreProducts.created_at), asc(sandboxStoreProducts.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(sandboxStoreProducts).where(where),
      ]);
      return { products: rows.map(toProduct), total: total?.n ?? 0 };
    },
    async readOrders(store, { limit, offset }) {
      await beforeRead(store);
      const rows = await db
        .select()
        .from(sandboxStoreOrders)
        .where(eq(sandboxStoreOrders.store_id, store.id))
        .orderBy(asc(sandboxStoreOrders.number))
        .limit(limit)
        .offset(offset);
      // An order still being written has an empty payload: it is not an order yet.
      return rows
        .filter((r) => 'id' in r.payload)
        .map((r) => ({ id: r.id, body: JSON.stringify(r.payload) }));
    },
  };
}

/** The signature of a webhook body: HMAC-SHA256 with the store's webhook secret, base64. */
export function signWebhookBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

/**
 * A customer places an order in the sandbox store: the store prices the lines from its own products (the SKUs
 * publishing gave it), numbers the order and answers the webhook it sends the platform, signed with `secret`.
 */
export async function placeSandboxOrder(
  db: Db,
  store: StoreRef,
  input: StoreOrderInput,
  secret: string,
): Promise<{ id: string; name: string; webhook: StoreWebhook }> {
  const products = await createSandboxStore(db, { delayMs: [0, 0] }).ownerView(store, 10_000);
  const variants = new Map(
    products.flatMap((p) => p.variants.map((v) => [v.sku, { ...v, product: p.title }] as const)),
  );
  const lines = input.line_items.map((l, i) => {
    const v = variants.get(l.sku);
    if (!v) throw new StoreError('rejected', `${l.sku} is not a product of this store`);
    return {
      id: `${i + 1}`,
      sku: v.sku,
      title:
        v.title && v.title !== 'Default' && v.title !== v.product ? `${v.product} - ${v.title}` : v.product,
      quantity: l.quantity,
      price: Number(v.price).toFixed(2),
    };
  });
  const id = randomUUID();
  const [made] = await db
    .insert(sandboxStoreOrders)
    .values({
      id,
      store_id: store.id,
      number: sql`coalesce((select max(${sandboxStoreOrders.number}) from ${sandboxStoreOrders} where ${sandboxStoreOrders.store_id} = ${store.id}), 1000) + 1`,
      payload: {},
    })
    .returning({ number: sandboxStoreOrders.number, created_at: sandboxStoreOrders.created_at });
  const name = `#${made!.number}`;
  const payload = {
    id,
    name,
    created_at: made!.created_at.toISOString(),
    currency: 'AUD',
    customer: input.customer,
    shipping_address: input.shipping_address,
    line_items: lines.map((l) => ({ ...l, id: `${id}-${l.id}` })),
  };
  await db.update(sandboxStoreOrders).set({ payload }).where(eq(sandboxStoreOrders.id, id));
  const body = JSON.stringify(payload);
  return { id, name, webhook: { topic: 'orders/create', body, signature: signWebhookBody(body, secret) } };
}
