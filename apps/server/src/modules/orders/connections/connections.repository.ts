import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { distributorAccounts } from '../orders.tables.ts';

export type DistributorAccountRow = typeof distributorAccounts.$inferSelect;

export async function listAccountsOfTeam(db: DbOrTx, params: { teamId: number }) {
  return db
    .select()
    .from(distributorAccounts)
    .where(eq(distributorAccounts.team_id, params.teamId))
    .orderBy(asc(distributorAccounts.store_id), asc(distributorAccounts.id));
}

export async function listAccountsOfStore(db: DbOrTx, params: { teamId: number; storeId: number }) {
  return db
    .select()
    .from(distributorAccounts)
    .where(
      and(eq(distributorAccounts.team_id, params.teamId), eq(distributorAccounts.store_id, params.storeId)),
    )
    .orderBy(asc(distributorAccounts.id));
}

/** Connects the store to the distributor, or changes the account code of the connection it has. */
export async function upsertAccount(
  db: DbOrTx,
  params: {
    teamId: number;
    storeId: number;
    distributorId: number;
    accountCode: string;
    directBilling?: boolean;
  },
) {
  const [row] = await db
    .insert(distributorAccounts)
    .values({
      team_id: params.teamId,
      store_id: params.storeId,
      distributor_id: params.distributorId,
      account_code: params.accountCode,
      direct_billing: params.directBilling ?? false,
    })
    .onConflictDoUpdate({
      target: [distributorAccounts.store_id, distributorAccounts.distributor_id],
      set: { account_code: params.accountCode, direct_billing: params.directBilling ?? false },
    })
    .returning();
  return row!;
}

export async function deleteAccount(db: DbOrTx, params: { teamId: number; id: number }) {
  const [row] = await db
    .delete(distributorAccounts)
    .where(and(eq(distributorAccounts.team_id, params.teamId), eq(distributorAccounts.id, params.id)))
    .returning({ id: distributorAccounts.id });
  return row ?? null;
}
