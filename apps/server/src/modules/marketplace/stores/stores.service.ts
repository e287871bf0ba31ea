import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import type { MarketplaceServices } from '../marketplace.services.ts';
import { marketplaceError } from '../marketplace.errors.ts';
import * as repo from './stores.repository.ts';

const INTEGRATION_TYPE = {
  sandbox: 'SandboxIntegration',
  shopify: 'ShopifyIntegration',
  woocommerce: 'WooCommerceIntegration',
} as const;

function present(s: repo.StoreRow, counts: Map<number, number>) {
  return {
    id: s.id,
    name: s.name,
    platform: s.platform,
    domain: s.domain,
    integration_type: INTEGRATION_TYPE[s.platform],
    product_count: counts.get(s.id) ?? 0,
  };
}

export async function listStores(db: Db, actor: Actor) {
  const rows = await repo.listStoresOfTeam(db, { teamId: actor.scope.teamId });
  const counts = await repo.countLinksByStore(db, { storeIds: rows.map((r) => r.id) });
  return { stores: rows.map((s) => present(s, counts)) };
}

/** Connects another sandbox store to the team. */
export async function connectSandboxStore(db: Db, actor: Actor, name: string) {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'store';
  const row = await repo.insertStore(db, {
    team_id: actor.scope.teamId,
    name,
    platform: 'sandbox',
    domain: `${slug}-${Date.now().toString(36)}.sandbox.partsflow.test`,
    settings: { currency: 'AUD' },
  });
  return { store: present(row, new Map()) };
}

export async function storeOrThrow(db: Db, actor: Actor, id: number) {
  const store = await repo.findStoreOfTeam(db, { teamId: actor.scope.teamId, id });
  if (!store) throw marketplaceError('store_not_found');
  return store;
}

/**
 * The sandbox store's page: its products as its owner would see them in the shop admin, and its latest orders
 * with the fulfilments the platform sent (decision 0910).
 */
export async function sandboxStorePage(db: Db, services: MarketplaceServices, actor: Actor, id: number) {
  const store = await storeOrThrow(db, actor, id);
  if (store.platform !== 'sandbox') throw marketplaceError('store_not_found');
  const [products, orders] = await Promise.all([
    services.sandbox.ownerView(store, 250),
    services.sandbox.ownerOrders(store, 50),
  ]);
  const counts = await repo.countLinksByStore(db, { storeIds: [store.id] });
  return {
    store: { ...present(store, counts), mode: await services.sandbox.mode(store.id) },
    products: products.map((p) => ({
      ...p,
      created_at: p.created_at.toISOString(),
      updated_at: p.updated_at.toISOString(),
    })),
    orders: orders.map((o) => ({
      ...o,
      created_at: o.created_at.toISOString(),
      fulfillments: o.fulfillments.map(({ order_id: _order, notify_customer: _notify, ...f }) => ({
        ...f,
        created_at: f.created_at.toISOString(),
      })),
    })),
  };
}

export async function setSandboxMode(
  db: Db,
  services: MarketplaceServices,
  actor: Actor,
  id: number,
  mode: 'normal' | 'reject' | 'timeout' | 'unauthorized',
) {
  const store = await storeOrThrow(db, actor, id);
  if (store.platform !== 'sandbox') throw marketplaceError('store_not_found');
  await services.sandbox.setMode(store.id, mode);
  return { mode };
}

/** What other modules may know of a store: the orders module's webhooks and fulfilment orders. */
export interface StoreInfo {
  id: number;
  team_id: number;
  name: string;
  platform: 'sandbox' | 'shopify' | 'woocommerce';
}
const info = (s: repo.StoreRow): StoreInfo => ({
  id: s.id,
  team_id: s.team_id,
  name: s.name,
  platform: s.platform,
});

/** A store by id, whatever its team (a store's webhook names only the store), or null. */
export async function storeInfoById(db: DbOrTx, id: number): Promise<StoreInfo | null> {
  const row = await repo.findStoreById(db, { id });
  return row ? info(row) : null;
}

/** One of the team's stores, or null (another team's store is not found). */
export async function storeInfoOfTeam(db: DbOrTx, params: { teamId: number; id: number }) {
  const row = await repo.findStoreOfTeam(db, params);
  return row ? info(row) : null;
}

/** The team's stores in id order. */
export async function storesOfTeam(db: DbOrTx, teamId: number): Promise<StoreInfo[]> {
  return (await repo.listStoresOfTeam(db, { teamId })).map(info);
}
