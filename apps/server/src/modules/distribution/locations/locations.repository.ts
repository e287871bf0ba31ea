import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { distributorLocations } from '../distribution.tables.ts';

export type LocationRow = typeof distributorLocations.$inferSelect;
export type LocationValues = Partial<
  Omit<LocationRow, 'id' | 'team_id' | 'distributor_id' | 'created_at' | 'updated_at'>
>;

export function listLocations(db: DbOrTx, params: { teamId: number; distributorId: number }) {
  return db
    .select()
    .from(distributorLocations)
    .where(
      and(
        eq(distributorLocations.team_id, params.teamId),
        eq(distributorLocations.distributor_id, params.distributorId),
      ),
    )
    .orderBy(asc(distributorLocations.name), asc(distributorLocations.id));
}

/** One location of the team and distributor, locked for update when `lock`. */
export async function findLocation(
  db: DbOrTx,
  params: { teamId: number; distributorId: number; id: number; lock?: boolean },
): Promise<LocationRow | null> {
  const q = db
    .select()
    .from(distributorLocations)
    .where(
      and(
        eq(distributorLocations.id, params.id),
        eq(distributorLocations.team_id, params.teamId),
        eq(distributorLocations.distributor_id, params.distributorId),
      ),
    );
  const [row] = await (params.lock ? q.for('update') : q);
  return row ?? null;
}

/** Whether another location of the distributor has this code (codes are unique per distributor). */
export async function codeTaken(
  db: DbOrTx,
  params: { teamId: number; distributorId: number; code: string; exceptId?: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: distributorLocations.id })
    .from(distributorLocations)
    .where(
      and(
        eq(distributorLocations.team_id, params.teamId),
        eq(distributorLocations.distributor_id, params.distributorId),
        eq(distributorLocations.code, params.code),
        params.exceptId ? ne(distributorLocations.id, params.exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertLocation(
  db: DbOrTx,
  params: {
    teamId: number;
    distributorId: number;
    values: LocationValues & Pick<LocationRow, 'name' | 'code' | 'address1' | 'city' | 'state' | 'postcode'>;
  },
): Promise<LocationRow> {
  const [row] = await db
    .insert(distributorLocations)
    .values({ team_id: params.teamId, distributor_id: params.distributorId, ...params.values })
    .returning();
  return row!;
}

export async function updateLocation(
  db: DbOrTx,
  params: { teamId: number; id: number; values: LocationValues },
): Promise<LocationRow> {
  const [row] = await db
    .update(distributorLocations)
    .set({ ...params.values, updated_at: sql`now()` })
    .where(and(eq(distributorLocations.id, params.id), eq(distributorLocations.team_id, params.teamId)))
    .returning();
  return row!;
}
