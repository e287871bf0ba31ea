import { PLATE_SEARCH_MESSAGES, type PlateSearchInput, type PlateSearchReply } from '@partsflow/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { lookupPlate } from '../fitment/index.ts';
import type { BillingDeps } from './billing.deps.ts';
import { billingError } from './billing.errors.ts';
import { plateSearchSubscriptions } from './billing.tables.ts';

/**
 * Meters one plate search as usage of the team's add-on: `total_usage` + 1, atomically (the
 * per-search price is metered on it, the pack divides it by 500). Answers the new total, or null when the team
 * has no active add-on (nothing counted).
 */
export async function recordPlateSearch(tx: DbOrTx, teamId: number): Promise<number | null> {
  const [row] = await tx
    .update(plateSearchSubscriptions)
    .set({ total_usage: sql`${plateSearchSubscriptions.total_usage} + 1`, updated_at: sql`now()` })
    .where(and(eq(plateSearchSubscriptions.team_id, teamId), eq(plateSearchSubscriptions.active, true)))
    .returning({ total_usage: plateSearchSubscriptions.total_usage });
  return row?.total_usage ?? null;
}

/**
 * POST plate-search: the vehicle registered with a plate in a state, through the vehicle registry. Each search
 * counts as usage of the add-on, found or not (the registry was asked); without the add-on: 403, nothing asked
 * and nothing counted. The count comes after the answer, so a failed lookup counts nothing; the registry is asked
 * outside any transaction (it reads the vehicle catalogue on its own connection).
 */
export async function plateSearch(
  deps: BillingDeps,
  actor: Actor,
  input: PlateSearchInput,
): Promise<PlateSearchReply> {
  const teamId = actor.scope.teamId;
  const [sub] = await deps.db
    .select({ active: plateSearchSubscriptions.active })
    .from(plateSearchSubscriptions)
    .where(eq(plateSearchSubscriptions.team_id, teamId));
  if (!sub?.active) throw billingError('plate_search_inactive');
  const vehicle = await lookupPlate(deps.db, deps.registry, input);
  // Counted only while the add-on is still active (a cancellation in between answers 403 too).
  const total = await recordPlateSearch(deps.db, teamId);
  if (total === null) throw billingError('plate_search_inactive');
  return {
    plate: input.plate,
    state: input.state,
    vehicle,
    message: vehicle ? null : PLATE_SEARCH_MESSAGES.notFound,
    total_usage: total,
  };
}
