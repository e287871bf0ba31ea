import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { createSandboxStore, StoreError, type StoreAdapter } from '../../../adapters/stores/index.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { allDistributorLocations, stockLevelsAtLocations } from '../../distribution/index.ts';
import { marketplaceSettingsOf, storeInfoById } from '../../marketplace/index.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { ordersError } from '../orders.errors.ts';
import { CONFLICT_STRATEGIES, inventorySyncErrors, inventorySyncIntegrations } from '../orders.tables.ts';

export const INVENTORY_SYNC_QUEUE = 'inventory-sync';
export { CONFLICT_STRATEGIES };
export type ConflictStrategy = (typeof CONFLICT_STRATEGIES)[number];
type Mappings = Record<string, { shopify_location_gid: string; shipping_enabled: boolean }>;

const HOUR = 3_600_000;
/** Badge thresholds (merchant spec 9): stale after 24 hours, warning after 6. */
export const STALE_MS = 24 * HOUR;
export const WARNING_MS = 6 * HOUR;

export const storeAdapter = (db: OrdersDeps['db']): StoreAdapter =>
  createSandboxStore(db, { delayMs: [0, 0] });

async function integrationRow(db: DbOrTx, storeId: number) {
  const store = await storeInfoById(db, storeId);
  if (!store) throw ordersError('store_not_found');
  await db
    .insert(inventorySyncIntegrations)
    .values({ store_id: storeId, team_id: store.team_id })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(inventorySyncIntegrations)
    .where(eq(inventorySyncIntegrations.store_id, storeId));
  return { store, row: row! };
}

/** Every SKU the store sells. */
async function storeSkus(adapter: StoreAdapter, store: { id: number; name: string }) {
  const skus = new Set<string>();
  for (let offset = 0; ; offset += 250) {
    const { products, total } = await adapter.readProducts(store, { limit: 250, offset });
    for (const p of products) for (const v of p.variants) skus.add(v.sku);
    if (offset + 250 >= total) break;
  }
  return [...skus];
}

export interface SyncResult {
  pushed: number;
  kept: number;
  errors: string[];
}

/**
 * One sync run (docs/decisions/0459): for each store location, the summed stock of the distributor locations mapped
 * to it, for every SKU the store sells, pushed through the store adapter as the strategy says —
 * most_recent: the later change wins (a store level changed after the distributor's is kept);
 * shopify_wins: a level the store already has is kept, only missing ones are set;
 * partsflow_wins: the distributor's stock always wins;
 * manual_review: differing levels are not changed but recorded as errors to review.
 * A store refusal is recorded and the run goes on with the next SKU.
 */
export async function runInventorySync(
  deps: Pick<OrdersDeps, 'db' | 'now'>,
  storeId: number,
): Promise<SyncResult> {
  const { store, row } = await integrationRow(deps.db, storeId);
  const result: SyncResult = { pushed: 0, kept: 0, errors: [] };
  if (!row.inventory_sync_enabled) return result;
  // The merchant's setting 'Push stock levels' (docs/decisions/0437): off, the store's levels are left alone.
  if (!(await marketplaceSettingsOf(deps.db, store.team_id)).pushStockLevels) return result;
  const adapter = storeAdapter(deps.db);
  const mappings = Object.entries(row.location_mappings as Mappings);
  const skus = mappings.length ? await storeSkus(adapter, store) : [];
  const byStoreLocation = new Map<string, number[]>();
  for (const [locationId, m] of mappings)
    byStoreLocation.set(m.shopify_location_gid, [
      ...(byStoreLocation.get(m.shopify_location_gid) ?? []),
      Number(locationId),
    ]);
  for (const [gid, locationIds] of byStoreLocation) {
    const stock = await stockLevelsAtLocations(deps.db, { locationIds, skus });
    const levels = new Map((await adapter.inventoryLevels(store, gid, skus)).map((l) => [l.sku, l]));
    const wanted = new Map<string, { quantity: number; updated_at: Date }>();
    for (const s of stock) {
      const w = wanted.get(s.sku) ?? { quantity: 0, updated_at: new Date(0) };
      w.quantity += s.quantity;
      if (s.updated_at > w.updated_at) w.updated_at = s.updated_at;
      wanted.set(s.sku, w);
    }
    for (const [sku, w] of wanted) {
      const current = levels.get(sku);
      if (current?.available === w.quantity) continue;
      const strategy = row.conflict_resolution_strategy;
      if (current) {
        if (
          strategy === 'shopify_wins' ||
          (strategy === 'most_recent' && current.updated_at > w.updated_at)
        ) {
          result.kept++;
          continue;
        }
        if (strategy === 'manual_review') {
          result.errors.push(
            `Manual review: ${sku} at ${gid} is ${current.available} in the store and ${w.quantity} at the distributor`,
          );
          continue;
        }
      }
      try {
        await adapter.setInventoryLevel(store, { locationId: gid, sku, available: w.quantity });
        result.pushed++;
      } catch (err) {
        if (!(err instanceof StoreError)) throw err;
        result.errors.push(`${sku} at ${gid}: ${err.message}`);
      }
    }
  }
  if (result.errors.length)
    await deps.db
      .insert(inventorySyncErrors)
      .values(result.errors.map((message) => ({ store_id: storeId, message })));
  await deps.db
    .update(inventorySyncIntegrations)
    .set({ last_sync: deps.now(), updated_at: sql`now()` })
    .where(eq(inventorySyncIntegrations.store_id, storeId));
  return result;
}

// ---------------------------------------------------------------- admin screens

/** The list badge (merchant spec 4, Inventory integration badge). */
export function syncBadge(
  i: { inventory_sync_enabled: boolean; mapping_count: number; error_count: number; last_sync: Date | null },
  now: Date,
) {
  if (!i.inventory_sync_enabled) return 'Disabled';
  if (i.mapping_count === 0) return 'No Mappings';
  if (i.error_count > 0) return 'Errors';
  if (!i.last_sync) return 'Never Synced';
  const age = now.getTime() - i.last_sync.getTime();
  if (age > STALE_MS) return 'Stale';
  if (age > WARNING_MS) return 'Warning';
  return 'Healthy';
}

async function present(
  db: DbOrTx,
  row: typeof inventorySyncIntegrations.$inferSelect,
  shop: string,
  teamName: string,
) {
  const errors = await db
    .select({ message: inventorySyncErrors.message, timestamp: inventorySyncErrors.created_at })
    .from(inventorySyncErrors)
    .where(eq(inventorySyncErrors.store_id, row.store_id))
    .orderBy(desc(inventorySyncErrors.id))
    .limit(20);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inventorySyncErrors)
    .where(
      sql`${inventorySyncErrors.store_id} = ${row.store_id} and (${inventorySyncErrors.created_at} >= coalesce(${row.last_sync}, 'epoch'::timestamptz) - interval '1 second')`,
    );
  const mappings = row.location_mappings as Mappings;
  const mapping_count = Object.keys(mappings).length;
  return {
    id: row.store_id,
    shop,
    team_name: teamName,
    inventory_sync_enabled: row.inventory_sync_enabled,
    has_location_mappings: mapping_count > 0,
    error_count: row.last_sync ? (count?.n ?? 0) : 0,
    last_sync: row.last_sync ? row.last_sync.toISOString() : null,
    mapping_count,
    ready_for_sync: row.inventory_sync_enabled && mapping_count > 0,
    conflict_resolution_strategy: row.conflict_resolution_strategy,
    location_mappings: mappings,
    recent_errors: errors.map((e) => ({ message: e.message, timestamp: e.timestamp.toISOString() })),
  };
}

/** GET /admin/shopify_inventory_sync.json: every store's integration, statistics and issues. */
export async function listIntegrations(deps: Pick<OrdersDeps, 'db' | 'now'>) {
  const stores = (await deps.db.execute(
    sql`select s.id, s.name, t.name as team_name from stores s join teams t on t.id = s.team_id order by s.id`,
  )) as unknown as { rows: { id: number; name: string; team_name: string }[] };
  const now = deps.now();
  const integrations = [];
  for (const s of stores.rows) {
    const { row } = await integrationRow(deps.db, s.id);
    const p = await present(deps.db, row, s.name, s.team_name);
    integrations.push({
      ...p,
      status: syncBadge({ ...p, last_sync: row.last_sync }, now),
    });
  }
  const enabled = integrations.filter((i) => i.inventory_sync_enabled);
  const recent = enabled.filter((i) => i.last_sync && now.getTime() - Date.parse(i.last_sync) <= WARNING_MS);
  const withErrors = enabled.filter((i) => i.error_count > 0);
  const synced = enabled.filter((i) => i.last_sync);
  const issues = [
    ...withErrors.map((i) => ({
      severity: 'critical',
      shop: i.shop,
      message: `${i.error_count} sync errors`,
    })),
    ...enabled
      .filter((i) => i.mapping_count === 0)
      .map((i) => ({ severity: 'warning', shop: i.shop, message: 'No location mappings' })),
    ...enabled
      .filter((i) => i.status === 'Stale')
      .map((i) => ({ severity: 'warning', shop: i.shop, message: 'Not synced for over 24 hours' })),
  ];
  return {
    integrations,
    statistics: {
      total_enabled: enabled.length,
      synced_recently: recent.length,
      with_errors: withErrors.length,
      success_rate: synced.length
        ? Math.round(((synced.length - withErrors.length) / synced.length) * 100)
        : 0,
    },
    issues,
  };
}

/** GET /admin/shopify_inventory_sync/{id}.json */
export async function integrationDetail(deps: Pick<OrdersDeps, 'db' | 'now'>, storeId: number) {
  const { store, row } = await integrationRow(deps.db, storeId);
  const team = (await deps.db.execute(
    sql`select name from teams where id = ${store.team_id}`,
  )) as unknown as {
    rows: { name: string }[];
  };
  const p = await present(deps.db, row, store.name, team.rows[0]?.name ?? '');
  return {
    integration: { ...p, status: syncBadge({ ...p, last_sync: row.last_sync }, deps.now()) },
    available_locations: await storeAdapter(deps.db).locations(store),
    distributor_locations: await allDistributorLocations(deps.db),
  };
}

/** PATCH update_settings: the conflict strategy or the location mappings (checked against both sides). */
export async function updateSettings(
  deps: Pick<OrdersDeps, 'db' | 'now'>,
  storeId: number,
  input: { conflict_resolution_strategy?: ConflictStrategy; location_mappings?: Mappings },
) {
  const detail = await integrationDetail(deps, storeId);
  if (input.location_mappings) {
    const gids = new Set(detail.available_locations.map((l) => l.id));
    const locs = new Set(detail.distributor_locations.map((l) => String(l.id)));
    for (const [id, m] of Object.entries(input.location_mappings)) {
      if (!locs.has(id)) throw ordersError('location_not_found', `Distributor location ${id} not found`);
      if (!gids.has(m.shopify_location_gid))
        throw ordersError('location_not_found', `Store location ${m.shopify_location_gid} not found`);
    }
  }
  await deps.db
    .update(inventorySyncIntegrations)
    .set({
      ...(input.conflict_resolution_strategy
        ? { conflict_resolution_strategy: input.conflict_resolution_strategy }
        : {}),
      ...(input.location_mappings ? { location_mappings: input.location_mappings } : {}),
      updated_at: sql`now()`,
    })
    .where(eq(inventorySyncIntegrations.store_id, storeId));
  return { success: true, integration: (await integrationDetail(deps, storeId)).integration };
}

/** How often the schedule syncs a ready integration: well inside the 6-hour warning threshold. */
export const SYNC_INTERVAL_MS = HOUR;
/** The schedule's queue and NOTIFY channel (platform jobs' sweeper: docs/decisions/0462). */
export const INVENTORY_SYNC_SCHEDULE_QUEUE = 'inventory-sync-schedule';
export const INVENTORY_SYNC_SCHEDULE_CHANNEL = 'inventory_sync_schedule';

/**
 * The schedule's sweep: every enabled integration with location mappings that has not synced within the interval
 * gets a sync run queued (one per store: the singleton key coalesces it with a Sync Now). Answers the stores queued.
 */
export async function queueDueSyncs(
  deps: Pick<OrdersDeps, 'db' | 'now'>,
  send: (storeId: number) => Promise<unknown>,
): Promise<number[]> {
  const due = new Date(deps.now().getTime() - SYNC_INTERVAL_MS);
  const rows = await deps.db
    .select({
      store_id: inventorySyncIntegrations.store_id,
      mappings: inventorySyncIntegrations.location_mappings,
    })
    .from(inventorySyncIntegrations)
    .where(
      and(
        eq(inventorySyncIntegrations.inventory_sync_enabled, true),
        or(isNull(inventorySyncIntegrations.last_sync), lt(inventorySyncIntegrations.last_sync, due)),
      ),
    )
    .orderBy(asc(inventorySyncIntegrations.store_id));
  const queued: number[] = [];
  for (const r of rows) {
    if (!Object.keys(r.mappings).length) continue;
    await send(r.store_id);
    queued.push(r.store_id);
  }
  return queued;
}
