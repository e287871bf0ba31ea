import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import {
  errorShapeProblem,
  loadOperations,
  resolvePath,
  rowCounts,
  sample,
  type Operation,
} from './operations.ts';
import { addRoleMembers, ownerCallers, type Caller, type Kind } from './principals.ts';
import { addProductIssue, createWorld, SLOWDOWN } from './world.ts';

/**
 * Issue 8, item 5: exactly-once effects under concurrency, for every write of the OpenAPI document (discovered from
 * the route declarations: a route added later is raced without a new test).
 *
 * - Every route that declares `idempotent: true`: 50 simultaneous identical requests with one `Idempotency-Key`
 *   have no more effect than one request (row counts of every table), never answer 5xx, and all answer the first
 *   result (or 409 while it runs).
 * - Every write (unique creates, guarded state changes such as starting an import or publishing, deletes): 50
 *   simultaneous identical requests without a key have no more effect than one request followed by 49 sequential
 *   repeats would have (the effect of the first, plus 49 times the effect of a repeat, measured beforehand): a
 *   unique create or a guarded change whose repeat changes nothing must change things once, however the 50 race.
 *   Never 5xx; every refusal in the one error shape.
 *
 * `HARNESS_VERBOSE=1` prints what each route did (statuses and row changes per table).
 */

const N = 50;
/** PGlite serves one query at a time: 50 simultaneous requests queue, so allow it longer. */
/** Routes that end or switch the caller's session (sessions.int.test.ts covers them). */
const SKIP = new Set(['DELETE /api/session', 'PUT /api/session/team']);
/** Tables a call writes whatever it does (session bookkeeping, stored idempotent answers). */
const BOOKKEEPING = new Set(['sessions', 'sign_in_attempts', 'sign_in_throttles', 'idempotency_keys']);
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

let t: TestApp;
let operations: Operation[];
let callers: Map<Kind | 'staff' | 'anonymous', Caller>;

beforeAll(async () => {
  t = await createWorld();
  await addRoleMembers(t);
  await addProductIssue(t);
  callers = await ownerCallers(t);
  operations = (await loadOperations(t))
    .filter((op) => WRITES.includes(op.method) && !SKIP.has(`${op.method} ${op.path}`))
    .filter((op) => op.access.kind !== 'public');
  operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}, 120_000 * SLOWDOWN);
afterAll(async () => t?.close());

function callerOf(op: Operation) {
  return callers.get(op.access.kind === 'staff' ? 'staff' : op.kind)!;
}

async function requestOf(op: Operation): Promise<InjectOptions> {
  const caller = callerOf(op);
  const { url } = await resolvePath(t, op.path, caller.owner);
  const body = op.body ? await sample(t, op.body, caller.owner) : undefined;
  return {
    method: op.method as InjectOptions['method'],
    url,
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  };
}

/** Calls and measures what changed: rows added (or removed, negative) per table. */
async function effectOf(
  run: () => Promise<LightMyRequestResponse[]>,
): Promise<{ answers: LightMyRequestResponse[]; delta: Map<string, number> }> {
  const before = await rowCounts(t, BOOKKEEPING);
  const answers = await run();
  const after = await rowCounts(t, BOOKKEEPING);
  const delta = new Map<string, number>();
  for (const [table, n] of after)
    if (n !== (before.get(table) ?? 0)) delta.set(table, n - (before.get(table) ?? 0));
  return { answers, delta };
}

function describeDelta(delta: Map<string, number>): string {
  return [...delta].map(([table, n]) => `${table} ${n > 0 ? '+' : ''}${n}`).join(', ') || 'nothing';
}

function shapeProblems(where: string, answers: LightMyRequestResponse[]): string[] {
  const seen = new Set<string>();
  for (const a of answers) {
    const problem = errorShapeProblem(a);
    if (problem) seen.add(`${where}: ${problem}: ${a.statusCode} ${a.body.slice(0, 200)}`);
  }
  return [...seen];
}

function statuses(answers: LightMyRequestResponse[]): string {
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.statusCode, (byStatus.get(a.statusCode) ?? 0) + 1);
  return [...byStatus].map(([s, n]) => `${n}×${s}`).join(' ');
}

describe(`${N} simultaneous identical requests (issue 8, item 5)`, () => {
  it(
    'with one Idempotency-Key have one effect and one answer, on every idempotent route',
    async () => {
      const failures: string[] = [];
      const report: string[] = [];
      let effective = 0;
      const idempotent = operations.filter((op) => op.idempotent);
      for (const op of idempotent) {
        const name = `${op.method} ${op.path}`;
        const caller = callerOf(op);
        // One request with its own key: the effect one request has. (A finder may first add the record the route
        // needs: that stays outside the measured effect.)
        const single = await requestOf(op);
        const one = await effectOf(async () => [
          await caller.client.request({ ...single, headers: { 'idempotency-key': `one-${name}` } }),
        ]);
        const req = await requestOf(op);
        const key = `race-${name}`;
        const race = await effectOf(() =>
          Promise.all(
            Array.from({ length: N }, () =>
              caller.client.request({ ...req, headers: { 'idempotency-key': key } }),
            ),
          ),
        );
        failures.push(...shapeProblems(name, race.answers));
        for (const [table, n] of race.delta)
          if (n > Math.max(one.delta.get(table) ?? 0, 0))
            failures.push(
              `${name}: ${N} requests with one key changed ${table} by ${n}, one request by ${one.delta.get(table) ?? 0}`,
            );
        const finished = race.answers.filter((a) => !a.body.includes('idempotency_request_in_progress'));
        const first = finished[0];
        if (first && finished.some((a) => a.statusCode !== first.statusCode || a.body !== first.body))
          failures.push(`${name}: answers differ under one key: ${statuses(race.answers)}`);
        if (one.delta.size > 0 && one.answers[0]!.statusCode < 300) effective++;
        report.push(
          `${name}: one → ${one.answers[0]!.statusCode} (${describeDelta(one.delta)}); ${N} with one key → ${statuses(race.answers)} (${describeDelta(race.delta)})`,
        );
      }
      if (process.env.HARNESS_VERBOSE) console.log(`idempotent routes raced:\n${report.join('\n')}`);
      expect(failures).toEqual([]);
      // The sample bodies must reach real effects, or the race proves nothing.
      expect(idempotent.length).toBeGreaterThan(15);
      expect(effective, report.join('\n')).toBeGreaterThan(10);
    },
    180_000 * SLOWDOWN,
  );

  it(
    'without a key have no more effect than one request and its repeats would, on every write',
    async () => {
      const failures: string[] = [];
      const report: string[] = [];
      let once = 0;
      // Updates (PUT, PATCH) repeat to the same state by nature and change no row count; creates, guarded changes
      // (POST) and deletes are where a race can do twice what may happen once.
      for (const op of operations.filter((x) => x.method === 'POST' || x.method === 'DELETE')) {
        const name = `${op.method} ${op.path}`;
        const caller = callerOf(op);
        // The effect of the first request, then of an identical repeat (a unique create or guarded change: none).
        const first = await requestOf(op);
        const a = await effectOf(async () => [await caller.client.request(first)]);
        const b = await effectOf(async () => [await caller.client.request(first)]);
        const req = await requestOf(op).catch(() => null);
        if (!req) {
          // A delete took the owning team's last record of the kind: nothing left to race.
          report.push(`${name}: first → ${a.answers[0]!.statusCode}, no record left to race`);
          continue;
        }
        const race = await effectOf(() =>
          Promise.all(Array.from({ length: N }, () => caller.client.request(req))),
        );
        failures.push(...shapeProblems(name, [...a.answers, ...b.answers, ...race.answers]));
        const tables = new Set([...a.delta.keys(), ...b.delta.keys(), ...race.delta.keys()]);
        for (const table of tables) {
          const bound = (a.delta.get(table) ?? 0) + (N - 1) * (b.delta.get(table) ?? 0);
          const got = race.delta.get(table) ?? 0;
          if (got > Math.max(bound, 0))
            failures.push(
              `${name}: ${N} at once changed ${table} by ${got}; one request and ${N - 1} repeats would by ${bound}`,
            );
        }
        if (a.delta.size > 0 && b.delta.size === 0) once++;
        report.push(
          `${name}: first → ${a.answers[0]!.statusCode} (${describeDelta(a.delta)}), repeat → ${b.answers[0]!.statusCode} (${describeDelta(b.delta)}), ${N} at once → ${statuses(race.answers)} (${describeDelta(race.delta)})`,
        );
      }
      if (process.env.HARNESS_VERBOSE) console.log(`writes raced:\n${report.join('\n')}`);
      expect(failures).toEqual([]);
      // Writes whose repeat changes nothing (unique creates, guarded changes): the race above bounds them to one.
      expect(once, report.join('\n')).toBeGreaterThan(10);
    },
    300_000 * SLOWDOWN,
  );
});
