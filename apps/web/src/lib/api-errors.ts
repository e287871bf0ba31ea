import { ApiError, NO_ERROR_BODY } from './api-client.ts';

/**
 * The server's messages for a failed call: each field detail, else its one message. Decided by the error's
 * code, never by its text: an answer without an error body has no server message.
 */
export function serverMessages(err: unknown): string[] {
  if (!(err instanceof ApiError)) return [];
  const details = err.details.map((d) => d.message).filter(Boolean);
  if (details.length > 0) return details;
  return err.code !== NO_ERROR_BODY && err.message ? [err.message] : [];
}

/** The server's message when it sent one (spec: "the server's response message is shown when present"). */
export function serverMessageOr(err: unknown, fallback: string): string {
  const messages = serverMessages(err);
  return messages.length > 0 ? messages.join(', ') : fallback;
}

/** The error's code when the server answered with one (`product_not_found`, `validation_failed`...). */
export function errorCode(err: unknown): string | null {
  return err instanceof ApiError && err.code !== NO_ERROR_BODY ? err.code : null;
}

/**
 * What to tell a person about a failed call: the caller's own text for the error's code when it has one
 * (`{ conflict: 'That SKU is taken' }`), else the server's message, else the fallback.
 */
export function describeError(
  err: unknown,
  fallback: string,
  byCode: Readonly<Record<string, string>> = {},
): string {
  const code = errorCode(err);
  if (code && byCode[code]) return byCode[code];
  return serverMessageOr(err, fallback);
}
