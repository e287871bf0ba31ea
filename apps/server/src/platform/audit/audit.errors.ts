import { AppError } from '../http/errors.ts';

/** The one refusal of the audit trail: a history entry whose change cannot be undone (409). */
export function notRevertible(message = 'This change cannot be reverted'): AppError {
  return new AppError('audit_not_revertible', 409, message);
}
