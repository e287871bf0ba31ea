import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  apiKeys,
  memberships,
  sessions,
  signInAttempts,
  teams,
  userTokens,
  users,
} from './accounts.tables.ts';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function listTeamsOfUser(db: DbOrTx, userId: number) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      catalogue_platform_enabled: teams.catalogue_platform_enabled,
      marketplace_platform_enabled: teams.marketplace_platform_enabled,
      distributor_platform_enabled: teams.distributor_platform_enabled,
      admin: memberships.admin,
      editor: memberships.editor,
      billing: memberships.billing,
      viewer: memberships.viewer,
    })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.team_id))
    .where(eq(memberships.user_id, userId))
    .orderBy(teams.name, teams.id);
}

export async function findTeamById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(teams).where(eq(teams.id, id));
  return row ?? null;
}

export async function findMembership(db: DbOrTx, params: { teamId: number; userId: number }) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.team_id, params.teamId), eq(memberships.user_id, params.userId)));
  return row ?? null;
}

export async function listMembers(db: DbOrTx, params: { teamId: number }) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      admin: memberships.admin,
      editor: memberships.editor,
      billing: memberships.billing,
      viewer: memberships.viewer,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(eq(memberships.team_id, params.teamId))
    .orderBy(users.name, users.id);
}

export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; userId: number; teamId: number | null; csrfToken: string; expiresAt: Date },
) {
  const [row] = await db
    .insert(sessions)
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      current_team_id: values.teamId,
      csrf_token: values.csrfToken,
      expires_at: values.expiresAt,
    })
    .returning();
  return row!;
}

export async function findLiveSession(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.token_hash, tokenHash), gt(sessions.expires_at, new Date())));
  return row ?? null;
}

export async function deleteSession(db: DbOrTx, id: number) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function setSessionTeam(db: DbOrTx, params: { sessionId: number; teamId: number }) {
  await db.update(sessions).set({ current_team_id: params.teamId }).where(eq(sessions.id, params.sessionId));
}

export async function findActiveApiKey(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ kind: apiKeys.kind, team: teams })
    .from(apiKeys)
    .innerJoin(teams, eq(teams.id, apiKeys.team_id))
    .where(and(eq(apiKeys.token, token), isNull(apiKeys.revoked_at)));
  return row ?? null;
}

export async function listApiKeys(db: DbOrTx, params: { teamId: number }) {
  return db
    .select({ kind: apiKeys.kind, token: apiKeys.token })
    .from(apiKeys)
    .where(and(eq(apiKeys.team_id, params.teamId), isNull(apiKeys.revoked_at)));
}

export async function insertApiKeys(
  db: DbOrTx,
  params: { teamId: number; publishable: string; secret: string },
) {
  await db.insert(apiKeys).values([
    { team_id: params.teamId, kind: 'publishable', token: params.publishable },
    { team_id: params.teamId, kind: 'secret', token: params.secret },
  ]);
}

/** Failures of one email from one address since a time, and when the last one was. */
export async function recentPairFailures(db: DbOrTx, params: { email: string; ip: string; since: Date }) {
  const [row] = await db
    .select({
      failures: sql<number>`count(*)`.mapWith(Number),
      last: sql<Date | null>`max(${signInAttempts.created_at})`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.email, params.email),
        eq(signInAttempts.ip, params.ip),
        gt(signInAttempts.created_at, params.since),
      ),
    );
  return { failures: row?.failures ?? 0, last: row?.last ?? null };
}

export async function recordFailure(db: DbOrTx, params: { email: string; ip: string }) {
  await db.insert(signInAttempts).values(params);
}

export async function clearFailures(db: DbOrTx, params: { email: string; ip: string }) {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.email, params.email), eq(signInAttempts.ip, params.ip)));
}

export async function deleteSessionsOfUser(db: DbOrTx, userId: number) {
  await db.delete(sessions).where(eq(sessions.user_id, userId));
}

export async function deleteSessionByTokenHash(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
}

export async function deleteMembership(db: DbOrTx, params: { teamId: number; userId: number }) {
  const removed = await db
    .delete(memberships)
    .where(and(eq(memberships.team_id, params.teamId), eq(memberships.user_id, params.userId)))
    .returning({ user_id: memberships.user_id });
  return removed.length > 0;
}

export async function insertUserToken(
  db: DbOrTx,
  values: {
    purpose: 'invitation' | 'password_reset';
    tokenHash: string;
    userId: number;
    teamId: number | null;
    expiresAt: Date;
  },
) {
  await db.insert(userTokens).values({
    purpose: values.purpose,
    token_hash: values.tokenHash,
    user_id: values.userId,
    team_id: values.teamId,
    expires_at: values.expiresAt,
  });
}

export async function findUsableToken(
  db: DbOrTx,
  params: { purpose: 'invitation' | 'password_reset'; tokenHash: string },
) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.purpose, params.purpose),
        eq(userTokens.token_hash, params.tokenHash),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, new Date()),
      ),
    );
  return row ?? null;
}

/** Marks the token used; false when another request used it first. */
export async function consumeToken(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ used_at: new Date() })
    .where(and(eq(userTokens.id, id), isNull(userTokens.used_at)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<{ name: string; password_hash: string }>,
) {
  await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, id));
}

export async function insertUser(
  db: DbOrTx,
  values: { email: string; name: string; passwordHash: string | null; staff?: boolean },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      name: values.name,
      password_hash: values.passwordHash,
      staff: values.staff ?? false,
    })
    .returning();
  return row!;
}

export async function upsertMembership(
  db: DbOrTx,
  values: {
    teamId: number;
    userId: number;
    admin: boolean;
    editor: boolean;
    billing: boolean;
    viewer: boolean;
  },
) {
  const roles = {
    admin: values.admin,
    editor: values.editor,
    billing: values.billing,
    viewer: values.viewer,
  };
  await db
    .insert(memberships)
    .values({ team_id: values.teamId, user_id: values.userId, ...roles })
    .onConflictDoUpdate({ target: [memberships.team_id, memberships.user_id], set: roles });
}

export async function insertTeam(
  db: DbOrTx,
  values: { name: string; catalogue: boolean; marketplace: boolean; distributor: boolean },
) {
  const [row] = await db
    .insert(teams)
    .values({
      name: values.name,
      catalogue_platform_enabled: values.catalogue,
      marketplace_platform_enabled: values.marketplace,
      distributor_platform_enabled: values.distributor,
    })
    .returning();
  return row!;
}

/** Whether the database has any user at all (demo data loads only into an empty one). */
export async function anyUserExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return Boolean(row);
}

/** Every team admin with their user, by user id (the demo data names who made its changes). */
export async function listTeamAdmins(db: DbOrTx) {
  return db
    .select({
      team_id: memberships.team_id,
      user_id: users.id,
      email: users.email,
      name: users.name,
      staff: users.staff,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(eq(memberships.admin, true))
    .orderBy(users.id, memberships.team_id);
}
