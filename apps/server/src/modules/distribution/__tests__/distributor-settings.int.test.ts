import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { fieldMessages, makeDistributor } from './fixtures.ts';

let t: TestApp;
let client: TestClient;
let other: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await makeDistributor(t.ctx, t.teams.distributors[0]!);
  await makeDistributor(t.ctx, t.teams.distributors[1]!);
  client = await t.signIn('distributor@demo.test');
  other = await t.signIn('distributor2@demo.test');
});
afterAll(async () => t?.close());

describe('distributor settings', () => {
  it('renames the distributor, refusing an empty name', async () => {
    const bad = await client.patch('/api/distributor/distributor', { distributor: { name: ' ' } });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad)['distributor.name']).toBe('Distributor name is required');
    const res = await client.patch('/api/distributor/distributor', {
      distributor: { name: 'Coastal Freight Parts' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await client.get('/api/distributor/distributor')).json().name).toBe('Coastal Freight Parts');
    expect((await other.get('/api/distributor/distributor')).json().name).not.toBe('Coastal Freight Parts');
  });

  it('sets, replaces and removes the freight exchange key, showing it masked', async () => {
    const K = '/api/distributor/distributor/freight_exchange_key';
    const key = async () =>
      (
        (await t.ctx.database.db.execute(
          sql`select freight_exchange_key as k from distributors where team_id = ${t.teams.distributors[0]!}`,
        )) as unknown as { rows: { k: string | null }[] }
      ).rows[0]!.k;
    // Every distributor starts with the key the platform's exchange issued: shown as its last four only.
    const issued = (await key())!;
    expect((await client.get('/api/distributor/distributor')).json().freight_exchange_key_hint).toBe(
      `••••••••${issued.slice(-4)}`,
    );
    // A bad key is refused with the message and changes nothing.
    for (const bad of ['short', 'has spaces in it', '', 'x'.repeat(201)]) {
      const res = await client.put(K, { freight_exchange_key: bad });
      expect(res.statusCode).toBe(400);
      expect(fieldMessages(res).freight_exchange_key).toBe(
        'Enter the key your freight exchange gave you: 8 to 200 letters, digits, dashes or underscores',
      );
    }
    expect(await key()).toBe(issued);
    // Replaced (twice with the same key: the same state); the answer never carries the key.
    for (let i = 0; i < 2; i++) {
      const set = await client.put(K, { freight_exchange_key: '  live_AbC-123_xyz9  ' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({
        has_freight_exchange_key: true,
        freight_exchange_key_hint: '••••••••xyz9',
      });
      expect(set.body).not.toContain('live_AbC');
    }
    expect(await key()).toBe('live_AbC-123_xyz9');
    // Another team's key is untouched.
    expect((await other.get('/api/distributor/distributor')).json().has_freight_exchange_key).toBe(true);
    // Removed: no key, no hint (carrier filters are then hidden and refused, decision 0751); twice is harmless.
    for (let i = 0; i < 2; i++) {
      const removed = await client.delete(K);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({
        has_freight_exchange_key: false,
        freight_exchange_key_hint: null,
      });
    }
    expect(await key()).toBeNull();
    const back = await client.put(K, { freight_exchange_key: issued });
    expect(back.statusCode).toBe(200);
  });

  it("lists the merchant accounts the team's prices name, with the SKUs priced for each, and no other team's", async () => {
    const team = t.teams.distributors[0]!;
    await t.ctx.database.db.execute(
      sql`insert into distributor_prices (team_id, account_code, sku, cost_cents)
      values (${team}, 'ACC-1', 'A', 100), (${team}, 'ACC-1', 'B', 100), (${team}, 'ACC-2', 'A', 90)`,
    );
    const res = await client.get('/api/distributor/alliance_merchants');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .results.map((r: { account_code: string; priced_skus: number }) => [r.account_code, r.priced_skus]),
    ).toEqual([
      ['ACC-1', 2],
      ['ACC-2', 1],
    ]);
    expect((await other.get('/api/distributor/alliance_merchants')).json().results).toEqual([]);
  });

  it("keeps the team's permitted domains (the Domains tab): added, changed, removed, another team's 404", async () => {
    const stamp = Date.now();
    const bad = await client.post('/api/account/domains', { domain: 'not a domain' });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad).domain).toBe('Enter a valid domain name, like example.com');

    const added = await client.post('/api/account/domains', { domain: `Parts-${stamp}.Example.com` });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as number;
    expect(added.json().domain).toBe(`parts-${stamp}.example.com`);
    expect((await client.get('/api/account/domains')).json().domains).toContainEqual(added.json());
    expect(
      (await other.get('/api/account/domains')).json().domains.map((d: { id: number }) => d.id),
    ).not.toContain(id);

    expect(
      (await other.patch(`/api/account/domains/${id}`, { domain: 'taken.example.com' })).statusCode,
    ).toBe(404);
    expect((await other.delete(`/api/account/domains/${id}`)).statusCode).toBe(404);
    const changed = await client.patch(`/api/account/domains/${id}`, { domain: `erp-${stamp}.example.com` });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().domain).toBe(`erp-${stamp}.example.com`);
    expect((await client.delete(`/api/account/domains/${id}`)).statusCode).toBe(204);
    expect(
      (await client.get('/api/account/domains')).json().domains.map((d: { id: number }) => d.id),
    ).not.toContain(id);
  });
});
