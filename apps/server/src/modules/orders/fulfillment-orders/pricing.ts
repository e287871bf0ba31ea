import { distributorPricesFor, listPlatformDistributors } from '../../distribution/index.ts';
import type { OrdersDeps } from '../orders.deps.ts';

/**
 * The prices the distributors a store is connected to charge its account codes, in effect today (cents,
 * including GST): the lowest for a SKU, or one distributor's.
 */
export async function pricesForAccounts(
  deps: Pick<OrdersDeps, 'db' | 'now'>,
  accounts: { distributor_id: number; account_code: string }[],
  skus: string[],
) {
  const distributors = accounts.length ? await listPlatformDistributors(deps.db) : [];
  const teamOf = new Map(distributors.map((d) => [d.id, d.team_id]));
  const rows = await distributorPricesFor(deps.db, {
    accounts: accounts
      .filter((a) => teamOf.has(a.distributor_id))
      .map((a) => ({ teamId: teamOf.get(a.distributor_id)!, accountCode: a.account_code })),
    skus,
    on: deps.now().toISOString().slice(0, 10),
  });
  const price = new Map(rows.map((r) => [`${r.team_id}|${r.account_code}|${r.sku}`, r.cost_cents]));
  return {
    lowest(sku: string): number | null {
      const found = rows.filter((r) => r.sku === sku).map((r) => r.cost_cents);
      return found.length ? Math.min(...found) : null;
    },
    of(distributorTeamId: number, accountCode: string, sku: string): number | null {
      return price.get(`${distributorTeamId}|${accountCode}|${sku}`) ?? null;
    },
  };
}
