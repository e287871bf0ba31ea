import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { trackRoutes, undeclaredRoutes } from '../http/route-registry.ts';
import { getApiKeys } from '../../modules/accounts/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('every route declares who may call it', () => {
  it('finds a declaration on every registered route of the app', async () => {
    const built = await import('../../app.ts');
    const { app, routes } = await built.buildApp(t.ctx);
    await app.close();
    expect(routes.length).toBeGreaterThan(10);
    expect(undeclaredRoutes(routes)).toEqual([]);
  });

  it('reports a route that declares nothing', async () => {
    const app = Fastify();
    const routes = trackRoutes(app);
    app.get('/api/forgotten', async () => 'oops');
    app.get('/api/declared', { config: { access: { kind: 'public' } } }, async () => 'ok');
    await app.ready();
    expect(undeclaredRoutes(routes).map((r) => r.url)).toEqual(['/api/forgotten']);
    await app.close();
  });
});

describe('tenancy and roles', () => {
  it("answers 404 when a team asks for another team's record", async () => {
    const brand2 = await t.signIn('brand2@demo.test');
    const other = await brand2.get(`/api/teams/${t.teams.brands[0]}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('not_a_member');
    const own = await brand2.get(`/api/teams/${t.teams.brands[1]}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe('Southern Cross Filters');
  });

  it('refuses a write without X-CSRF-Token with 403 and changes nothing', async () => {
    const brand = await t.signIn('brand@demo.test');
    const before = (await brand.get('/api/account/members')).json().members.length;
    const res = await brand.request({
      method: 'POST',
      url: '/api/account/members',
      headers: { 'x-csrf-token': '' },
      payload: {
        name: 'Nope',
        email: 'nope@demo.test',
        admin: false,
        editor: true,
        billing: false,
        viewer: true,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_failed');
    expect((await brand.get('/api/account/members')).json().members.length).toBe(before);
  });

  it('lets a POST that only reads (the product list) through without the token, for viewers too', async () => {
    const brand = await t.signIn('brand@demo.test');
    const res = await brand.request({
      method: 'POST',
      url: '/api/catalogue/products/datatable.json',
      headers: { 'x-csrf-token': '' },
      payload: { page: 1, per: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total_count: 0 } });
    const viewer = await t.signIn('viewer@demo.test');
    expect(
      (await viewer.post('/api/catalogue/products/datatable.json', { page: 1, per: 5 })).statusCode,
    ).toBe(200);
  });

  it("answers a viewer's write with 403", async () => {
    const viewer = await t.signIn('viewer@demo.test');
    expect((await viewer.get('/api/account/members')).statusCode).toBe(200);
    const res = await viewer.post('/api/account/members', { name: 'X', email: 'x@demo.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('answers 401 to a caller with no credentials', async () => {
    const res = await t.anonymous.get('/api/account/members');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Sign in to continue' } });
  });
});

describe('API keys', () => {
  it('reads team data with the secret key as bearer', async () => {
    const keys = await getApiKeys(t.ctx.database.db, t.teams.merchants[0]!);
    const res = await bearerClient(t.app, keys.secret_key).get('/api/account/members');
    expect(res.statusCode).toBe(200);
    expect(res.json().members.map((m: { email: string }) => m.email)).toContain('merchant@demo.test');
  });

  it('refuses writes with the publishable key', async () => {
    const keys = await getApiKeys(t.ctx.database.db, t.teams.merchants[0]!);
    const client = bearerClient(t.app, keys.publishable_key);
    const res = await client.post('/api/account/members', { name: 'Y', email: 'y@demo.test' });
    expect(res.statusCode).toBe(403);
    // Reads not opened to the publishable key are refused too.
    expect((await client.get('/api/account/members')).statusCode).toBe(403);
  });

  it('treats an unknown key as anonymous', async () => {
    const res = await bearerClient(t.app, 'sk_not_a_key').get('/api/account/members');
    expect(res.statusCode).toBe(401);
  });
});

describe('platform endpoints', () => {
  it('answers health with the database kind', async () => {
    const res = await t.anonymous.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.ctx.database.kind });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.anonymous.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/session', '/api/health']));
    expect((await t.anonymous.get('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths with the one error shape', async () => {
    const res = await t.anonymous.get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('answers malformed JSON with 400 in the one error shape', async () => {
    const res = await t.anonymous.request({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('tags every answer with a request id', async () => {
    const res = await t.anonymous.get('/api/health');
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });
});
