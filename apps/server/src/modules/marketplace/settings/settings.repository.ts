import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { marketplaceTeamSettings } from '../marketplace.tables.ts';

export type TeamSettingRow = typeof marketplaceTeamSettings.$inferSelect;

/** The settings the team changed from their defaults. */
export async function listTeamSettings(db: DbOrTx, params: { teamId: number }): Promise<TeamSettingRow[]> {
  return db.select().from(marketplaceTeamSettings).where(eq(marketplaceTeamSettings.team_id, params.teamId));
}

export async function upsertTeamSetting(
  db: DbOrTx,
  params: { teamId: number; namespace: string; key: string; value: boolean | number | string },
): Promise<void> {
  await db
    .insert(marketplaceTeamSettings)
    .values({ team_id: params.teamId, namespace: params.namespace, key: params.key, value: params.value })
    .onConflictDoUpdate({
      target: [
        marketplaceTeamSettings.team_id,
        marketplaceTeamSettings.namespace,
        marketplaceTeamSettings.key,
      ],
      set: { value: params.value, updated_at: sql`now()` },
    });
}

export async function findTeamSetting(
  db: DbOrTx,
  params: { teamId: number; namespace: string; key: string },
) {
  const [row] = await db
    .select()
    .from(marketplaceTeamSettings)
    .where(
      and(
        eq(marketplaceTeamSettings.team_id, params.teamId),
        eq(marketplaceTeamSettings.namespace, params.namespace),
        eq(marketplaceTeamSettings.key, params.key),
      ),
    );
  return row ?? null;
}
