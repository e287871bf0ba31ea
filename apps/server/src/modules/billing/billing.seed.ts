import type { Database } from '../../platform/db/client.ts';
import { storesOfTeam } from '../marketplace/index.ts';
import type { BillingDeps } from './billing.deps.ts';
import { confirmCharge, getPlanUrl } from './subscriptions.service.ts';

/**
 * Demo billing through the real path: merchant@'s sandbox store on the annual Growth plan (the plan url, then the
 * provider sandbox's approval). Answers the subscriptions made.
 */
export async function seedDemoBilling(
  database: Database,
  teams: { merchants: number[] },
  deps: BillingDeps,
): Promise<number> {
  const merchant = teams.merchants[0]!;
  const store = (await storesOfTeam(database.db, merchant)).find((s) => s.platform === 'sandbox');
  if (!store) return 0;
  const actor = { scope: { teamId: merchant, userId: null, staff: false }, userName: null };
  const growth = deps.provider.plans().find((p) => p.id === 'growth')!;
  const price = growth.prices.find((p) => p.recurring.interval === 'year')!;
  const { url } = await getPlanUrl(deps, actor, {
    plan: growth.id,
    integration_id: store.id,
    price: price.unit_amount,
    name: growth.name,
    annual_billing: true,
  });
  const chargeId = new URL(url, 'http://demo').searchParams.get('charge_id')!;
  await confirmCharge(deps, actor, { charge_id: chargeId, approve: true });
  return 1;
}
