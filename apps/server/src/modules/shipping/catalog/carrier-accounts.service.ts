import { eq } from 'drizzle-orm';
import { ensureCarrierCatalogue } from '../../../adapters/carriers/index.ts';
import { carriers } from '../../../adapters/carriers/carriers.tables.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { carrierAccounts } from '../shipping.tables.ts';

/** Records a distributor's own account with a carrier (BYO): its quotes become private. Idempotent. */
export async function addCarrierAccount(
  db: DbOrTx,
  account: { teamId: number; carrierId: number; accountNumber: string },
): Promise<void> {
  await db
    .insert(carrierAccounts)
    .values({ team_id: account.teamId, carrier_id: account.carrierId, account_number: account.accountNumber })
    .onConflictDoNothing();
}

/**
 * Demo data: the distributor's own accounts, by carrier code. The exchange's catalogue is loaded first
 * (idempotent; the app does it at start too). Returns how many accounts were added.
 */
export async function seedCarrierAccounts(
  db: Db,
  accounts: { teamId: number; carrierCode: string; accountNumber: string }[],
): Promise<number> {
  await ensureCarrierCatalogue(db);
  for (const a of accounts) {
    const [carrier] = await db
      .select({ id: carriers.id })
      .from(carriers)
      .where(eq(carriers.code, a.carrierCode));
    if (!carrier) throw new Error(`No carrier with code ${a.carrierCode} in the exchange's catalogue`);
    await addCarrierAccount(db, { teamId: a.teamId, carrierId: carrier.id, accountNumber: a.accountNumber });
  }
  return accounts.length;
}
