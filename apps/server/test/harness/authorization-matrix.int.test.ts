import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../src/platform/auth/access.ts';
import type { TestApp } from '../test-app.ts';
import {
  addRoleMembers,
  castFor,
  FINDERS,
  kindOfArea,
  PRINCIPALS,
  type Cast,
  type Kind,
  type Principal,
} from './principals.ts';
import { finderKey } from './operations.ts';
import { addProductIssue, createWorld, SLOWDOWN } from './world.ts';

/**
 * Issue 8, item 1: every operation of the OpenAPI document × every principal, expectations from the route's
 * declared access. A route added later is in the document, so it is covered without a new test; a path parameter
 * without a finder fails the first test below.
 */

/** Routes whose call ends the calling principal's own session; covered by sessions.int.test.ts. */
const ENDS_THE_CALLERS_SESSION = new Set(['DELETE /api/session', 'PUT /api/session/team']);

/**
 * Records every team of the area may read (a marketplace listing on Source Products): no foreign 404. A media file
 * of a published product of a marketplace brand is read by any team (decision 0278; media.int.test.ts proves an
 * unpublished product's file still answers 404 to another team).
 */
const SHARED_ACROSS_TEAMS = new Set([
  'GET /api/marketplace/v1/marketplace/listing/{id}',
  'GET /api/catalogue/media/{id}/file',
]);

/**
 * Operations whose area is that of the import type named in the path (the pipeline serves every area, so the route
 * cannot declare one; its handler refuses a team without the type's area). The finders name the distributor's
 * inventory type, so these are cast as distributor operations; a type name is no team's record.
 */
const AREA_OF_IMPORT_TYPE = new Set(['GET /api/imports/types/{type}', 'POST /api/imports/{type}/uploads']);

interface Operation {
  method: string;
  path: string;
  url: string;
  access: Access;
  params: string[];
  /** The parameters that name a team's record (another team's must answer 404). */
  recordParams: string[];
}

let t: TestApp;
let operations: Operation[];
const casts = new Map<Kind, Cast>();

beforeAll(async () => {
  t = await createWorld();
  await addRoleMembers(t);
  await addProductIssue(t);
  for (const kind of ['catalogue', 'marketplace', 'distributor'] as const)
    casts.set(kind, await castFor(t, kind));
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => {
        const method = m.toUpperCase();
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        const route = t.routes.find((r) => r.method === method && r.url === url);
        if (!route?.access)
          throw new Error(`${method} ${path} is in the document but has no declared access`);
        const params = [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!);
        if (AREA_OF_IMPORT_TYPE.has(`${method} ${path}`) && route.access.kind === 'team') {
          const area = t.ctx.imports.type('inventory')?.area;
          if (!area) throw new Error('the inventory import type is not registered');
          return { method, path, url, access: { ...route.access, area }, params, recordParams: [] };
        }
        return { method, path, url, access: route.access, params, recordParams: params };
      }),
  );
}, 120_000 * SLOWDOWN);
afterAll(async () => t?.close());

async function resolve(op: Operation, teamId: number): Promise<{ url: string; values: string[] }> {
  let url = op.path;
  const values: string[] = [];
  for (const param of op.params) {
    const value = String(await FINDERS[finderKey(op.path, param)]!(t, teamId));
    values.push(value);
    url = url.replace(`{${param}}`, encodeURIComponent(value));
  }
  return { url, values };
}

type Expectation = 'allowed' | 'unauthenticated' | 'forbidden' | 'foreign' | 'any';

const SESSION_PRINCIPALS: Principal[] = [
  'viewer',
  'editor',
  'admin',
  'billing',
  'other_team_same_kind',
  'other_kind',
  'staff',
];
const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function expectation(op: Operation, p: Principal): Expectation {
  const a = op.access;
  const write = WRITE.has(op.method);
  if (a.kind === 'public') return 'any';
  if (p === 'anonymous') return 'unauthenticated';
  if (a.kind === 'user') return SESSION_PRINCIPALS.includes(p) ? 'allowed' : 'unauthenticated';
  if (a.kind === 'staff')
    return p === 'staff' ? 'allowed' : SESSION_PRINCIPALS.includes(p) ? 'forbidden' : 'unauthenticated';
  const shared = SHARED_ACROSS_TEAMS.has(`${op.method} ${op.path}`);
  const foreignOrOwn: Expectation = op.recordParams.length > 0 && !shared ? 'foreign' : 'allowed';
  // A POST that only reads (a search with a body) is a read for the roles and the publishable key.
  const changes = write && !(a.kind === 'team' && a.reads);
  switch (p) {
    case 'publishable_key':
      return a.publishable && !changes ? 'allowed' : 'forbidden';
    case 'secret_key':
    case 'staff':
    case 'admin':
      return 'allowed';
    case 'viewer':
      return a.role === 'viewer' && !changes ? 'allowed' : 'forbidden';
    case 'editor':
      return a.role === 'viewer' || a.role === 'editor' ? 'allowed' : 'forbidden';
    case 'billing':
      return a.role === 'billing' || (a.role === 'viewer' && !changes) ? 'allowed' : 'forbidden';
    case 'other_team_same_kind':
    case 'other_team_secret_key':
      return foreignOrOwn;
    case 'other_kind':
      return a.area ? 'forbidden' : foreignOrOwn;
  }
}

describe('the authorization matrix', () => {
  it('has a finder for every path parameter of every operation', () => {
    const missing = operations.flatMap((op) =>
      op.params
        .filter((param) => !FINDERS[finderKey(op.path, param)])
        .map((param) => `${op.method} ${op.path}: ${finderKey(op.path, param)}`),
    );
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(40);
  });

  it(
    'answers every operation for every principal as its declared access says',
    async () => {
      const failures: string[] = [];
      let calls = 0;
      for (const op of operations) {
        if (ENDS_THE_CALLERS_SESSION.has(`${op.method} ${op.path}`)) continue;
        if (op.params.some((param) => !FINDERS[finderKey(op.path, param)])) continue; // reported by the test above
        const cast = casts.get(kindOfArea(op.access.kind === 'team' ? op.access.area : null))!;
        const { url, values } = await resolve(op, cast.ownerTeamId);
        // The callers that may change the record go last, so the record is still there for the others.
        const order = [...PRINCIPALS].sort(
          (x, y) => Number(expectation(op, x) === 'allowed') - Number(expectation(op, y) === 'allowed'),
        );
        for (const p of order) {
          const want = expectation(op, p);
          const req: InjectOptions = { method: op.method as InjectOptions['method'], url };
          if (WRITE.has(op.method)) req.payload = {};
          const res = await cast.clients[p].request(req);
          calls++;
          const where = `${op.method} ${url} as ${p} (expected ${want}): ${res.statusCode} ${res.body.slice(0, 160)}`;
          if (res.statusCode >= 500) failures.push(`5xx: ${where}`);
          if (res.statusCode >= 400) {
            const body = safeJson(res.body) as { error?: { code?: unknown; message?: unknown } } | null;
            if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string')
              failures.push(`shape: ${where}`);
          }
          const s = res.statusCode;
          const ok =
            want === 'any' ||
            (want === 'allowed' && s !== 401 && s !== 403 && s < 500) ||
            (want === 'unauthenticated' && s === 401) ||
            (want === 'forbidden' && s === 403) ||
            (want === 'foreign' &&
              (op.method === 'GET' ? s === 404 : [400, 404, 409, 422].includes(s)) &&
              values.every((v) => v.length < 4 || !res.body.includes(v)));
          if (!ok) failures.push(where);
        }
      }
      expect(failures).toEqual([]);
      expect(calls).toBeGreaterThan(400);
    },
    120_000 * SLOWDOWN,
  );
});

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
