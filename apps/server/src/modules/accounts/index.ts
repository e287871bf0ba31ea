/** Accounts: teams, users, memberships, sessions, API keys, invitations and password resets. */
export { accountsRoutes, SESSION_COOKIE, sessionCookieName } from './accounts.routes.ts';
export type { AccountsDeps } from './onboarding.service.ts';
export { authenticationPlugin } from './authentication.plugin.ts';
export {
  anyUserExists,
  createTeam,
  createUser,
  getApiKeys,
  getTeam,
  listTeamAdmins,
  openSession,
  setMembership,
} from './accounts.service.ts';
