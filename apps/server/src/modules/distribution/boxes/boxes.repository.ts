import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { distributorBoxes } from '../distribution.tables.ts';

export type BoxRow = typeof distributorBoxes.$inferSelect;
export type BoxValues = Pick<
  BoxRow,
  | 'name'
  | 'label_size'
  | 'length_mm'
  | 'width_mm'
  | 'height_mm'
  | 'weight_limit_g'
  | 'weight_g'
  | 'internal_buffer_mm'
>;

export function listBoxes(db: DbOrTx, teamId: number): Promise<BoxRow[]> {
  return db
    .select()
    .from(distributorBoxes)
    .where(eq(distributorBoxes.team_id, teamId))
    .orderBy(asc(distributorBoxes.name), asc(distributorBoxes.id));
}

export async function insertBox(
  db: DbOrTx,
  params: { teamId: number; distributorId: number; values: BoxValues },
): Promise<BoxRow> {
  const [row] = await db
    .insert(distributorBoxes)
    .values({ team_id: params.teamId, distributor_id: params.distributorId, ...params.values })
    .returning();
  return row!;
}

export async function updateBox(
  db: DbOrTx,
  params: { teamId: number; id: number; values: BoxValues },
): Promise<BoxRow | null> {
  const [row] = await db
    .update(distributorBoxes)
    .set({ ...params.values, updated_at: sql`now()` })
    .where(and(eq(distributorBoxes.id, params.id), eq(distributorBoxes.team_id, params.teamId)))
    .returning();
  return row ?? null;
}

export async function deleteBox(db: DbOrTx, params: { teamId: number; id: number }): Promise<boolean> {
  const rows = await db
    .delete(distributorBoxes)
    .where(and(eq(distributorBoxes.id, params.id), eq(distributorBoxes.team_id, params.teamId)))
    .returning({ id: distributorBoxes.id });
  return rows.length > 0;
}
