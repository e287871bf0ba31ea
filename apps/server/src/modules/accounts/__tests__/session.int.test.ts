import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('session', () => {
  it('signs in with the demo password and answers the user, teams and an anti-forgery token', async () => {
    const res = await t.anonymous.post('/api/session', {
      email: 'brand@demo.test',
      password: 'partsflow-demo',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe('brand@demo.test');
    expect(body.teams.map((x: { name: string }) => x.name)).toContain('Apex Brake Co');
    expect(body.csrf_token).toMatch(/.{20,}/);
    const cookie = res.cookies.find((c) => c.name === 'pf_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('rejects a wrong password with 401 and the one error shape', async () => {
    const res = await t.anonymous.post('/api/session', { email: 'merchant@demo.test', password: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Invalid email or password' },
    });
  });

  it('answers a malformed sign-in with validation_failed and field details', async () => {
    const res = await t.anonymous.post('/api/session', { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { path: ['email'], message: 'Enter a valid email address' },
        { path: ['password'], message: 'Password is required' },
      ]),
    );
  });

  it('rate limits repeated failed sign-ins with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.anonymous.post('/api/session', {
        email: 'distributor2@demo.test',
        password: `wrong-${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // Even the right password is refused while limited.
    const res = await t.anonymous.post('/api/session', {
      email: 'distributor2@demo.test',
      password: 'partsflow-demo',
    });
    expect(res.statusCode).toBe(429);
  });

  it('reads the session from the cookie and signs out', async () => {
    const c = await t.signIn('merchant@demo.test');
    const me = await c.get('/api/session');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('merchant@demo.test');
    const out = await c.delete('/api/session');
    expect(out.statusCode).toBe(204);
    expect((await c.get('/api/session')).statusCode).toBe(401);
  });
});
