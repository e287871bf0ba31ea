import type { InventoryRow, PricingRow, StockDatatableRequest } from '@partsflow/contracts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/client.ts';
import { iso } from '../../platform/http/presenters.ts';
import { datatable, pageWindow } from '../../platform/pagination/pagination.ts';
import * as repo from './distribution.repository.ts';

/** The inventory datatable: the team's stock, 100 a page, SKU prefix search, sortable columns. */
export async function inventoryDatatable(db: Db, actor: Actor, q: StockDatatableRequest) {
  const { rows, total } = await repo.pageInventory(db, actor.scope.teamId, q, pageWindow(q.page, q.per));
  return datatable<InventoryRow>(
    rows.map((r) => ({
      id: r.id,
      product: { sku: r.sku, brand: r.brand },
      distributor_location: {
        id: r.location_id,
        code: r.location_code,
        name: r.location_name,
        active: r.location_active,
      },
      quantity: r.quantity,
      availability: r.location_active && r.quantity > 0 ? 'In stock' : 'Out of stock',
      updated_at: iso(r.updated_at)!,
    })),
    total,
  );
}

/** The pricing datatable: the team's prices per account and SKU with the RRP's margin. */
export async function pricingDatatable(db: Db, actor: Actor, q: StockDatatableRequest) {
  const { rows, total } = await repo.pagePricing(db, actor.scope.teamId, q, pageWindow(q.page, q.per));
  return datatable<PricingRow>(
    rows.map((r) => ({
      id: r.id,
      account_code: r.account_code,
      price: r.cost_cents,
      effective_from: r.effective_from,
      effective_to: r.effective_to,
      updated_at: iso(r.updated_at)!,
      product: {
        sku: r.sku,
        brand_title: r.brand,
        price: r.rrp_cents,
        margin:
          r.rrp_cents && r.rrp_cents > 0
            ? Math.round(((r.rrp_cents - r.cost_cents) / r.rrp_cents) * 1000) / 10
            : null,
      },
    })),
    total,
  );
}
