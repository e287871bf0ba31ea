import { AppError } from '../../platform/http/errors.ts';

/** The accounts module's error codes, each with its one status. */
const CODES = {
  invalid_credentials: [401, 'Invalid email or password'],
  too_many_attempts: [429, 'Too many failed sign-in attempts. Wait a moment and try again.'],
  cannot_remove_self: [409, 'You cannot remove yourself from the team'],
  invalid_token: [404, 'This link is invalid or has expired'],
  not_a_member: [404, 'Not found'],
  already_member: [409, 'That person is already a member of this team'],
  email_taken: [409, 'An account with this email already exists. Sign in or reset your password instead.'],
  domain_taken: [409, 'This domain is already in the list'],
  domain_read_only: [409, 'This domain is read-only and cannot be changed or removed'],
  domain_not_found: [404, 'Not found'],
  alliance_not_found: [404, 'Not found'],
} as const satisfies Record<string, readonly [AppError['status'], string]>;

export type AccountsErrorCode = keyof typeof CODES;

export function accountsError(code: AccountsErrorCode): AppError {
  const [status, message] = CODES[code];
  return new AppError(code, status, message);
}
