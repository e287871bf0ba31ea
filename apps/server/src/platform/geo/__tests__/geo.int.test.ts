import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/geo/localities', () => {
  it('answers a signed-in person of any area with matching localities', async () => {
    const client = await t.signIn('distributor@demo.test');
    const res = await client.get('/api/geo/localities?q=parramatta%202150&limit=3');
    expect(res.statusCode).toBe(200);
    const { localities } = res.json();
    expect(localities[0]).toMatchObject({ locality: 'Parramatta', state: 'NSW', postcode: '2150' });
    expect(localities.length).toBeLessThanOrEqual(3);
  });

  it('refuses the signed-out and an empty or oversized query', async () => {
    expect((await t.anonymous.get('/api/geo/localities?q=parramatta')).statusCode).toBe(401);
    const client = await t.signIn('merchant@demo.test');
    expect((await client.get('/api/geo/localities?q=')).statusCode).toBe(400);
    expect((await client.get('/api/geo/localities?q=a&limit=500')).statusCode).toBe(400);
  });
});
