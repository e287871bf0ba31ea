import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { allianceMerchants, apiKeys, teamDomains, teams, users } from './accounts.tables.ts';

export async function updateUserDetails(db: DbOrTx, id: number, values: { name: string; email: string }) {
  await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, id));
}

export async function updateTeam(
  db: DbOrTx,
  id: number,
  values: Partial<{
    name: string;
    legal_business_name: string;
    region: string;
    timezone: string;
    default_currency_code: string;
    legal_business_ids: { type: string; value: string }[];
  }>,
) {
  await db
    .update(teams)
    .set({ ...values, updated_at: new Date() })
    .where(eq(teams.id, id));
}

export async function listDomains(db: DbOrTx, teamId: number) {
  return db
    .select({ id: teamDomains.id, domain: teamDomains.domain, read_only: teamDomains.read_only })
    .from(teamDomains)
    .where(eq(teamDomains.team_id, teamId))
    .orderBy(asc(teamDomains.id));
}

export async function findDomain(db: DbOrTx, params: { teamId: number; id: number }) {
  const [row] = await db
    .select()
    .from(teamDomains)
    .where(and(eq(teamDomains.team_id, params.teamId), eq(teamDomains.id, params.id)))
    .for('update');
  return row ?? null;
}

/** Inserts the domain; null when the team already has it (the unique index decides, also under a race). */
export async function insertDomain(
  db: DbOrTx,
  values: { teamId: number; domain: string; readOnly: boolean },
) {
  const [row] = await db
    .insert(teamDomains)
    .values({ team_id: values.teamId, domain: values.domain, read_only: values.readOnly })
    .onConflictDoNothing()
    .returning({ id: teamDomains.id, domain: teamDomains.domain, read_only: teamDomains.read_only });
  return row ?? null;
}

export async function domainTaken(db: DbOrTx, params: { teamId: number; domain: string; exceptId: number }) {
  const [row] = await db
    .select({ id: teamDomains.id })
    .from(teamDomains)
    .where(
      and(
        eq(teamDomains.team_id, params.teamId),
        eq(teamDomains.domain, params.domain),
        sql`${teamDomains.id} <> ${params.exceptId}`,
      ),
    );
  return Boolean(row);
}

export async function setDomain(db: DbOrTx, id: number, domain: string) {
  const [row] = await db
    .update(teamDomains)
    .set({ domain, updated_at: new Date() })
    .where(eq(teamDomains.id, id))
    .returning({ id: teamDomains.id, domain: teamDomains.domain, read_only: teamDomains.read_only });
  return row!;
}

export async function deleteDomain(db: DbOrTx, id: number) {
  await db.delete(teamDomains).where(eq(teamDomains.id, id));
}

/** Revokes the team's live key of a kind and issues a new one. */
export async function rotateApiKey(
  db: DbOrTx,
  params: { teamId: number; kind: 'publishable' | 'secret'; token: string },
) {
  await db
    .update(apiKeys)
    .set({ revoked_at: new Date() })
    .where(
      and(eq(apiKeys.team_id, params.teamId), eq(apiKeys.kind, params.kind), isNull(apiKeys.revoked_at)),
    );
  await db.insert(apiKeys).values({ team_id: params.teamId, kind: params.kind, token: params.token });
}

export async function findAlliance(db: DbOrTx, teamId: number) {
  const [row] = await db
    .select({
      id: allianceMerchants.id,
      provider_id: allianceMerchants.provider_id,
      api_key: allianceMerchants.api_key,
    })
    .from(allianceMerchants)
    .where(eq(allianceMerchants.team_id, teamId));
  return row ?? null;
}

export async function upsertAlliance(
  db: DbOrTx,
  values: { teamId: number; providerId: string; apiKey: string },
) {
  const [row] = await db
    .insert(allianceMerchants)
    .values({ team_id: values.teamId, provider_id: values.providerId, api_key: values.apiKey })
    .onConflictDoUpdate({
      target: allianceMerchants.team_id,
      set: { provider_id: values.providerId, api_key: values.apiKey, updated_at: new Date() },
    })
    .returning({
      id: allianceMerchants.id,
      provider_id: allianceMerchants.provider_id,
      api_key: allianceMerchants.api_key,
    });
  return row!;
}

export async function deleteAlliance(db: DbOrTx, teamId: number) {
  const rows = await db
    .delete(allianceMerchants)
    .where(eq(allianceMerchants.team_id, teamId))
    .returning({ id: allianceMerchants.id });
  return rows.length > 0;
}
