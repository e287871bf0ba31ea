import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createSandboxMail, type MailAdapter } from '../../../adapters/mail/index.ts';

// The invitation and password-reset emails go through a workflow (compose, then send) run after the commit.
// A mail adapter that dies once, before or after its effect, shows the email still arrives exactly once.
let t: TestApp;
let crash: 'before' | 'after' | null = null;

beforeAll(async () => {
  let sandbox: MailAdapter | null = null;
  const flaky: MailAdapter = {
    transport: 'sandbox',
    async send(message, opts) {
      sandbox ??= createSandboxMail(t.ctx.database.db);
      const when = crash;
      crash = null;
      if (when === 'before') throw new Error('the mail server is down');
      const sent = await sandbox.send(message, opts);
      if (when === 'after') throw new Error('the process died before recording the send');
      return sent;
    },
  };
  t = await createTestApp({ mail: flaky });
});
afterAll(async () => t?.close());

async function mailbox(to: string) {
  return (await t.anonymous.get(`/api/dev/mailbox?to=${to}`)).json().messages as { subject: string }[];
}

async function runsBy(status: 'pending' | 'running' | 'completed'): Promise<number> {
  const { rows } = (await t.ctx.database.db.execute(
    sql`select count(*)::int as n from workflow_runs where status = ${status}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(rows[0]!.n);
}

/**
 * The sweep retries a failed run after a back-off; make it due now instead of waiting, and answer how many runs
 * it completed. The app's own poll may take the run first, so what counts is the runs' state once none is left
 * to do, not which sweeper did it.
 */
async function sweepNow(): Promise<number> {
  const before = await runsBy('completed');
  // The failing attempt records itself after the request has answered: wait until it has.
  await vi.waitFor(async () => expect(await runsBy('running')).toBe(0), { timeout: 15_000, interval: 50 });
  await vi.waitFor(
    async () => {
      // Due now on every poll, so the test never waits out a back-off, whichever runner (this one or the app's own
      // sweeper, which races it) made the last attempt. Once on a quiet machine a run stayed pending past 15 s.
      await t.ctx.database.db.execute(
        sql`update workflow_runs set run_after = now() where status = 'pending'`,
      );
      await t.ctx.workflows.runPending();
      expect(await runsBy('running')).toBe(0);
      expect(await runsBy('pending')).toBe(0);
    },
    { timeout: 15_000, interval: 50 },
  );
  return (await runsBy('completed')) - before;
}

describe('account emails survive a crash', () => {
  it('sends the invitation once when the first send fails before reaching the mail server', async () => {
    const admin = await t.signIn('brand@demo.test');
    crash = 'before';
    const res = await admin.post('/api/account/members', {
      name: 'Ivy',
      email: 'ivy@demo.test',
      viewer: true,
    });
    // The invitation itself committed; only the email waits for the retry.
    expect(res.statusCode).toBe(201);
    expect(await mailbox('ivy@demo.test')).toEqual([]);
    expect(await sweepNow()).toBe(1);
    expect(await sweepNow()).toBe(0);
    const mail = await mailbox('ivy@demo.test');
    expect(mail.map((m) => m.subject)).toEqual(["You're invited to Apex Brake Co on Partsflow"]);
  });

  it('sends the password reset once when the process dies after the send, before recording the step', async () => {
    crash = 'after';
    const res = await t.anonymous.post('/api/password-resets', { email: 'brand2@demo.test' });
    expect(res.statusCode).toBe(202);
    expect(await mailbox('brand2@demo.test')).toHaveLength(1);
    expect(await sweepNow()).toBe(1);
    expect(await mailbox('brand2@demo.test')).toHaveLength(1);
  });
});
