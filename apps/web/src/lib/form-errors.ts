import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { GENERIC_ERROR } from './mutate-with-toast.ts';

/**
 * The form field a server error detail names: its `path` as sent (`['sku']`), or the shortest ending of it
 * that is a field (`['product', 'sku']` from a multipart `product[sku]` body is the field `sku`).
 */
export function fieldOfPath<F extends string>(
  path: readonly (string | number)[],
  fields: readonly F[],
): F | null {
  for (let start = 0; start < path.length; start++) {
    const name = path.slice(start).join('.');
    const field = fields.find((f) => f === name);
    if (field) return field;
  }
  return null;
}

/**
 * Puts a failed submit's errors on the form: each server field error (`details[].path`) on its field (the
 * server validates with the same contract schema, so messages match), and, unless `root: false`, anything
 * else as the form's root error. Answers whether any field got an error.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  options: { root?: boolean } = {},
): boolean {
  let placed = false;
  if (err instanceof ApiError) {
    for (const d of err.details) {
      const field = fieldOfPath(d.path, fields);
      if (field) {
        setError(field, { type: 'server', message: d.message });
        placed = true;
      }
    }
  }
  if (!placed && options.root !== false) {
    const message = err instanceof ApiError ? err.message : GENERIC_ERROR;
    setError('root.server', { type: 'server', message });
  }
  return placed;
}
