import pg from 'pg';

/**
 * Round trips to PostgreSQL: every statement a pooled client sends while a recording is open is kept (text and
 * parameters), so one request's statements can be counted, printed and explained (issues 12 and 15).
 */
interface Sent {
  text: string;
  values: unknown[];
}
let recording: Sent[] | null = null;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
  const q = a[0] as string | { text?: string; values?: unknown[] } | undefined;
  const second = Array.isArray(a[1]) ? (a[1] as unknown[]) : undefined;
  recording?.push(
    typeof q === 'string'
      ? { text: q, values: second ?? [] }
      : { text: q?.text ?? '?', values: q?.values ?? second ?? [] },
  );
  return (clientQuery as (...x: unknown[]) => unknown).apply(this, a);
} as typeof pg.Client.prototype.query;

/** Runs `fn`, prints how many statements it sent and the start of each; answers them too. */
export async function roundTrips(label: string, fn: () => Promise<unknown>): Promise<Sent[]> {
  recording = [];
  const sent = recording;
  try {
    await fn();
  } finally {
    recording = null;
  }
  console.log(`${label}: ${sent.length} round trips to PostgreSQL`);
  for (const q of sent) console.log(`  ${q.text.replace(/\s+/g, ' ').trim().slice(0, 150)}`);
  return sent;
}
