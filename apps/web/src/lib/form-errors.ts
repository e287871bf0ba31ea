import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts a failed submit's errors on the form: each server field error on its field (the server validates
 * with the same contract schema, so messages match), anything else as the form's root error.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): void {
  if (err instanceof ApiError) {
    let placed = false;
    for (const d of err.details) {
      const field = d.path.join('.') as FieldPath<T>;
      if (fields.includes(field)) {
        setError(field, { type: 'server', message: d.message });
        placed = true;
      }
    }
    if (!placed) setError('root.server', { type: 'server', message: err.message });
    return;
  }
  setError('root.server', { type: 'server', message: 'Something went wrong. Please try again.' });
}
