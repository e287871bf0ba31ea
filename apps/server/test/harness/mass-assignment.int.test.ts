import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { finderKey, sample, type JsonSchema } from './operations.ts';
import { addRoleMembers, FINDERS, kindOfArea, ownerCallers, type Caller, type Kind } from './principals.ts';
import { addProductIssue, count, createWorld, rows, SLOWDOWN } from './world.ts';

/**
 * Issue 8, item 4: every write of the OpenAPI document that the owning team may call, called by the owning team's
 * admin with a body that is a minimal valid body (from the operation's JSON schema) plus fields the caller must not
 * set: `id`, `team_id` of another team, `staff`, `created_at`, `updated_at`, `status` (each only where the schema
 * does not declare it; at the top level and in every nested object). After each call the database shows: no row
 * changed team, no row appeared in (or moved to) the other team; after all calls no row carries the injected id,
 * timestamps or status and no user became staff. A route added later is in the document, so it is covered.
 */

const INJECTED_ID = 987_654_321;
const INJECTED_TIME = '2000-01-02T03:04:05.000Z';
const INJECTED_STATUS = 'harness-injected';
/** Routes that end or switch the caller's session (covered by sessions.int.test.ts). */
const SKIP = new Set(['DELETE /api/session', 'PUT /api/session/team']);
const WRITES = ['post', 'put', 'patch', 'delete'];

interface Operation {
  method: string;
  path: string;
  kind: Kind;
  body: JsonSchema | undefined;
}

let t: TestApp;
let operations: Operation[];
const admins = new Map<Kind, Caller>();
/** Tables with a team_id column, and whether they have an id. */
let teamTables: { name: string; hasId: boolean }[];
let idTables: string[];
let timeColumns: { table: string; column: string }[];
let statusTables: string[];

beforeAll(async () => {
  t = await createWorld();
  await addRoleMembers(t);
  await addProductIssue(t);
  for (const [kind, caller] of await ownerCallers(t))
    if (kind !== 'staff' && kind !== 'anonymous') admins.set(kind, caller);
  const columns = await rows<{ table_name: string; column_name: string }>(
    t,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and table_name not like '%drizzle%'`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const c of columns) {
    if (!byTable.has(c.table_name)) byTable.set(c.table_name, new Set());
    byTable.get(c.table_name)!.add(c.column_name);
  }
  teamTables = [...byTable]
    .filter(([, cs]) => cs.has('team_id'))
    .map(([name, cs]) => ({ name, hasId: cs.has('id') }));
  idTables = [...byTable].filter(([, cs]) => cs.has('id')).map(([name]) => name);
  timeColumns = [...byTable].flatMap(([table, cs]) =>
    ['created_at', 'updated_at'].filter((c) => cs.has(c)).map((column) => ({ table, column })),
  );
  statusTables = [...byTable].filter(([, cs]) => cs.has('status')).map(([name]) => name);

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([m]) => WRITES.includes(m))
      .flatMap(([m, op]) => {
        const method = m.toUpperCase();
        if (SKIP.has(`${method} ${path}`)) return [];
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        const access = t.routes.find((r) => r.method === method && r.url === url)?.access;
        if (!access || (access.kind !== 'team' && access.kind !== 'user')) return [];
        const kind = kindOfArea(access.kind === 'team' ? access.area : null);
        return [{ method, path, kind, body: op.requestBody?.content?.['application/json']?.schema }];
      }),
  );
  // Deletes last, so the records the other writes address are still there.
  operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}, 120_000 * SLOWDOWN);
afterAll(async () => t?.close());

/** The forbidden fields, added where the schema does not declare them, at the top level and in nested objects. */
function withExtras(body: unknown, schema: JsonSchema | undefined, otherTeam: number): unknown {
  if (body === undefined) body = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const extras: Record<string, unknown> = {
    id: INJECTED_ID,
    team_id: otherTeam,
    staff: true,
    created_at: INJECTED_TIME,
    updated_at: INJECTED_TIME,
    status: INJECTED_STATUS,
  };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(extras)) if (!schema?.properties?.[key]) out[key] = value;
  for (const [key, value] of Object.entries(body))
    out[key] = withExtras(value, schema?.properties?.[key], otherTeam);
  return out;
}

interface Snapshot {
  teamOf: Map<string, number>;
  perTeam: Map<string, number>;
}

async function snapshot(): Promise<Snapshot> {
  const parts = teamTables.map(({ name, hasId }) =>
    hasId
      ? `select '${name}' as t, id::text as id, team_id from "${name}"`
      : `select '${name}' as t, null as id, team_id from "${name}"`,
  );
  const all = await rows<{ t: string; id: string | null; team_id: number | null }>(
    t,
    sql.raw(parts.join(' union all ')),
  );
  const teamOf = new Map<string, number>();
  const perTeam = new Map<string, number>();
  for (const r of all) {
    if (r.id !== null && r.team_id !== null) teamOf.set(`${r.t}#${r.id}`, Number(r.team_id));
    const key = `${r.t}@${r.team_id}`;
    perTeam.set(key, (perTeam.get(key) ?? 0) + 1);
  }
  return { teamOf, perTeam };
}

describe('mass assignment (issue 8, item 4)', () => {
  it(
    'changes no team, id, timestamp, status or staff flag through extra body fields',
    async () => {
      const failures: string[] = [];
      const changed: string[] = [];
      const statuses: string[] = [];
      const staffBefore = await count(t, sql`select count(*)::int as n from users where staff`);
      for (const op of operations) {
        const caller = admins.get(op.kind)!;
        let url = op.path;
        try {
          for (const [, param] of op.path.matchAll(/\{(\w+)\}/g)) {
            const finder = FINDERS[finderKey(op.path, param!)];
            if (!finder) throw new Error(`no finder for ${finderKey(op.path, param!)} (see the matrix)`);
            url = url.replace(`{${param}}`, encodeURIComponent(String(await finder(t, caller.owner))));
          }
        } catch (error) {
          failures.push(`${op.method} ${op.path}: ${(error as Error).message}`);
          continue;
        }
        const payload = withExtras(await sample(t, op.body, caller.owner), op.body, caller.other);
        const before = await snapshot();
        const res = await caller.client.request({
          method: op.method as InjectOptions['method'],
          url,
          payload: payload as InjectOptions['payload'],
        });
        const after = await snapshot();
        const where = `${op.method} ${url} → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`5xx: ${where} ${res.body.slice(0, 200)}`);
        statuses.push(
          `${res.statusCode} ${op.method} ${op.path} ${res.statusCode >= 300 ? res.body.slice(0, 120) : ''}`,
        );
        if (res.statusCode < 300) changed.push(`${op.method} ${op.path}`);
        for (const [key, team] of after.teamOf) {
          const was = before.teamOf.get(key);
          if (was !== undefined && was !== team)
            failures.push(`${where}: ${key} moved from team ${was} to ${team}`);
        }
        for (const { name } of teamTables) {
          const key = `${name}@${caller.other}`;
          if ((after.perTeam.get(key) ?? 0) > (before.perTeam.get(key) ?? 0))
            failures.push(`${where}: a ${name} row appeared in the other team ${caller.other}`);
        }
      }
      for (const table of idTables)
        if (
          (await count(
            t,
            sql.raw(`select count(*)::int as n from "${table}" where id::text = '${INJECTED_ID}'`),
          )) > 0
        )
          failures.push(`${table} has a row with the injected id ${INJECTED_ID}`);
      for (const { table, column } of timeColumns)
        if (
          (await count(
            t,
            sql.raw(`select count(*)::int as n from "${table}" where "${column}" < '2001-01-01'`),
          )) > 0
        )
          failures.push(`${table}.${column} took the injected time`);
      for (const table of statusTables)
        if (
          (await count(
            t,
            sql.raw(`select count(*)::int as n from "${table}" where status::text = '${INJECTED_STATUS}'`),
          )) > 0
        )
          failures.push(`${table}.status took the injected status`);
      expect(await count(t, sql`select count(*)::int as n from users where staff`)).toBe(staffBefore);
      expect(failures).toEqual([]);
      // The sample bodies must get real writes through, or the test proves nothing.
      expect(operations.length).toBeGreaterThan(50);
      expect(changed.length, statuses.join('\n')).toBeGreaterThan(20);
    },
    60_000 * SLOWDOWN,
  );
});
