import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { count } from './world.ts';

/** Sign-in throttling that cannot lock people out, and sessions that end when they should (issue 8, items 2, 6). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function signIn(email: string, password: string, ip: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/session',
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  });
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'pf_session');
  return c ? `pf_session=${c.value}` : '';
};

/** Moves a pair's recorded failures into the past, as if that much time had gone by. */
async function age(email: string, ip: string, seconds: number) {
  await t.ctx.database.db.execute(
    sql`update sign_in_attempts set created_at = created_at - make_interval(secs => ${seconds})
        where email = ${email} and ip = ${ip}`,
  );
}

describe('sign-in throttling per account and address', () => {
  const attacker = '203.0.113.7';

  it('slows the guessing pair with growing delays', async () => {
    const email = 'brand2@demo.test';
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'wrong-guess', attacker)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await signIn(email, 'wrong-guess', attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('too_many_attempts');
      // Refused while waiting: even the right password does not get through from this pair.
      expect((await signIn(email, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      await age(email, attacker, wait);
      expect((await signIn(email, 'wrong-guess', attacker)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect(await count(t, sql`select count(*) as n from sign_in_attempts where ip = ${attacker}`)).toBe(9);
  });

  it('lets the owner in from another address and others in from the same address', async () => {
    const email = 'brand3@demo.test';
    for (let i = 0; i < 30; i++) {
      const res = await signIn(email, 'wrong-guess', attacker);
      expect([401, 429]).toContain(res.statusCode);
    }
    expect((await signIn(email, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
    // The account's owner, elsewhere: not locked out.
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    // Someone else behind the attacker's address (one office, one NAT): not denied either.
    expect((await signIn('merchant@demo.test', DEMO_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it("clears only the pair's failures on success", async () => {
    const email = 'merchant2@demo.test';
    for (let i = 0; i < 3; i++) await signIn(email, 'wrong-guess', attacker);
    for (let i = 0; i < 3; i++) await signIn(email, 'wrong-guess', '192.0.2.1');
    expect((await signIn(email, DEMO_PASSWORD, '192.0.2.1')).statusCode).toBe(200);
    expect(await count(t, sql`select count(*) as n from sign_in_attempts where email = ${email}`)).toBe(3);
  });
});

describe('sessions', () => {
  it('rotates the session id at sign-in: the session held before ends', async () => {
    const first = await signIn('distributor@demo.test', DEMO_PASSWORD, '10.1.1.1');
    const old = cookieOf(first);
    const second = await signIn('distributor@demo.test', DEMO_PASSWORD, '10.1.1.1', old);
    const renewed = cookieOf(second);
    expect(renewed).not.toBe(old);
    const asOld = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: old } });
    expect(asOld.statusCode).toBe(401);
    const asNew = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: renewed } });
    expect(asNew.statusCode).toBe(200);
  });

  it('ends every session of a user whose password is reset', async () => {
    const a = await t.signIn('distributor2@demo.test');
    const b = await t.signIn('distributor2@demo.test');
    expect((await a.get('/api/session')).statusCode).toBe(200);
    await t.anonymous.post('/api/password-resets', { email: 'distributor2@demo.test' });
    const mail = (await t.anonymous.get('/api/dev/mailbox?to=distributor2@demo.test')).json().messages;
    const token = /reset-password\/([\w-]+)/.exec(JSON.stringify(mail.at(-1)))![1]!;
    const reset = await t.anonymous.post('/api/password-resets/confirm', {
      token,
      password: 'a-new-password-1',
      password_confirmation: 'a-new-password-1',
    });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await a.get('/api/session')).statusCode).toBe(401);
    expect((await b.get('/api/session')).statusCode).toBe(401);
  });

  it('ends every session of a member removed from the team', async () => {
    const admin = await t.signIn('brand@demo.test');
    const viewer = await t.signIn('viewer@demo.test');
    const members = (await admin.get('/api/account/members')).json().members as {
      id: number;
      email: string;
    }[];
    const viewerId = members.find((m) => m.email === 'viewer@demo.test')!.id;
    expect((await viewer.get('/api/account/members')).statusCode).toBe(200);
    // Another team's admin cannot remove them: 404, nothing changed.
    const other = await t.signIn('brand2@demo.test');
    expect((await other.delete(`/api/account/members/${viewerId}`)).statusCode).toBe(404);
    expect((await viewer.get('/api/session')).statusCode).toBe(200);
    expect((await admin.delete(`/api/account/members/${viewerId}`)).statusCode).toBe(204);
    expect((await viewer.get('/api/session')).statusCode).toBe(401);
    expect(
      await count(
        t,
        sql`select count(*) as n from memberships where user_id = ${viewerId} and team_id = ${t.teams.brands[0]!}`,
      ),
    ).toBe(0);
    expect((await admin.delete(`/api/account/members/${viewerId}`)).statusCode).toBe(404);
  });
});

describe('cookies in production mode', () => {
  it('are __Host- prefixed, Secure, path /, httpOnly and SameSite=Lax', async () => {
    const prod = await createTestApp({ config: { NODE_ENV: 'production' } });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { email: 'brand@demo.test', password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const c = res.cookies.find((x) => x.name === '__Host-pf_session')!;
      expect(c).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(c.domain).toBeUndefined();
      const me = await prod.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie: `__Host-pf_session=${c.value}` },
      });
      expect(me.statusCode).toBe(200);
      // The bare name is not read in production.
      const bare = await prod.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie: `pf_session=${c.value}` },
      });
      expect(bare.statusCode).toBe(401);
    } finally {
      await prod.close();
    }
  });
});
