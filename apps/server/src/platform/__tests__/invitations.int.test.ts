import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function linkIn(text: string, path: string): string {
  const m = text.match(new RegExp(`${path}/([A-Za-z0-9_-]+)`));
  if (!m) throw new Error(`no ${path} link in: ${text}`);
  return m[1]!;
}

describe('invitations', () => {
  it('invites a member by email, who accepts, sets a password and signs in', async () => {
    const admin = await t.signIn('brand@demo.test');
    const invite = await admin.post('/api/account/members', {
      name: 'Nina New',
      email: 'nina@demo.test',
      admin: true,
    });
    expect(invite.statusCode).toBe(201);
    // Ticking admin ticks the other three.
    expect(invite.json()).toMatchObject({ admin: true, editor: true, billing: true, viewer: true });

    const mail = (await t.anonymous.get('/api/dev/mailbox?to=nina@demo.test')).json().messages;
    expect(mail).toHaveLength(1);
    const token = linkIn(mail[0].text, '/accept-invitation');

    const info = await t.anonymous.get(`/api/invitations/${token}`);
    expect(info.json()).toEqual({ email: 'nina@demo.test', name: 'Nina New', team_name: 'Apex Brake Co' });

    const mismatch = await t.anonymous.post('/api/invitations/accept', {
      token,
      name: 'Nina',
      password: 'long-enough-1',
      password_confirmation: 'different-123',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details).toEqual([
      { path: ['password_confirmation'], message: 'Passwords do not match' },
    ]);

    const accepted = await t.anonymous.post('/api/invitations/accept', {
      token,
      name: 'Nina',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().teams.map((x: { name: string }) => x.name)).toEqual(['Apex Brake Co']);

    // The link works once.
    const again = await t.anonymous.post('/api/invitations/accept', {
      token,
      name: 'Nina',
      password: 'long-enough-2',
      password_confirmation: 'long-enough-2',
    });
    expect(again.statusCode).toBe(404);

    const signIn = await t.anonymous.post('/api/session', {
      email: 'nina@demo.test',
      password: 'long-enough-1',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses inviting someone who is already a member', async () => {
    const admin = await t.signIn('brand@demo.test');
    const res = await admin.post('/api/account/members', {
      name: 'Vic',
      email: 'viewer@demo.test',
      viewer: true,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('password reset', () => {
  it('emails a reset link that sets a new password once', async () => {
    const ask = await t.anonymous.post('/api/password-resets', { email: 'merchant2@demo.test' });
    expect(ask.statusCode).toBe(202);
    const mail = (await t.anonymous.get('/api/dev/mailbox?to=merchant2@demo.test')).json().messages;
    const token = linkIn(mail[0].text, '/reset-password');
    const short = await t.anonymous.post('/api/password-resets/confirm', {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0].message).toBe('Password must be at least 10 characters');
    const ok = await t.anonymous.post('/api/password-resets/confirm', {
      token,
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    expect(ok.statusCode).toBe(204);
    expect(
      (await t.anonymous.post('/api/session', { email: 'merchant2@demo.test', password: 'partsflow-demo' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.anonymous.post('/api/session', { email: 'merchant2@demo.test', password: 'brand-new-secret' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const ask = await t.anonymous.post('/api/password-resets', { email: 'nobody@demo.test' });
    expect(ask.statusCode).toBe(202);
    expect((await t.anonymous.get('/api/dev/mailbox?to=nobody@demo.test')).json().messages).toEqual([]);
  });
});

describe('team switching', () => {
  it('switches to another team of the user and refuses a team the user is not in', async () => {
    const brand = await t.signIn('brand@demo.test');
    const res = await brand.put('/api/session/team', { team_id: t.teams.merchants[0] });
    expect(res.statusCode).toBe(200);
    expect(res.json().current_team_id).toBe(t.teams.merchants[0]);
    const members = (await brand.get('/api/account/members'))
      .json()
      .members.map((m: { email: string }) => m.email);
    expect(members).toContain('merchant@demo.test');
    const refused = await brand.put('/api/session/team', { team_id: t.teams.distributors[0] });
    expect(refused.statusCode).toBe(404);
  });
});
