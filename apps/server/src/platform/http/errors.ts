import {
  ERROR_STATUS,
  type ErrorDetail,
  type ErrorResponse,
  type GenericErrorCode,
} from '@partsflow/contracts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { databaseRefusal } from './database-errors.ts';

type Status = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503;

/** The one error type of the server. Modules define their codes with a status each (see *.errors.ts). */
export class AppError extends Error {
  /** Response headers the answer carries (Retry-After on a throttled request). */
  headers?: Record<string, string>;
  constructor(
    readonly code: string,
    readonly status: Status,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function appError(code: GenericErrorCode, message: string, details?: ErrorDetail[]): AppError {
  return new AppError(code, ERROR_STATUS[code] as Status, message, details);
}

export const notFound = (message = 'Not found') => appError('not_found', message);
export const forbidden = (message = 'You do not have permission to do that') =>
  appError('forbidden', message);
export const conflict = (message: string) => appError('conflict', message);

export function validationFailed(details: ErrorDetail[], message?: string): AppError {
  return appError('validation_failed', message ?? details[0]?.message ?? 'Validation failed', details);
}

export function fromZodError(err: ZodError): AppError {
  return validationFailed(
    err.issues.map((i) => ({
      path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
      message: i.message,
    })),
  );
}

/**
 * Maps any thrown value to the status and body the client sees. A 500 never carries the original message:
 * internals stay in the log.
 */
export function toHttpError(err: unknown): { status: number; body: ErrorResponse } {
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: {
        error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) },
      },
    };
  }
  if (err instanceof ZodError) return toHttpError(fromZodError(err));
  if (hasZodFastifySchemaValidationErrors(err)) {
    const details: ErrorDetail[] = err.validation.map((v) => ({
      path: pathOf(v.instancePath, v.params),
      message: v.message ?? 'Invalid value',
    }));
    return toHttpError(validationFailed(details));
  }
  if (isResponseSerializationError(err)) return internal();
  const refusal = databaseRefusal(err);
  if (refusal) {
    const { status, code, message, details } = refusal;
    return { status, body: { error: { code, message, ...(details ? { details } : {}) } } };
  }
  const e = err as { statusCode?: number; code?: string; message?: string; validation?: unknown };
  if (e && typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    // Fastify's own client errors (bad JSON, body too large, unsupported media type, rate limit).
    const code: GenericErrorCode =
      e.statusCode === 429
        ? 'rate_limited'
        : e.statusCode === 404
          ? 'not_found'
          : e.statusCode === 401
            ? 'unauthenticated'
            : e.statusCode === 403
              ? 'forbidden'
              : 'bad_request';
    return { status: e.statusCode, body: { error: { code, message: e.message ?? 'Bad request' } } };
  }
  return internal();
}

/**
 * The router's own refusals (a path value longer than the router allows, a malformed percent-encoding), which
 * Fastify answers before any hook or error handler unless `frameworkErrors` hands them here.
 */
export function frameworkError(err: { code?: string }): { status: number; body: ErrorResponse } {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return {
      status: 414,
      body: { error: { code: 'bad_request', message: 'A value in the address is too long' } },
    };
  if (err.code === 'FST_ERR_BAD_URL')
    return { status: 400, body: { error: { code: 'bad_request', message: 'The address is not valid' } } };
  return toHttpError(err);
}

function internal() {
  return { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } };
}

function pathOf(instancePath: string, params: unknown): (string | number)[] {
  const parts = instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const issue = (params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue;
  if (issue?.path?.length) return issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  return parts;
}
