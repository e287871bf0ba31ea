import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims the key for this request; null when the caller already used it (answered or still running). */
export async function claimKey(
  db: DbOrTx,
  values: { scope: string; key: string; requestHash: string; expiresAt: Date },
) {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({
      scope: values.scope,
      key: values.key,
      request_hash: values.requestHash,
      expires_at: values.expiresAt,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findKey(db: DbOrTx, params: { scope: string; key: string }) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, params.scope), eq(idempotencyKeys.key, params.key)));
  return row ?? null;
}

export async function completeKey(
  db: DbOrTx,
  params: { id: number; status: number; type: string | null; body: string },
) {
  await db
    .update(idempotencyKeys)
    .set({
      status: 'completed',
      response_status: params.status,
      response_type: params.type,
      response_body: params.body,
    })
    .where(eq(idempotencyKeys.id, params.id));
}

/** Forgets a key (the request failed with a server error, or the key expired) so it can be used again. */
export async function releaseKey(db: DbOrTx, id: number) {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

export async function deleteExpiredKeys(db: DbOrTx) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expires_at, new Date()));
}
