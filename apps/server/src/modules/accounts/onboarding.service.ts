import { ONBOARDING_STEPS, type OnboardInput } from '@partsflow/contracts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { randomToken, sha256 } from '../../platform/auth/tokens.ts';
import { startWorkflow, type WorkflowRunner } from '../../platform/workflows/index.ts';
import { accountsError } from './accounts.errors.ts';
import * as repo from './accounts.repository.ts';
import * as settings from './account-settings.repository.ts';
import { signupEmail } from './workflows/account-emails.workflow.ts';

/** What sign-up needs of other modules, handed in by the app (accounts imports no module: 0010). */
export interface AccountsDeps {
  /** Gives a new merchant team its first sandbox store, in the sign-up's transaction; answers the store's domain. */
  openSandboxStore(
    tx: Tx,
    params: { teamId: number; userId: number; name: string },
  ): Promise<{ domain: string }>;
  /** What the team has done on the marketplace path, for the onboarding steps. */
  onboardingState(
    db: Db,
    teamId: number,
  ): Promise<{ importList: number; published: number; fulfilments: number }>;
}

const SET_PASSWORD_TTL_MS = 7 * 24 * 3600 * 1000;

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** The new team: marketplace enabled, its keys, the user as admin, a sandbox store whose domain is read-only. */
async function openMerchantTeam(tx: Tx, deps: AccountsDeps, params: { userId: number; teamName: string }) {
  const team = await repo.insertTeam(tx, {
    name: params.teamName,
    catalogue: false,
    marketplace: true,
    distributor: false,
  });
  await repo.insertApiKeys(tx, {
    teamId: team.id,
    publishable: `pk_${randomToken(24)}`,
    secret: `sk_${randomToken(32)}`,
  });
  await repo.upsertMembership(tx, {
    teamId: team.id,
    userId: params.userId,
    admin: true,
    editor: true,
    billing: true,
    viewer: true,
  });
  const store = await deps.openSandboxStore(tx, {
    teamId: team.id,
    userId: params.userId,
    name: `${params.teamName} store`,
  });
  await settings.insertDomain(tx, { teamId: team.id, domain: store.domain, readOnly: true });
  return team;
}

/**
 * Public sign-up: a new person with a new merchant team. Nothing is created when the email has an account
 * (also when two sign-ups race: the unique index decides). The set-password link is an invitation token, so
 * following it sets the password and opens a session in the new team.
 */
export async function signUp(
  db: Db,
  deps: AccountsDeps,
  params: { input: OnboardInput; publicUrl: string; workflows: WorkflowRunner },
) {
  const { user: u, team: t } = params.input.account;
  let runId: number;
  try {
    runId = await db.transaction(async (tx) => {
      if (await repo.findUserByEmail(tx, u.email)) throw accountsError('email_taken');
      const user = await repo.insertUser(tx, { email: u.email, name: u.name, passwordHash: null });
      const team = await openMerchantTeam(tx, deps, { userId: user.id, teamName: t.name });
      const token = randomToken();
      await repo.insertUserToken(tx, {
        purpose: 'invitation',
        tokenHash: sha256(token),
        userId: user.id,
        teamId: team.id,
        expiresAt: new Date(Date.now() + SET_PASSWORD_TTL_MS),
      });
      return startWorkflow(
        tx,
        signupEmail,
        {
          to: user.email,
          name: user.name,
          teamName: team.name,
          setPasswordUrl: `${params.publicUrl}/accept-invitation/${token}`,
        },
        { teamId: team.id },
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw accountsError('email_taken');
    throw err;
  }
  await params.workflows.runNow(runId);
  return { url: `/sign-up/check-email?email=${encodeURIComponent(u.email)}` };
}

/**
 * Account Setup of a signed-in user (`POST /onboard/{userId}`): only for the caller's own user (anyone else's
 * answers 404). Updates their name and email and opens a merchant team with its sandbox store, which becomes the
 * session's current team.
 */
export async function onboardUser(
  db: Db,
  deps: AccountsDeps,
  params: { userId: number; callerId: number; sessionId: number; input: OnboardInput },
) {
  if (params.userId !== params.callerId) throw accountsError('not_a_member');
  const { user: u, team: t } = params.input.account;
  try {
    await db.transaction(async (tx) => {
      const other = await repo.findUserByEmail(tx, u.email);
      if (other && other.id !== params.userId) throw accountsError('email_taken');
      await settings.updateUserDetails(tx, params.userId, { name: u.name, email: u.email });
      const team = await openMerchantTeam(tx, deps, { userId: params.userId, teamName: t.name });
      await repo.setSessionTeam(tx, { sessionId: params.sessionId, teamId: team.id });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw accountsError('email_taken');
    throw err;
  }
  return { url: '/marketplace' };
}

/**
 * The onboarding steps of marketplace spec 2.6 from what the team has done: products in the import list (or
 * beyond) means it found products and added them; a product in a store means it imported; a fulfilment means it
 * requested fulfilment. A later step done implies the earlier ones (the import list empties as products publish).
 */
export async function onboardingSteps(db: Db, deps: AccountsDeps, teamId: number) {
  const s = await deps.onboardingState(db, teamId);
  const reached = [
    s.importList > 0 || s.published > 0,
    s.importList > 0 || s.published > 0,
    s.published > 0,
    s.fulfilments > 0,
  ];
  const done = reached.map((_, i) => reached.slice(i).some(Boolean));
  return { steps: ONBOARDING_STEPS.map((step, i) => ({ ...step, done: done[i]! })) };
}
