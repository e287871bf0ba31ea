import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import {
  changedTables,
  errorShapeProblem,
  fingerprint,
  loadOperations,
  resolvePath,
  sample,
  type JsonSchema,
  type Operation,
} from './operations.ts';
import { addRoleMembers, ownerCallers, type Caller, type Kind } from './principals.ts';
import { addProductIssue, createWorld, rows, SLOWDOWN } from './world.ts';

/**
 * Issue 8, item 3: contract fuzzing. Every operation of the OpenAPI document gets requests generated with
 * fast-check from its own parameters and JSON schema: a valid body with one field replaced by a hostile or boundary
 * value, fields dropped, unknown fields, whole bodies that are not objects, raw JSON text JSON.stringify cannot
 * write (1e309, NaN, a prototype key), other content types, hostile path ids (another team's, negative, huge, text)
 * and hostile query values (negative and huge page sizes, NUL, SQL and HTML metacharacters, 10 kB and unicode).
 * Invariants on every answer: never 5xx; every 4xx in the one error shape with no stack or SQL text; a 4xx changes
 * nothing in the database (every table's row count and row hash, minus the session bookkeeping).
 *
 * Quick profile (the test command): a fixed seed and 4 cases per operation. Deep profile on demand:
 * `npm run fuzz:deep -w @partsflow/server` (FUZZ_RUNS, default 100; FUZZ_SEED, default a new one; FUZZ_ONLY, a
 * substring of `METHOD /path` to replay one operation). The seed and run count are printed with a table per
 * operation; a failure names its operation, seed and counterexample path.
 */

const DEEP = process.env.FUZZ_PROFILE === 'deep';
const RUNS = Number(process.env.FUZZ_RUNS ?? (DEEP ? 100 : 4));
const SEED = Number(process.env.FUZZ_SEED ?? (DEEP ? Date.now() % 2 ** 31 : 20_261_125));
const ONLY = process.env.FUZZ_ONLY;

/** Routes that end or switch the caller's own session (sessions.int.test.ts covers them). */
const SKIP = new Set(['DELETE /api/session', 'PUT /api/session/team']);
/** Tables any authenticated call writes (session last-seen, sign-in throttling): not an effect of the request. */
const VOLATILE = new Set(['sessions', 'sign_in_attempts', 'sign_in_throttles']);

let t: TestApp;
let operations: Operation[];
let callers: Map<Kind | 'staff' | 'anonymous', Caller>;
/** Real ids of other teams' records (products, brands, listings, locations): a body or path naming them. */
let foreignIds: number[] = [];

beforeAll(async () => {
  t = await createWorld();
  await addRoleMembers(t);
  await addProductIssue(t);
  callers = await ownerCallers(t);
  const others = {
    catalogue: callers.get('catalogue')!.other,
    marketplace: callers.get('marketplace')!.other,
    distributor: callers.get('distributor')!.other,
  };
  const foreign = await rows<{ id: number }>(
    t,
    sql`(select id from products where team_id = ${others.catalogue} order by id limit 2)
        union all (select id from brands where team_id = ${others.catalogue} order by id limit 1)
        union all (select id from distributor_locations where team_id = ${others.distributor} order by id limit 1)
        union all (select id from stores where team_id = ${others.marketplace} order by id limit 1)`,
  );
  foreignIds = foreign.map((r) => Number(r.id));
  operations = (await loadOperations(t))
    .filter((op) => !SKIP.has(`${op.method} ${op.path}`))
    .filter((op) => !ONLY || `${op.method} ${op.path}`.includes(ONLY));
  // Deletes last, so the records the other operations address are still there.
  operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}, 120_000);
afterAll(async () => t?.close());

function callerOf(op: Operation) {
  if (op.access.kind === 'public') return callers.get('anonymous')!;
  if (op.access.kind === 'staff') return callers.get('staff')!;
  return callers.get(op.kind)!;
}

// ---- hostile values ------------------------------------------------------------------------------------------

const MEGABYTE = 'x'.repeat(1024 * 1024);
const HOSTILE_TEXT = [
  '',
  ' ',
  'a\u0000b',
  "' OR '1'='1' --",
  "'; drop table products; --",
  '"; \\ %_ $$ $1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../etc/passwd',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ñ 中文 🚗 \u0301',
  '\u202e\ufeff\u200b\ud800',
  '%00%ff',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '-99999999999999999999',
  '99999999999999999999',
  '2030-02-31',
  'true',
  'null',
  '[]',
];
const HOSTILE_NUMBERS = [
  0,
  -1,
  -0.5,
  0.5,
  2 ** 31,
  -(2 ** 31),
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  1e-12,
];

function nested(depth: number, leaf: unknown = 1): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
}

const hostileText = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant('y'.repeat(10_000)) },
  { weight: 1, arbitrary: fc.constant(MEGABYTE) },
);

/** A JSON value that no field expects, or a boundary one. */
function hostileJson(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: hostileText },
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS, ...foreignIds) },
    { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { id: 1 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        nested(64),
        nested(2000),
        Array.from({ length: 5000 }, (_, i) => i),
      ),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Values at the edges of what the schema allows (and just past them). */
function edgeOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const s = schema?.anyOf?.find((x) => x.type) ?? schema?.oneOf?.find((x) => x.type) ?? schema ?? {};
  const values: unknown[] = [null];
  if (s.enum) values.push(...s.enum, 'not-one-of-them');
  switch (s.type) {
    case 'string':
      if (s.maxLength !== undefined) values.push('m'.repeat(s.maxLength), 'm'.repeat(s.maxLength + 1));
      if (s.minLength) values.push('m'.repeat(s.minLength - 1));
      values.push('  padded  ', 'ÀÉÎÕÜ');
      break;
    case 'integer':
    case 'number':
      for (const n of [s.minimum, s.maximum]) if (typeof n === 'number') values.push(n, n - 1, n + 1);
      values.push(1.5, '12');
      break;
    case 'array':
      values.push(
        [],
        Array.from({ length: (s.minItems ?? 0) + 300 }, () => 1),
      );
      break;
    case 'boolean':
      values.push('true', 1);
      break;
  }
  return fc.constantFrom(...values);
}

type Key = string | number;

/** Every place a field can be set: the sample's keys and every declared property, nested. */
function fieldPaths(
  schema: JsonSchema | undefined,
  prefix: Key[] = [],
  depth = 0,
): { path: Key[]; schema: JsonSchema }[] {
  if (!schema || depth > 4) return [];
  const s = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
  if (s.type === 'object' && s.properties)
    return Object.entries(s.properties).flatMap(([k, sub]) => [
      { path: [...prefix, k], schema: sub },
      ...fieldPaths(sub, [...prefix, k], depth + 1),
    ]);
  if (s.type === 'array' && s.items) return fieldPaths(s.items, [...prefix, 0], depth + 1);
  return [];
}

function setAt(body: unknown, path: Key[], value: unknown): unknown {
  const root = structuredClone(body ?? {}) as Record<Key, unknown>;
  let at = root;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      if (value === undefined) delete at[key];
      else at[key] = value;
    } else {
      if (typeof at[key] !== 'object' || at[key] === null)
        at[key] = typeof path[i + 1] === 'number' ? [] : {};
      at = at[key] as Record<Key, unknown>;
    }
  }
  return root;
}

interface Case {
  url: string;
  method: string;
  /** A value to send as JSON, or raw text (`raw`). */
  payload?: unknown;
  raw?: string;
  contentType?: string;
  note: string;
}

const RAW_BODIES = [
  '',
  '{',
  'null',
  '[1,2',
  '1e309',
  '{"a":NaN}',
  '{"__proto__":{"staff":true,"admin":true}}',
  '{"constructor":{"prototype":{"staff":true}}}',
  '\u0000',
  '{"a":"\\ud800"}',
];

/** One operation's cases: path values, query, body and content type, each hostile some of the time. */
async function caseArbitrary(op: Operation): Promise<fc.Arbitrary<Case>> {
  const caller = callerOf(op);
  const own = await resolvePath(t, op.path, caller.owner).catch(() => null);
  const theirs = await resolvePath(t, op.path, caller.other).catch(() => null);
  const pathParams = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const valid = op.body ? await sample(t, op.body, caller.owner) : undefined;
  const fields = fieldPaths(op.body);

  const pathArb = fc.tuple(
    ...pathParams.map((name) =>
      fc.oneof(
        { weight: 8, arbitrary: fc.constant(own?.values[name] ?? '1') },
        { weight: 1, arbitrary: fc.constant(theirs?.values[name] ?? '2') },
        { weight: 2, arbitrary: hostileText.filter((x) => x.length < 20_000) },
      ),
    ),
  );
  const queryArb = fc.tuple(
    ...queryParams.map((p) =>
      fc.option(
        fc.oneof(
          edgeOf(p.schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
          hostileText.filter((x) => x.length < 20_000),
        ),
        { nil: undefined, freq: 2 },
      ),
    ),
    fc.option(fc.constantFrom('per=-5', 'per=100000000', 'page=-1', 'page=0', 'unknown=1', 'per=1&per=2'), {
      nil: undefined,
      freq: 3,
    }),
  );
  const fieldArb: fc.Arbitrary<{ payload?: unknown; raw?: string; note: string }> = fields.length
    ? fc.constantFrom(...fields).chain((field) =>
        fc.oneof(edgeOf(field.schema), hostileJson()).map((value) => ({
          payload: setAt(valid, field.path, value),
          note: `${field.path.join('.')} = ${preview(value)}`,
        })),
      )
    : fc.constant({ payload: valid, note: 'valid' });
  const bodyArb: fc.Arbitrary<{ payload?: unknown; raw?: string; note: string }> = fc.oneof(
    { weight: 6, arbitrary: fieldArb },
    {
      weight: 1,
      arbitrary: fields.length
        ? fc
            .constantFrom(...fields)
            .map((f) => ({ payload: setAt(valid, f.path, undefined), note: `without ${f.path.join('.')}` }))
        : fc.constant({ payload: undefined, note: 'no body' }),
    },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.constantFrom('id', 'team_id', 'zzz', '__proto__', 'constructor', ''), hostileJson(), {
          maxKeys: 3,
        })
        .map((extra) => ({
          payload: { ...(valid as object), ...extra },
          note: `extra ${Object.keys(extra).join(',')}`,
        })),
    },
    { weight: 1, arbitrary: hostileJson().map((v) => ({ payload: v, note: `body = ${preview(v)}` })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...RAW_BODIES),
          fields.length
            ? fc
                .tuple(
                  fc.constantFrom(...fields),
                  fc.constantFrom('1e309', '-1e309', 'NaN', '-Infinity', '01', '0x10', '1_000'),
                )
                .map(([f, lit]) =>
                  JSON.stringify(setAt(valid, f.path, '\u0001RAW\u0001')).replace('"\\u0001RAW\\u0001"', lit),
                )
            : fc.constant('{"a":1e309}'),
        )
        .map((raw) => ({ raw, note: `raw ${preview(raw)}` })),
    },
  );
  const contentArb = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'multipart/form-data; boundary=x',
        'application/xml',
      ),
    },
  );
  const hasBody = op.method !== 'GET';
  return fc
    .record({ path: pathArb, query: queryArb, body: bodyArb, contentType: contentArb })
    .map(({ path, query, body, contentType }) => {
      let url = op.path;
      pathParams.forEach((name, i) => (url = url.replace(`{${name}}`, encode(path[i]!))));
      const q = queryParams
        .map((p, i) => (query[i] === undefined ? null : `${p.name}=${encode(query[i]!)}`))
        .filter((x) => x !== null);
      const extra = query[queryParams.length];
      if (extra) q.push(extra);
      if (q.length) url += `?${q.join('&')}`;
      if (!hasBody) return { url, method: op.method, note: 'query' };
      return { url, method: op.method, ...body, contentType };
    });
}

/** Percent-encoding that survives a lone surrogate (its UTF-8 replacement is sent). */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

function preview(v: unknown): string {
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 60 ? `${s.slice(0, 57)}...(${s.length})` : s;
}

interface Tally {
  op: string;
  cases: number;
  ok: number;
  client: number;
  server: number;
}

describe(`contract fuzzing (issue 8, item 3; ${DEEP ? 'deep' : 'quick'} profile)`, () => {
  it(
    'never answers 5xx, always answers errors in the one shape, and changes nothing on a 4xx',
    async () => {
      console.log(
        `contract fuzz: profile ${DEEP ? 'deep' : 'quick'}, seed ${SEED}, ${RUNS} cases per operation, ` +
          `${operations.length} operations (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npm run fuzz:deep -w @partsflow/server)`,
      );
      const failures: string[] = [];
      const tallies: Tally[] = [];
      let before = await fingerprint(t, VOLATILE);
      for (const op of operations) {
        const name = `${op.method} ${op.path}`;
        const caller = callerOf(op);
        const tally: Tally = { op: name, cases: 0, ok: 0, client: 0, server: 0 };
        tallies.push(tally);
        const seed = (SEED ^ hash(name)) >>> 0;
        const cases = await caseArbitrary(op);
        // The finders may add a record the operation needs: that is not the first case's effect.
        before = await fingerprint(t, VOLATILE);
        const details = await fc.check(
          fc.asyncProperty(cases, async (c) => {
            const req: InjectOptions = { method: c.method as InjectOptions['method'], url: c.url };
            if (c.raw !== undefined || c.payload !== undefined) {
              req.payload = (c.raw ?? JSON.stringify(c.payload)) as string;
              req.headers = { 'content-type': c.contentType ?? 'application/json' };
            }
            const res = await caller.client.request(req);
            tally.cases++;
            if (res.statusCode >= 500) tally.server++;
            else if (res.statusCode >= 400) tally.client++;
            else tally.ok++;
            const after = await fingerprint(t, VOLATILE);
            const was = before;
            before = after;
            const where = `${c.method} ${c.url.slice(0, 160)} [${c.note}] → ${res.statusCode} ${res.body.slice(0, 200)}`;
            const shape = errorShapeProblem(res);
            if (shape) throw new Error(`${shape}: ${where}`);
            if (res.statusCode >= 400) {
              const changed = changedTables(was, after);
              if (changed.length)
                throw new Error(`a ${res.statusCode} changed ${changed.join(', ')}: ${where}`);
            }
          }),
          { seed, numRuns: RUNS, endOnFailure: true },
        );
        if (details.failed)
          failures.push(
            `${name} (seed ${seed}, path ${details.counterexamplePath}): ${String((details.errorInstance as Error | null)?.message ?? details.errorInstance)}`,
          );
        // The deep profile runs for a long time: say where it is.
        if (DEEP)
          console.log(
            `[${tallies.length}/${operations.length}] ${name}: ${tally.cases} cases, ${tally.server} 5xx${details.failed ? ', FAILED' : ''}`,
          );
      }
      const width = Math.max(...tallies.map((x) => x.op.length));
      console.log(
        [
          `${'operation'.padEnd(width)}  cases  2xx-3xx  4xx  5xx`,
          ...tallies.map(
            (x) =>
              `${x.op.padEnd(width)}  ${String(x.cases).padStart(5)}  ${String(x.ok).padStart(7)}  ${String(x.client).padStart(3)}  ${String(x.server).padStart(3)}`,
          ),
          `${tallies.length} operations, ${tallies.reduce((s, x) => s + x.cases, 0)} cases, ` +
            `${tallies.reduce((s, x) => s + x.server, 0)} 5xx`,
        ].join('\n'),
      );
      expect(failures).toEqual([]);
      expect(operations.length).toBeGreaterThan(ONLY ? 0 : 100);
    },
    // PGlite serves one query at a time: the same cases take about three times as long there. The quick profile
    // grows with every route (about 350 operations now) and shares two cores with the other test files.
    (DEEP ? 21_600_000 : 480_000) * SLOWDOWN,
  );
});

/** A stable 32-bit hash (FNV-1a), so an operation's cases do not depend on which others run. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
