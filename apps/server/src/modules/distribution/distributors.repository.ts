import { and, asc, countDistinct, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { distributorPrices, distributors } from './distribution.tables.ts';

/** The team's distributor (a team owns at most one), or null. */
export async function findTeamDistributor(db: DbOrTx, teamId: number) {
  const [row] = await db.select().from(distributors).where(eq(distributors.team_id, teamId));
  return row ?? null;
}

export async function renameDistributor(db: DbOrTx, params: { teamId: number; name: string }) {
  const [row] = await db
    .update(distributors)
    .set({ name: params.name })
    .where(eq(distributors.team_id, params.teamId))
    .returning();
  return row ?? null;
}

/** Sets (a string) or removes (null) the distributor's freight exchange key. */
export async function setFreightExchangeKey(db: DbOrTx, params: { teamId: number; key: string | null }) {
  const [row] = await db
    .update(distributors)
    .set({ freight_exchange_key: params.key })
    .where(eq(distributors.team_id, params.teamId))
    .returning();
  return row ?? null;
}

/** The account codes of the team's prices, with the SKUs priced for each and the latest change. */
export function priceAccounts(db: DbOrTx, teamId: number) {
  return db
    .select({
      account_code: distributorPrices.account_code,
      priced_skus: countDistinct(distributorPrices.sku),
      updated_at: max(distributorPrices.updated_at),
    })
    .from(distributorPrices)
    .where(eq(distributorPrices.team_id, teamId))
    .groupBy(distributorPrices.account_code)
    .orderBy(asc(distributorPrices.account_code))
    .limit(1000);
}

/** The distributor's payments account is linked (its connected account can receive payouts). */
export async function markStripeConnectOnboarded(db: DbOrTx, params: { teamId: number; id: number }) {
  await db
    .update(distributors)
    .set({ stripe_connect_onboarded: true })
    .where(and(eq(distributors.team_id, params.teamId), eq(distributors.id, params.id)));
}

/** Whether a distributor's payments account is linked (payouts are sent only then). */
export async function isStripeConnectOnboarded(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ onboarded: distributors.stripe_connect_onboarded })
    .from(distributors)
    .where(eq(distributors.id, id));
  return row?.onboarded ?? false;
}
