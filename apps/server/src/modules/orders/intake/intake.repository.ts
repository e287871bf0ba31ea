import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { storeWebhookSecrets } from '../orders.tables.ts';

/** The store's webhook secret, made on first use. */
export async function webhookSecretOf(db: DbOrTx, params: { storeId: number; teamId: number }) {
  await db
    .insert(storeWebhookSecrets)
    .values({ store_id: params.storeId, team_id: params.teamId, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: storeWebhookSecrets.secret })
    .from(storeWebhookSecrets)
    .where(eq(storeWebhookSecrets.store_id, params.storeId));
  return row!.secret;
}

/** The secret a store's webhooks must be signed with, or null when the store has none yet. */
export async function findWebhookSecret(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({ secret: storeWebhookSecrets.secret, team_id: storeWebhookSecrets.team_id })
    .from(storeWebhookSecrets)
    .where(eq(storeWebhookSecrets.store_id, storeId));
  return row ?? null;
}
