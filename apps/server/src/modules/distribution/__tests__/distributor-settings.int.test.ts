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
