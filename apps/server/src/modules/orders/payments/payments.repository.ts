import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { fulfillmentPayments, storeBillingSettings } from '../orders.tables.ts';

export async function billingOfStore(db: DbOrTx, params: { teamId: number; storeId: number }) {
  const [row] = await db
    .select()
    .from(storeBillingSettings)
    .where(
      and(eq(storeBillingSettings.team_id, params.teamId), eq(storeBillingSettings.store_id, params.storeId)),
    );
  return row ?? null;
}

export async function billingOfTeam(db: DbOrTx, params: { teamId: number }) {
  return db.select().from(storeBillingSettings).where(eq(storeBillingSettings.team_id, params.teamId));
}

export async function upsertBilling(
  db: DbOrTx,
  params: { teamId: number; storeId: number; autoBilling?: boolean; savedCardId?: string },
) {
  const set = {
    ...(params.autoBilling === undefined ? {} : { auto_billing: params.autoBilling }),
    ...(params.savedCardId === undefined ? {} : { saved_card_id: params.savedCardId }),
  };
  const [row] = await db
    .insert(storeBillingSettings)
    .values({ store_id: params.storeId, team_id: params.teamId, ...set })
    .onConflictDoUpdate({ target: storeBillingSettings.store_id, set: { ...set, updated_at: sql`now()` } })
    .returning();
  return row!;
}

/** Records the order's payment intent once (the first wins; the provider answers the same intent anyway). */
export async function recordPayment(db: DbOrTx, values: typeof fulfillmentPayments.$inferInsert) {
  await db.insert(fulfillmentPayments).values(values).onConflictDoNothing();
}

export async function findPaymentBySecret(db: DbOrTx, params: { teamId: number; clientSecret: string }) {
  const [row] = await db
    .select()
    .from(fulfillmentPayments)
    .where(
      and(
        eq(fulfillmentPayments.team_id, params.teamId),
        eq(fulfillmentPayments.client_secret, params.clientSecret),
      ),
    );
  return row ?? null;
}

export async function setPaymentStatus(db: DbOrTx, params: { id: number; status: string }) {
  await db
    .update(fulfillmentPayments)
    .set({ status: params.status, updated_at: sql`now()` })
    .where(eq(fulfillmentPayments.id, params.id));
}
