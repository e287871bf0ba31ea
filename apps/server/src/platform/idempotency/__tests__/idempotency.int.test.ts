import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';

let t: TestApp;
let brand: TestClient;
let viewerOfSameTeam: TestClient;
let productId: number;
const P = '/api/catalogue';

beforeAll(async () => {
  t = await createTestApp();
  // Any route can opt in; the catalogue's issue report is the example (its rows are written here as plain SQL).
  const teamId = t.teams.brands[0]!;
  const result = (await t.ctx.database.db.execute(sql`
    with b as (insert into brands (team_id, name, slug) values (${teamId}, 'Apex Brakes', 'apex-brakes') returning id)
    insert into products (team_id, brand_id, slug, sku) select ${teamId}, b.id, 'apex-brakes-idem-1', 'IDEM-1' from b
    returning id`)) as unknown as { rows: { id: number }[] };
  productId = result.rows[0]!.id;
  brand = await t.signIn('brand@demo.test');
  viewerOfSameTeam = await t.signIn('staff@demo.test');
});
afterAll(async () => t?.close());

function report(client: TestClient, key: string | null, issue: string) {
  return client.request({
    method: 'POST',
    url: `${P}/product-issues`,
    payload: { product_id: productId, issue },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

async function issuesNamed(issue: string): Promise<number> {
  const result = (await t.ctx.database.db.execute(
    sql`select count(*)::int as n from product_issues where issue = ${issue}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

describe('Idempotency-Key on effectful POSTs', () => {
  it('answers 20 concurrent identical requests with one effect and one answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => report(brand, 'burst-1', 'Wrong pad shape')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await issuesNamed('Wrong pad shape')).toBe(1);
  });

  it('answers a later repeat with the first status and body', async () => {
    const first = await report(brand, 'repeat-1', 'Missing hardware kit');
    const again = await report(brand, 'repeat-1', 'Missing hardware kit');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await issuesNamed('Missing hardware kit')).toBe(1);
  });

  it('refuses the same key with another request (422) and changes nothing', async () => {
    await report(brand, 'reuse-1', 'Photo is blurry');
    const other = await report(brand, 'reuse-1', 'Photo is upside down');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(await issuesNamed('Photo is upside down')).toBe(0);
  });

  it('keeps keys per caller: another user with the same key makes their own request', async () => {
    await report(brand, 'shared-key', 'Box label is wrong');
    const theirs = await report(viewerOfSameTeam, 'shared-key', 'Box label is wrong');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await issuesNamed('Box label is wrong')).toBe(2);
  });

  it('replays a refusal too, and forgets an expired key', async () => {
    const missing = {
      method: 'POST' as const,
      url: `${P}/product-issues`,
      payload: { product_id: 999999, issue: 'x' },
    };
    const first = await brand.request({ ...missing, headers: { 'idempotency-key': 'refused-1' } });
    const again = await brand.request({ ...missing, headers: { 'idempotency-key': 'refused-1' } });
    expect([first.statusCode, again.statusCode]).toEqual([404, 404]);
    expect(again.headers['idempotent-replayed']).toBe('true');

    await report(brand, 'old-1', 'Rotor too thin');
    await t.ctx.database.db.execute(
      sql`update idempotency_keys set expires_at = now() - interval '1 minute'`,
    );
    const afterExpiry = await report(brand, 'old-1', 'Rotor too thin');
    expect(afterExpiry.headers['idempotent-replayed']).toBeUndefined();
    expect(await issuesNamed('Rotor too thin')).toBe(2);
  });

  it('leaves requests without the header alone', async () => {
    await report(brand, null, 'No key given');
    await report(brand, null, 'No key given');
    expect(await issuesNamed('No key given')).toBe(2);
  });
});
