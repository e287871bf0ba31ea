/** Accounts: teams, users, memberships, sessions, API keys, invitations and password resets. */
export { accountsRoutes, SESSION_COOKIE } from './accounts.routes.ts';
export { authenticationPlugin } from './authentication.plugin.ts';
export { createTeam, openSession, getApiKeys } from './accounts.service.ts';
export * as accountsRepository from './accounts.repository.ts';
export { teams, users, memberships } from './accounts.tables.ts';
