import type { ErrorDetail } from '@partsflow/contracts';

/**
 * PostgreSQL refusals (constraint violations, values out of range, limits) mapped in one place, so a race or a
 * value no check caught answers a clear 4xx instead of 500. Modules may name the field and message a unique
 * constraint stands for (`describeConstraints`); an unnamed one answers a generic conflict. Nothing of the SQL,
 * the constraint name or the offending values reaches the client.
 */
export interface DatabaseRefusal {
  status: 400 | 409;
  code: 'conflict' | 'validation_failed';
  message: string;
  details?: ErrorDetail[];
}

interface ConstraintDescription {
  path: ErrorDetail['path'];
  message: string;
}

const described = new Map<string, ConstraintDescription>();

/** Names the field and message of unique (or other) constraints: `{ products_brand_sku_key: {path, message} }`. */
export function describeConstraints(entries: Record<string, ConstraintDescription>): void {
  for (const [name, d] of Object.entries(entries)) described.set(name, d);
}

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  severity?: unknown;
}

/** The PostgreSQL error behind a thrown value (drizzle wraps the driver's error in `cause`). */
function pgErrorOf(err: unknown): { code: string; constraint?: string } | null {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const p = e as PgLikeError;
    // SQLSTATE codes are five characters; Node's own error codes (ECONNREFUSED, ERR_...) are not.
    if (
      typeof p.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(p.code) &&
      (p.severity || p.constraint !== undefined)
    ) {
      return { code: p.code, constraint: typeof p.constraint === 'string' ? p.constraint : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

const SQLSTATE_MESSAGES: Record<string, string> = {
  '22001': 'A value is too long',
  '22003': 'A number is out of range',
  '22007': 'A date or time is not valid',
  '22008': 'A date or time is out of range',
  '22021': 'Text contains characters that cannot be stored',
  '22P05': 'Text contains characters that cannot be stored',
  '22P02': 'A value is not in the expected format',
  '23502': 'A required value is missing',
  '23503': 'A referenced record does not exist',
  '23514': 'A value is not allowed',
  '54000': 'A value is too long',
};

/** The answer a database refusal deserves, or null when the error is not one (a bug or an outage: 500/503). */
export function databaseRefusal(err: unknown): DatabaseRefusal | null {
  const pgErr = pgErrorOf(err);
  if (!pgErr) return null;
  const d = pgErr.constraint ? described.get(pgErr.constraint) : undefined;
  if (pgErr.code === '23505' || pgErr.code === '23P01') {
    const message = d?.message ?? 'This record already exists';
    return { status: 409, code: 'conflict', message, ...(d ? { details: [{ path: d.path, message }] } : {}) };
  }
  // Other integrity violations (class 23), data exceptions (class 22) and program limits (an index row too large).
  const generic = SQLSTATE_MESSAGES[pgErr.code];
  if (pgErr.code.startsWith('23') || pgErr.code.startsWith('22') || pgErr.code === '54000') {
    const message = d?.message ?? generic ?? 'A value is not valid';
    return { status: 400, code: 'validation_failed', message, details: [{ path: d?.path ?? [], message }] };
  }
  return null;
}
