import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';

// The server must outlive its database connections: a PostgreSQL restart or failover ends every session, and the
// process has to carry on (no crash from an unhandled 'error' event) and recover on its own.
let t: TestApp;
let url: string;

beforeAll(async () => {
  const testDb = await createTestDatabase({ kind: 'postgresql' });
  url = testDb.url!;
  t = await createTestApp({ testDb, workers: true });
}, 120_000);
afterAll(async () => t?.close());

async function terminateAllSessions(): Promise<number> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    const res = await admin.query<{ terminated: boolean }>(
      `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [name],
    );
    return res.rows.filter((r) => r.terminated).length;
  } finally {
    await admin.end();
  }
}

async function eventually<T>(fn: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`did not recover: ${String(last)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('when PostgreSQL ends every connection of the server', () => {
  it('keeps running and serves requests, live messages and jobs again', async () => {
    const brand = await t.signIn('brand@demo.test');
    expect((await brand.get('/api/session')).statusCode).toBe(200);
    const received: unknown[] = [];
    t.ctx.live.subscribe(t.teams.brands[0]!, (m) => received.push(m));
    const worked: number[] = [];
    await t.ctx.jobs.work<{ n: number }>('outage-test', async (data) => {
      worked.push(data.n);
    });

    // The pool, the LISTEN session and the job queue's own connections are all cut.
    expect(await terminateAllSessions()).toBeGreaterThanOrEqual(2);

    // Requests succeed again (a request caught mid-query may fail once; none may bring the process down).
    const session = await eventually(async () => {
      const res = await brand.get('/api/session');
      return res.statusCode === 200 ? res : undefined;
    });
    expect(session.json()).toMatchObject({ user: { email: 'brand@demo.test' } });

    // The live channel LISTENs again on a new session and delivers what is published after the outage.
    await eventually(async () => {
      await t.ctx.live.publish(t.teams.brands[0]!, 'outage.check', { ok: true });
      await new Promise((r) => setTimeout(r, 200));
      return received.length > 0 ? true : undefined;
    });
    expect(received[0]).toEqual({ topic: 'outage.check', payload: { ok: true } });

    // The job queue reconnects and works a job sent after the outage.
    await eventually(async () => ((await t.ctx.jobs.send('outage-test', { n: 7 })) ? true : undefined));
    await eventually(async () => (worked.includes(7) ? true : undefined), 30_000);
  }, 90_000);
});
