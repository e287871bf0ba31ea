import type { InviteMemberInput, Session } from '@partsflow/contracts';
import { normaliseRoles } from '@partsflow/contracts';
import type { Db } from '../../platform/db/client.ts';
import { startWorkflow, type WorkflowRunner } from '../../platform/workflows/index.ts';
import { invitationEmail, passwordResetEmail } from './workflows/account-emails.workflow.ts';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../platform/auth/tokens.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import * as repo from './accounts.repository.ts';
import { accountsError } from './accounts.errors.ts';

export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;

/**
 * Sign-in throttling per account and address pair (decision record 0050). Failures of one email from one address
 * within the window are counted; from the FREE_FAILURES-th on, each further attempt of that pair must wait twice
 * as long as the one before (1 s, 2 s, 4 s, ... up to MAX_DELAY_MS). No other pair is slowed: the account's owner
 * from another address and other accounts from the same address sign in as usual, so an attacker can neither
 * lock a user out nor deny service to an office behind one address.
 */
export const THROTTLE = {
  windowMs: 60 * 60 * 1000,
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
} as const;

/** How long a pair with this many recent failures waits after its last failure. */
export function throttleDelayMs(failures: number): number {
  if (failures < THROTTLE.freeFailures) return 0;
  const exponent = Math.min(failures - THROTTLE.freeFailures, 30);
  return Math.min(THROTTLE.baseDelayMs * 2 ** exponent, THROTTLE.maxDelayMs);
}

export async function buildSession(
  db: Db,
  userId: number,
  currentTeamId: number | null,
  csrfToken: string,
): Promise<Session> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw accountsError('invalid_credentials');
  const teams = await repo.listTeamsOfUser(db, userId);
  return {
    user: { id: user.id, name: user.name, email: user.email, staff: user.staff },
    teams,
    current_team_id: currentTeamId ?? teams[0]?.id ?? null,
    csrf_token: csrfToken,
  };
}

/** Signs in and opens a session; failures are counted in the database so the throttle holds across processes. */
export async function signIn(
  db: Db,
  input: { email: string; password: string; ip: string; previousToken?: string; now?: Date },
) {
  const now = input.now ?? new Date();
  const pair = { email: input.email.trim().toLowerCase(), ip: input.ip };
  const recent = await repo.recentPairFailures(db, {
    ...pair,
    since: new Date(now.getTime() - THROTTLE.windowMs),
  });
  if (recent.last) {
    const waitUntil = recent.last.getTime() + throttleDelayMs(recent.failures);
    if (waitUntil > now.getTime()) {
      const err = accountsError('too_many_attempts');
      err.headers = { 'retry-after': String(Math.ceil((waitUntil - now.getTime()) / 1000)) };
      throw err;
    }
  }
  const user = await repo.findUserByEmail(db, input.email);
  if (!user || !(await verifyPassword(user.password_hash, input.password))) {
    await repo.recordFailure(db, pair);
    throw accountsError('invalid_credentials');
  }
  await repo.clearFailures(db, pair);
  if (input.previousToken) await repo.deleteSessionByTokenHash(db, sha256(input.previousToken));
  return openSession(db, user.id);
}

export async function openSession(db: Db, userId: number) {
  const teams = await repo.listTeamsOfUser(db, userId);
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await repo.insertSession(db, {
    tokenHash: sha256(token),
    userId,
    teamId: teams[0]?.id ?? null,
    csrfToken,
    expiresAt,
  });
  return { token, expiresAt, session: await buildSession(db, userId, teams[0]?.id ?? null, csrfToken) };
}

export async function signOut(db: Db, sessionId: number) {
  await repo.deleteSession(db, sessionId);
}

/** Resolves the cookie or bearer credential of a request into who is calling. */
export async function authenticate(
  db: Db,
  creds: { sessionToken?: string; bearer?: string },
): Promise<AuthContext> {
  if (creds.bearer) {
    const key = await repo.findActiveApiKey(db, creds.bearer);
    if (!key) return { via: 'anonymous' };
    return { via: key.kind === 'secret' ? 'secret_key' : 'publishable_key', team: key.team };
  }
  if (!creds.sessionToken) return { via: 'anonymous' };
  const session = await repo.findLiveSession(db, sha256(creds.sessionToken));
  if (!session) return { via: 'anonymous' };
  const user = await repo.findUserById(db, session.user_id);
  if (!user) return { via: 'anonymous' };
  let team = null;
  let roles = null;
  if (session.current_team_id) {
    team = await repo.findTeamById(db, session.current_team_id);
    const m = team ? await repo.findMembership(db, { teamId: team.id, userId: user.id }) : null;
    roles = m ? { admin: m.admin, editor: m.editor, billing: m.billing, viewer: m.viewer } : null;
    // A user removed from the team keeps no access to it, staff aside.
    if (!m && !user.staff) team = null;
  }
  return {
    via: 'session',
    sessionId: session.id,
    csrfToken: session.csrf_token,
    user: { id: user.id, email: user.email, name: user.name, staff: user.staff },
    team,
    roles,
  };
}

export async function switchTeam(
  db: Db,
  params: { sessionId: number; userId: number; teamId: number; staff: boolean; csrfToken: string },
) {
  const m = await repo.findMembership(db, { teamId: params.teamId, userId: params.userId });
  if (!m) throw accountsError('not_a_member');
  await repo.setSessionTeam(db, { sessionId: params.sessionId, teamId: params.teamId });
  return buildSession(db, params.userId, params.teamId, params.csrfToken);
}

export async function getTeam(db: Db, params: { teamId: number; requesterTeamId: number; staff: boolean }) {
  if (params.teamId !== params.requesterTeamId && !params.staff) throw accountsError('not_a_member');
  const team = await repo.findTeamById(db, params.teamId);
  if (!team) throw accountsError('not_a_member');
  return team;
}

const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
const RESET_TTL_MS = 2 * 3600 * 1000;

export async function inviteMember(
  db: Db,
  params: {
    teamId: number;
    input: InviteMemberInput;
    publicUrl: string;
    inviterName: string;
    workflows: WorkflowRunner;
  },
) {
  const roles = normaliseRoles(params.input);
  const { member, runId } = await db.transaction(async (tx) => {
    let user = await repo.findUserByEmail(tx, params.input.email);
    if (user && (await repo.findMembership(tx, { teamId: params.teamId, userId: user.id }))) {
      throw accountsError('already_member');
    }
    user ??= await repo.insertUser(tx, {
      email: params.input.email,
      name: params.input.name,
      passwordHash: null,
    });
    await repo.upsertMembership(tx, { teamId: params.teamId, userId: user.id, ...roles });
    const team = await repo.findTeamById(tx, params.teamId);
    const token = randomToken();
    await repo.insertUserToken(tx, {
      purpose: 'invitation',
      tokenHash: sha256(token),
      userId: user.id,
      teamId: params.teamId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    const runId = await startWorkflow(
      tx,
      invitationEmail,
      {
        to: user.email,
        inviterName: params.inviterName,
        teamName: team?.name ?? null,
        acceptUrl: `${params.publicUrl}/accept-invitation/${token}`,
      },
      { teamId: params.teamId },
    );
    const member = {
      id: user.id,
      name: user.name,
      email: user.email,
      admin: roles.admin,
      editor: roles.editor,
      billing: roles.billing,
      viewer: roles.viewer,
    };
    return { member, runId };
  });
  // Committed: send now, in this process; a failure stays with the run for the workflow sweeper to retry.
  await params.workflows.runNow(runId);
  return member;
}

export async function describeInvitation(db: Db, token: string) {
  const t = await repo.findUsableToken(db, { purpose: 'invitation', tokenHash: sha256(token) });
  if (!t) throw accountsError('invalid_token');
  const user = await repo.findUserById(db, t.user_id);
  const team = t.team_id ? await repo.findTeamById(db, t.team_id) : null;
  return { email: user?.email ?? '', name: user?.name ?? '', team_name: team?.name ?? '' };
}

export async function acceptInvitation(
  db: Db,
  input: { token: string; name: string; password: string },
  opts: { previousToken?: string } = {},
) {
  const t = await repo.findUsableToken(db, { purpose: 'invitation', tokenHash: sha256(input.token) });
  if (!t) throw accountsError('invalid_token');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await repo.consumeToken(tx, t.id))) throw accountsError('invalid_token');
    await repo.updateUser(tx, t.user_id, { name: input.name, password_hash: passwordHash });
    // A new password ends every session the user had (and the one the browser held before).
    await repo.deleteSessionsOfUser(tx, t.user_id);
    if (opts.previousToken) await repo.deleteSessionByTokenHash(tx, sha256(opts.previousToken));
  });
  return openSession(db, t.user_id);
}

/** Always succeeds from the caller's view, so the form does not reveal which emails have accounts. */
export async function requestPasswordReset(
  db: Db,
  params: { email: string; publicUrl: string; workflows: WorkflowRunner },
) {
  const user = await repo.findUserByEmail(db, params.email);
  if (!user) return;
  const token = randomToken();
  const runId = await db.transaction(async (tx) => {
    await repo.insertUserToken(tx, {
      purpose: 'password_reset',
      tokenHash: sha256(token),
      userId: user.id,
      teamId: null,
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    return startWorkflow(tx, passwordResetEmail, {
      to: user.email,
      resetUrl: `${params.publicUrl}/reset-password/${token}`,
    });
  });
  await params.workflows.runNow(runId);
}

export async function resetPassword(db: Db, input: { token: string; password: string }) {
  const t = await repo.findUsableToken(db, { purpose: 'password_reset', tokenHash: sha256(input.token) });
  if (!t) throw accountsError('invalid_token');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await repo.consumeToken(tx, t.id))) throw accountsError('invalid_token');
    await repo.updateUser(tx, t.user_id, { password_hash: passwordHash });
    // Whoever knew the old password is signed out everywhere.
    await repo.deleteSessionsOfUser(tx, t.user_id);
  });
}

/** Removes a member from the team and ends every session they have, so no open tab keeps acting for them. */
export async function removeMember(
  db: Db,
  params: { teamId: number; userId: number; byUserId: number | null },
) {
  if (params.userId === params.byUserId) throw accountsError('cannot_remove_self');
  await db.transaction(async (tx) => {
    if (!(await repo.deleteMembership(tx, { teamId: params.teamId, userId: params.userId }))) {
      throw accountsError('not_a_member');
    }
    await repo.deleteSessionsOfUser(tx, params.userId);
  });
}

export async function getApiKeys(db: Db, teamId: number) {
  const keys = await repo.listApiKeys(db, { teamId });
  return {
    publishable_key: keys.find((k) => k.kind === 'publishable')?.token ?? '',
    secret_key: keys.find((k) => k.kind === 'secret')?.token ?? '',
  };
}

/** Creates a team with its API key pair. Used by demo data and (later) signup. */
export async function createTeam(
  db: Db,
  values: { name: string; catalogue: boolean; marketplace: boolean; distributor: boolean },
) {
  return db.transaction(async (tx) => {
    const team = await repo.insertTeam(tx, values);
    await repo.insertApiKeys(tx, {
      teamId: team.id,
      publishable: `pk_${randomToken(24)}`,
      secret: `sk_${randomToken(32)}`,
    });
    return team;
  });
}

export const listMembers = (db: Db, teamId: number) => repo.listMembers(db, { teamId });

/** A user with a ready password hash (demo data; signup will hash first). Answers the user's id and name. */
export async function createUser(
  db: Db,
  values: { email: string; name: string; passwordHash: string | null; staff?: boolean },
) {
  const row = await repo.insertUser(db, values);
  return { id: row.id, email: row.email, name: row.name, staff: row.staff };
}

/** Gives a user these roles in a team (adding the membership or replacing its roles). */
export async function setMembership(
  db: Db,
  values: {
    teamId: number;
    userId: number;
    admin: boolean;
    editor: boolean;
    billing: boolean;
    viewer: boolean;
  },
) {
  await repo.upsertMembership(db, values);
}

export const anyUserExists = (db: Db) => repo.anyUserExists(db);

/** Team admins (team, user id, email, name, staff flag), by user id. */
export const listTeamAdmins = (db: Db) => repo.listTeamAdmins(db);
