import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { accountsDeps } from '../../registry.ts';
import { onboardingSteps } from '../onboarding.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const body = (name: string, email: string, team: string) => ({
  account: { user: { name, email }, team: { name: team } },
});

async function count(table: 'users' | 'teams' | 'stores' | 'team_domains' | 'outbox_messages') {
  const { rows } = (await t.ctx.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(rows[0]!.n);
}

async function mailbox(to: string) {
  return (await t.anonymous.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json().messages as {
    subject: string;
    text: string;
  }[];
}

describe('sign-up (POST /api/onboard)', () => {
  it('creates the user, a marketplace team with keys and a sandbox store, and mails a set-password link', async () => {
    const res = await t.anonymous.post(
      '/api/onboard',
      body('Nina New', 'Nina@Newparts.test', 'New Parts Pty Ltd'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toBe('/sign-up/check-email?email=nina%40newparts.test');

    const [mail] = await mailbox('nina@newparts.test');
    expect(mail!.subject).toBe('Set your Partsflow password');
    const token = /accept-invitation\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const invitation = await t.anonymous.get(`/api/invitations/${token}`);
    expect(invitation.json()).toEqual({
      email: 'nina@newparts.test',
      name: 'Nina New',
      team_name: 'New Parts Pty Ltd',
    });

    // Setting the password signs in to the new team, which has the marketplace and a store.
    const accepted = await t.anonymous.post('/api/invitations/accept', {
      token,
      name: 'Nina New',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json();
    expect(session.teams).toHaveLength(1);
    expect(session.teams[0]).toMatchObject({
      name: 'New Parts Pty Ltd',
      marketplace_platform_enabled: true,
      catalogue_platform_enabled: false,
      admin: true,
    });
    const cookie = accepted.cookies.find((c) => c.name === 'pf_session')!;
    const headers = { cookie: `pf_session=${cookie.value}` };
    const stores = await t.app.inject({
      method: 'GET',
      url: '/api/marketplace/v1/marketplace/stores',
      headers,
    });
    expect(stores.statusCode).toBe(200);
    expect(stores.json().stores).toHaveLength(1);
    expect(stores.json().stores[0].name).toBe('New Parts Pty Ltd store');
    // The store's domain is a read-only permitted domain.
    const domains = await t.app.inject({ method: 'GET', url: '/api/account/domains', headers });
    expect(domains.json().domains).toEqual([
      { id: expect.any(Number), domain: stores.json().stores[0].domain, read_only: true },
    ]);
    // Nothing done yet: every onboarding step is open.
    const steps = await t.app.inject({ method: 'GET', url: '/api/account/onboarding', headers });
    expect(steps.json().steps.map((s: { done: boolean }) => s.done)).toEqual([false, false, false, false]);
  });

  it('refuses an email that has an account and changes nothing', async () => {
    const before = await Promise.all([
      count('users'),
      count('teams'),
      count('stores'),
      count('outbox_messages'),
    ]);
    const res = await t.anonymous.post(
      '/api/onboard',
      body('Someone', 'MERCHANT@demo.test', 'Copycat Parts'),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'email_taken',
      message: 'An account with this email already exists. Sign in or reset your password instead.',
    });
    expect(
      await Promise.all([count('users'), count('teams'), count('stores'), count('outbox_messages')]),
    ).toEqual(before);
  });

  it('gives two sign-ups of one email at once one account', async () => {
    const before = await count('teams');
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.anonymous.post('/api/onboard', body('Race', 'race@newparts.test', 'Race Parts'))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await count('teams')).toBe(before + 1);
    expect(await mailbox('race@newparts.test')).toHaveLength(1);
  });

  it('answers the spec’s required-field messages and creates nothing', async () => {
    const before = await count('users');
    const res = await t.anonymous.post('/api/onboard', body('', 'not-an-email', ' '));
    expect(res.statusCode).toBe(400);
    const details = res
      .json()
      .error.details.map((d: { path: string[]; message: string }) => [d.path.join('.'), d.message]);
    expect(details).toEqual(
      expect.arrayContaining([
        ['account.user.name', 'This field is required'],
        ['account.user.email', 'Enter a valid email address'],
        ['account.team.name', 'This field is required'],
      ]),
    );
    expect(await count('users')).toBe(before);
  });
});

describe('Account Setup of a signed-in user (POST /api/onboard/{userId})', () => {
  it('onboards only the caller’s own user; anyone else’s answers 404', async () => {
    const brand = await t.signIn('brand2@demo.test');
    const me = (await brand.get('/api/session')).json().user;
    const merchant = await t.signIn('merchant@demo.test');
    const other = (await merchant.get('/api/session')).json().user;
    const before = await count('teams');
    const refused = await brand.post(`/api/onboard/${other.id}`, body('X', 'x@demo.test', 'Hijack'));
    expect(refused.statusCode).toBe(404);
    expect(await count('teams')).toBe(before);

    const ok = await brand.post(
      `/api/onboard/${me.id}`,
      body('Bree Brand', 'brand2@demo.test', 'Bree Motors'),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().url).toBe('/marketplace');
    const session = (await brand.get('/api/session')).json();
    const current = session.teams.find((x: { id: number }) => x.id === session.current_team_id);
    expect(current).toMatchObject({ name: 'Bree Motors', marketplace_platform_enabled: true, admin: true });
  });

  it('refuses another person’s email', async () => {
    const brand = await t.signIn('brand3@demo.test');
    const me = (await brand.get('/api/session')).json().user;
    const res = await brand.post(`/api/onboard/${me.id}`, body('B', 'merchant@demo.test', 'Taken'));
    expect(res.statusCode).toBe(409);
  });

  it('needs a session', async () => {
    expect((await t.anonymous.post('/api/onboard/1', body('A', 'a@b.test', 'C'))).statusCode).toBe(401);
  });
});

describe('onboarding steps', () => {
  const state = (importList: number, published: number, fulfilments: number) =>
    onboardingSteps(
      t.ctx.database.db,
      { ...accountsDeps, onboardingState: async () => ({ importList, published, fulfilments }) },
      1,
    );
  const done = async (p: ReturnType<typeof state>) => (await p).steps.map((s) => [s.label, s.done]);

  it('follow what the team has done: an import list item, then a product in a store, then a fulfilment', async () => {
    expect(await done(state(0, 0, 0))).toEqual([
      ['Find Products', false],
      ['Add Products to Import List', false],
      ['Import Products to the store', false],
      ['Request Fulfilment', false],
    ]);
    expect((await done(state(3, 0, 0))).map((x) => x[1])).toEqual([true, true, false, false]);
    // Publishing empties the import list; the earlier steps stay done.
    expect((await done(state(0, 5, 0))).map((x) => x[1])).toEqual([true, true, true, false]);
    expect((await done(state(0, 5, 2))).map((x) => x[1])).toEqual([true, true, true, true]);
  });

  it('read the demo merchant’s real state: products published to its store', async () => {
    const merchant = await t.signIn('merchant@demo.test');
    const res = await merchant.get('/api/account/onboarding');
    expect(res.statusCode).toBe(200);
    const real = await accountsDeps.onboardingState(t.ctx.database.db, t.teams.merchants[0]!);
    expect(res.json().steps[2].done).toBe(real.published > 0);
  });

  it('are for marketplace teams only', async () => {
    const brand = await t.signIn('brand@demo.test');
    expect((await brand.get('/api/account/onboarding')).statusCode).toBe(403);
  });
});
