import { ApiError } from '../../../lib/api-client.ts';

/** The server's messages for a failed call: each field detail, else the one message. */
export function serverMessages(err: unknown): string[] {
  if (!(err instanceof ApiError)) return [];
  const details = err.details.map((d) => d.message).filter(Boolean);
  if (details.length > 0) return details;
  // The client's own fallback for a bare status is not a server message.
  return err.message && !err.message.startsWith('An error has occured') ? [err.message] : [];
}

/** The server's message when it sent one (spec: "the server's response message is shown when present"). */
export function serverMessageOr(err: unknown, fallback: string): string {
  const messages = serverMessages(err);
  return messages.length > 0 ? messages.join(', ') : fallback;
}
