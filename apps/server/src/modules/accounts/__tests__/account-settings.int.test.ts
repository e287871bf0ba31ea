import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../../demo/demo-accounts.ts';
import { hashPassword } from '../../../platform/auth/tokens.ts';
import { createUser, getApiKeys, setMembership } from '../index.ts';

let t: TestApp;
let admin: TestClient;
let viewer: TestClient;
let otherAdmin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.ctx.database.db, {
    email: 'viewer-merchant@settings.test',
    name: 'Vera Viewer',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  await setMembership(t.ctx.database.db, {
    teamId: t.teams.merchants[0]!,
    userId: user.id,
    admin: false,
    editor: false,
    billing: false,
    viewer: true,
  });
  [admin, viewer, otherAdmin] = await Promise.all([
    t.signIn('merchant@demo.test'),
    t.signIn('viewer-merchant@settings.test'),
    t.signIn('merchant2@demo.test'),
  ]);
});
afterAll(async () => t?.close());

async function teamRow(id: number) {
  const { rows } = (await t.ctx.database.db.execute(
    sql`select legal_business_name, region, timezone, default_currency_code, legal_business_ids from teams where id = ${id}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return rows[0]!;
}

describe('personal details', () => {
  it('updates the name and email; another person’s email answers 409 and changes nothing', async () => {
    const c = await t.signIn('brand3@demo.test');
    const ok = await c.patch('/api/account/me', { name: 'Olive Outback', email: 'brand3@demo.test' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, user: { name: 'Olive Outback' } });
    expect((await c.get('/api/session')).json().user.name).toBe('Olive Outback');
    const taken = await c.patch('/api/account/me', { name: 'Other', email: 'MERCHANT@demo.test' });
    expect(taken.statusCode).toBe(409);
    expect((await c.get('/api/session')).json().user).toMatchObject({
      name: 'Olive Outback',
      email: 'brand3@demo.test',
    });
    const blank = await c.patch('/api/account/me', { name: '', email: '' });
    expect(blank.statusCode).toBe(400);
  });
});

describe('company details', () => {
  const company = {
    legal_business_name: 'Redline Auto Parts Pty Ltd',
    region: 'AU',
    timezone: 'Australia/Sydney',
    default_currency_code: 'aud',
    legal_business_ids: [
      { type: 'au_abn', value: '51 824 753 556' },
      { type: 'eu_vat', value: 'de129273398' },
    ],
  };

  it('saves valid details with the ids upper-cased and answers each id’s validity', async () => {
    const res = await admin.patch('/api/account/company', company);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      legal_business_name: 'Redline Auto Parts Pty Ltd',
      region: 'AU',
      timezone: 'Australia/Sydney',
      default_currency_code: 'AUD',
      legal_business_ids: [
        { type: 'au_abn', value: '51 824 753 556', isValid: true },
        { type: 'eu_vat', value: 'DE129273398', isValid: true },
      ],
    });
    expect((await viewer.get('/api/account/company')).json().legal_business_name).toBe(
      'Redline Auto Parts Pty Ltd',
    );
  });

  it.each([
    [
      'a wrong ABN check digit',
      { legal_business_ids: [{ type: 'au_abn', value: '51 824 753 557' }] },
      'legal_business_ids.0.value',
      'This is not a valid Australian Business Number (AU ABN)',
    ],
    [
      'a type chosen twice',
      {
        legal_business_ids: [
          { type: 'us_ein', value: '94-2404110' },
          { type: 'us_ein', value: '12-3456789' },
        ],
      },
      'legal_business_ids.1.type',
      'This type of business ID is already added',
    ],
    [
      'an unknown type',
      { legal_business_ids: [{ type: 'zz_tax', value: '1' }] },
      'legal_business_ids.0.type',
      'Choose a type of business ID',
    ],
    ['no legal business name', { legal_business_name: ' ' }, 'legal_business_name', 'This field is required'],
    ['an unknown timezone', { timezone: 'Mars/Olympus' }, 'timezone', 'Choose a timezone from the list'],
    [
      'an unknown currency',
      { default_currency_code: 'XYZ' },
      'default_currency_code',
      'Choose a currency from the list',
    ],
    ['an unknown country', { region: 'QQ' }, 'region', 'Choose a country or region from the list'],
  ])('refuses %s and saves nothing', async (_what, change, path, message) => {
    const before = await teamRow(t.teams.merchants[0]!);
    const res = await admin.patch('/api/account/company', { ...company, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({
      path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message,
    });
    expect(await teamRow(t.teams.merchants[0]!)).toEqual(before);
  });

  it('is for admins to change (viewer 403) and each team sees its own', async () => {
    expect((await viewer.patch('/api/account/company', company)).statusCode).toBe(403);
    expect((await otherAdmin.get('/api/account/company')).json().legal_business_name).toBe('');
  });

  it('searches currencies and timezones (label and value)', async () => {
    const cur = (await viewer.get('/api/account/currency_search?term=aus')).json();
    expect(cur).toContainEqual({ label: 'AUD - Australian Dollar', value: 'AUD' });
    const tz = (await viewer.get('/api/account/timezone_search?term=sydney')).json();
    expect(tz).toEqual([{ label: 'Australia/Sydney', value: 'Australia/Sydney' }]);
    const regions = (await viewer.get('/api/account/regions')).json();
    expect(regions).toContainEqual({ label: 'Australia', value: 'AU' });
  });
});

describe('permitted domains', () => {
  it('adds, changes and removes domains; refuses malformed names and duplicates', async () => {
    const added = await admin.post('/api/account/domains', { domain: ' Shop.Redline.com.au ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ domain: 'shop.redline.com.au', read_only: false });
    const id = added.json().id;
    for (const bad of ['', 'https://redline.com', 'redline', '-bad.com', 'red line.com', 'a..com']) {
      const res = await admin.post('/api/account/domains', { domain: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.details[0].message).toBe('Enter a valid domain name, like example.com');
    }
    expect((await admin.post('/api/account/domains', { domain: 'shop.redline.com.au' })).statusCode).toBe(
      409,
    );
    const changed = await admin.patch(`/api/account/domains/${id}`, { domain: 'parts.redline.com.au' });
    expect(changed.json().domain).toBe('parts.redline.com.au');
    expect(
      (await viewer.get('/api/account/domains')).json().domains.map((d: { domain: string }) => d.domain),
    ).toContain('parts.redline.com.au');
    expect((await admin.delete(`/api/account/domains/${id}`)).statusCode).toBe(204);
    expect(
      (await admin.get('/api/account/domains')).json().domains.map((d: { id: number }) => d.id),
    ).not.toContain(id);
  });

  it('keeps read-only domains as they are', async () => {
    const { rows } = (await t.ctx.database.db.execute(
      sql`insert into team_domains (team_id, domain, read_only) values (${t.teams.merchants[0]!}, 'redline.sandbox.test', true) returning id`,
    )) as unknown as { rows: { id: number }[] };
    const id = rows[0]!.id;
    expect((await admin.patch(`/api/account/domains/${id}`, { domain: 'x.com' })).statusCode).toBe(409);
    expect((await admin.delete(`/api/account/domains/${id}`)).statusCode).toBe(409);
  });

  it('is for admins only; another team’s domain answers 404', async () => {
    const added = await admin.post('/api/account/domains', { domain: 'own.redline.com.au' });
    const id = added.json().id;
    expect((await viewer.post('/api/account/domains', { domain: 'viewer.com' })).statusCode).toBe(403);
    expect((await viewer.delete(`/api/account/domains/${id}`)).statusCode).toBe(403);
    expect((await otherAdmin.patch(`/api/account/domains/${id}`, { domain: 'stolen.com' })).statusCode).toBe(
      404,
    );
    expect((await otherAdmin.delete(`/api/account/domains/${id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/account/domains')).json().domains).toContainEqual({
      id,
      domain: 'own.redline.com.au',
      read_only: false,
    });
  });
});

describe('API keys', () => {
  it('rotates a key: the new one works, the old one stops at once; viewers cannot', async () => {
    const team = t.teams.merchants[1]!;
    const before = await getApiKeys(t.ctx.database.db, team);
    expect((await bearerClient(t.app, before.secret_key).get('/api/account/members')).statusCode).toBe(200);
    const res = await otherAdmin.post('/api/account/api-keys/rotate', { kind: 'secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json().publishable_key).toBe(before.publishable_key);
    expect(res.json().secret_key).toMatch(/^sk_/);
    expect(res.json().secret_key).not.toBe(before.secret_key);
    expect((await bearerClient(t.app, before.secret_key).get('/api/account/members')).statusCode).toBe(401);
    expect((await bearerClient(t.app, res.json().secret_key).get('/api/account/members')).statusCode).toBe(
      200,
    );
    expect((await viewer.post('/api/account/api-keys/rotate', { kind: 'secret' })).statusCode).toBe(403);
    expect((await viewer.get('/api/account/api-keys')).statusCode).toBe(403);
  });
});

describe('alliance merchant', () => {
  it('saves a provider id of digits with its key, replaces and deletes it', async () => {
    expect((await admin.get('/api/account/alliance')).json()).toEqual({ alliance_merchant: null });
    const bad = await admin.put('/api/account/alliance', { provider_id: '12a4', api_key: 'k' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].message).toBe('The provider id must be digits only');
    expect((await admin.put('/api/account/alliance', { provider_id: '1234', api_key: '' })).statusCode).toBe(
      400,
    );
    const saved = await admin.put('/api/account/alliance', { provider_id: '1234', api_key: 'ta-key-1' });
    expect(saved.json().alliance_merchant).toMatchObject({ provider_id: '1234', api_key: 'ta-key-1' });
    await admin.put('/api/account/alliance', { provider_id: '98765', api_key: 'ta-key-2' });
    expect((await admin.get('/api/account/alliance')).json().alliance_merchant).toMatchObject({
      provider_id: '98765',
      api_key: 'ta-key-2',
    });
    expect((await otherAdmin.get('/api/account/alliance')).json()).toEqual({ alliance_merchant: null });
    expect((await viewer.put('/api/account/alliance', { provider_id: '1', api_key: 'x' })).statusCode).toBe(
      403,
    );
    expect((await admin.delete('/api/account/alliance')).json()).toEqual({ success: true });
    expect((await admin.delete('/api/account/alliance')).statusCode).toBe(404);
  });
});

describe('team members', () => {
  it('an admin invites a member who accepts; a viewer cannot invite or remove; removal ends the member’s sessions', async () => {
    const invited = await admin.post('/api/account/members', {
      name: 'Ivy Invitee',
      email: 'ivy@settings.test',
      admin: false,
      editor: true,
      billing: false,
      viewer: true,
    });
    expect(invited.statusCode).toBe(201);
    const mail = (await t.anonymous.get('/api/dev/mailbox?to=ivy@settings.test')).json().messages[0];
    const token = /accept-invitation\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const accepted = await t.anonymous.post('/api/invitations/accept', {
      token,
      name: 'Ivy Invitee',
      password: 'ivy-password-1',
      password_confirmation: 'ivy-password-1',
    });
    expect(accepted.statusCode).toBe(200);
    const cookie = `pf_session=${accepted.cookies.find((c) => c.name === 'pf_session')!.value}`;
    const asIvy = () => t.app.inject({ method: 'GET', url: '/api/account/members', headers: { cookie } });
    expect((await asIvy()).statusCode).toBe(200);

    expect(
      (await viewer.post('/api/account/members', { name: 'N', email: 'n@settings.test', admin: true }))
        .statusCode,
    ).toBe(403);
    expect((await viewer.delete(`/api/account/members/${invited.json().id}`)).statusCode).toBe(403);
    expect((await otherAdmin.delete(`/api/account/members/${invited.json().id}`)).statusCode).toBe(404);

    expect((await admin.delete(`/api/account/members/${invited.json().id}`)).statusCode).toBe(204);
    expect((await asIvy()).statusCode).toBe(401);
  });
});
