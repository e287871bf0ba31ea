import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  StoreError,
  type StoreAdapter,
  type StoreFulfillment,
  type StoreOrderInput,
  type StoreProduct,
  type StoreRef,
  type StoreWebhook,
} from './store.adapter.ts';
import {
  sandboxStoreFulfillments,
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

/** An order as the shop owner sees it in the shop admin: its lines, how much of each left, and its fulfilments. */
export interface SandboxOwnerOrder {
  id: string;
  name: string;
  created_at: Date;
  customer_name: string;
  line_items: { id: string; sku: string; title: string; quantity: number; fulfilled_quantity: number }[];
  /** Shopify's display fulfilment status: nothing, some or every unit of the order fulfilled. */
  fulfillment_status: 'unfulfilled' | 'partially_fulfilled' | 'fulfilled';
  fulfillments: StoreFulfillment[];
}

interface OrderPayload {
  id?: string;
  name?: string;
  customer?: { name?: string };
  line_items?: { id: string; sku: string; title: string; quantity: number }[];
}

function toFulfillment(r: typeof sandboxStoreFulfillments.$inferSelect): StoreFulfillment {
  return {
    id: r.id,
    order_id: r.order_id,
    status: r.status,
    line_items: r.line_items,
    tracking_company: r.tracking_company,
    tracking_numbers: r.tracking_numbers,
    tracking_urls: r.tracking_urls,
    notify_customer: r.notify_customer,
    created_at: r.created_at,
  };
}

/** Units of each line item already fulfilled by the order's live fulfilments. */
function fulfilledByLine(rows: StoreFulfillment[]): Map<string, number> {
  const done = new Map<string, number>();
  for (const f of rows)
    if (f.status === 'success')
      for (const l of f.line_items) done.set(l.id, (done.get(l.id) ?? 0) + l.quantity);
  return done;
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
  /** The store's orders as its owner sees them in the shop admin, newest first, with their fulfilments. */
  ownerOrders(store: StoreRef, limit: number): Promise<SandboxOwnerOrder[]>;
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

  async function beforeWrite(store: StoreRef, what: 'product' | 'fulfillment' = 'product') {
    if (hi > 0) await sleep(lo + Math.random() * (hi - lo));
    const m = await mode(store.id);
    if (m === 'reject') throw new StoreError('rejected', `The store rejected the ${what}`);
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
    async createFulfillment(store, input, { sourceKey }) {
      await beforeWrite(store, 'fulfillment');
      return db.transaction(async (tx) => {
        // One order's fulfilments are written one at a time (its row locked), so two cannot both take the
        // last units of a line.
        const [order] = await tx
          .select()
          .from(sandboxStoreOrders)
          .where(and(eq(sandboxStoreOrders.store_id, store.id), eq(sandboxStoreOrders.id, input.order_id)))
          .for('update');
        const bySource = await tx
          .select()
          .from(sandboxStoreFulfillments)
          .where(
            and(
              eq(sandboxStoreFulfillments.store_id, store.id),
              eq(sandboxStoreFulfillments.source_key, sourceKey),
            ),
          );
        if (bySource[0]) return toFulfillment(bySource[0]);
        const payload = (order?.payload ?? {}) as OrderPayload;
        if (!order || !payload.id) throw new StoreError('rejected', 'Order not found in the store');
        if (!input.line_items.length) throw new StoreError('rejected', 'A fulfillment needs line items');
        const existing = await tx
          .select()
          .from(sandboxStoreFulfillments)
          .where(
            and(
              eq(sandboxStoreFulfillments.store_id, store.id),
              eq(sandboxStoreFulfillments.order_id, input.order_id),
            ),
          );
        const done = fulfilledByLine(existing.map(toFulfillment));
        const lines = new Map((payload.line_items ?? []).map((l) => [l.id, l]));
        for (const l of input.line_items) {
          const line = lines.get(l.id);
          if (!line) throw new StoreError('rejected', `Line item ${l.id} is not on order ${payload.name}`);
          if (!(l.quantity > 0) || l.quantity > line.quantity - (done.get(l.id) ?? 0))
            throw new StoreError(
              'rejected',
              `Only ${line.quantity - (done.get(l.id) ?? 0)} of ${line.sku} are left to fulfil`,
            );
        }
        const [made] = await tx
          .insert(sandboxStoreFulfillments)
          .values({
            id: `gid://sandbox/Fulfillment/${randomUUID()}`,
            store_id: store.id,
            order_id: input.order_id,
            source_key: sourceKey,
            line_items: input.line_items,
            tracking_company: input.tracking_company,
            tracking_numbers: input.tracking_numbers,
            tracking_urls: input.tracking_urls,
            notify_customer: input.notify_customer,
          })
          .returning();
        return toFulfillment(made!);
      });
    },
    async readFulfillments(store, orderId) {
      await beforeRead(store);
      const rows = await db
        .select()
        .from(sandboxStoreFulfillments)
        .where(
          and(
            eq(sandboxStoreFulfillments.store_id, store.id),
            eq(sandboxStoreFulfillments.order_id, orderId),
          ),
        )
        .orderBy(asc(sandboxStoreFulfillments.created_at), asc(sandboxStoreFulfillments.id));
      return rows.map(toFulfillment);
    },
    async ownerOrders(store, limit) {
      const orders = await db
        .select()
        .from(sandboxStoreOrders)
        .where(eq(sandboxStoreOrders.store_id, store.id))
        .orderBy(desc(sandboxStoreOrders.number))
        .limit(limit);
      const placed = orders.filter((o) => 'id' in o.payload);
      const fulfilments = placed.length
        ? await db
            .select()
            .from(sandboxStoreFulfillments)
            .where(
              and(
                eq(sandboxStoreFulfillments.store_id, store.id),
                inArray(
                  sandboxStoreFulfillments.order_id,
                  placed.map((o) => o.id),
                ),
              ),
            )
            .orderBy(asc(sandboxStoreFulfillments.created_at), asc(sandboxStoreFulfillments.id))
        : [];
      return placed.map((o) => {
        const payload = o.payload as OrderPayload;
        const own = fulfilments.filter((f) => f.order_id === o.id).map(toFulfillment);
        const done = fulfilledByLine(own);
        const lineItems = (payload.line_items ?? []).map((l) => ({
          id: l.id,
          sku: l.sku,
          title: l.title,
          quantity: l.quantity,
          fulfilled_quantity: Math.min(l.quantity, done.get(l.id) ?? 0),
        }));
        const fulfilled = lineItems.reduce((s, l) => s + l.fulfilled_quantity, 0);
        const ordered = lineItems.reduce((s, l) => s + l.quantity, 0);
        return {
          id: o.id,
          name: payload.name ?? `#${o.number}`,
          created_at: o.created_at,
          customer_name: payload.customer?.name ?? '',
          line_items: lineItems,
          fulfillment_status:
            fulfilled === 0 ? 'unfulfilled' : fulfilled < ordered ? 'partially_fulfilled' : 'fulfilled',
          fulfillments: own,
        } satisfies SandboxOwnerOrder;
      });
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
