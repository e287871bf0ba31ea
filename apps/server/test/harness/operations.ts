import { sql } from 'drizzle-orm';
import type { Access } from '../../src/platform/auth/access.ts';
import type { TestApp } from '../test-app.ts';
import { FINDERS, kindOfArea, type Kind } from './principals.ts';
import { rows } from './world.ts';

/**
 * The operations of the platform's own OpenAPI document with what the route declares (access, idempotency), and a
 * minimal valid body for each from its JSON schema. The mass-assignment, fuzz and race tests read the app through
 * this, so a route added later is covered by all three without a new test.
 */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  format?: string;
  pattern?: string;
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The document's path (`/a/{id}`). */
  path: string;
  access: Access;
  idempotent: boolean;
  /** Whose records the path names: the area of a team route, else the catalogue's. */
  kind: Kind;
  body: JsonSchema | undefined;
  /** The body's content types (none: the route reads no body). */
  contentTypes: string[];
  parameters: Parameter[];
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export async function loadOperations(t: TestApp): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([m]) => METHODS.includes(m))
      .map(([m, op]) => {
        const method = m.toUpperCase();
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        const route = t.routes.find((r) => r.method === method && r.url === url);
        if (!route?.access)
          throw new Error(`${method} ${path} is in the document but has no declared access`);
        const content = op.requestBody?.content ?? {};
        return {
          method,
          path,
          access: route.access,
          idempotent: route.idempotent,
          kind: kindOfArea(route.access.kind === 'team' ? route.access.area : null),
          body: content['application/json']?.schema,
          contentTypes: Object.keys(content),
          parameters: op.parameters ?? [],
        };
      }),
  );
}

/** The finder of a path parameter: `segment/{param}`, the segment before it naming the resource. */
export function finderKey(path: string, param: string): string {
  const segments = path.split('/');
  return `${segments[segments.indexOf(`{${param}}`) - 1]}/{${param}}`;
}

/** The operation's URL with every path parameter a real record of the team (`values`: what was put in). */
export async function resolvePath(
  t: TestApp,
  path: string,
  team: number,
): Promise<{ url: string; values: Record<string, string> }> {
  let url = path;
  const values: Record<string, string> = {};
  for (const [, param] of path.matchAll(/\{(\w+)\}/g)) {
    const finder = FINDERS[finderKey(path, param!)];
    if (!finder) throw new Error(`no finder for ${finderKey(path, param!)} (see principals.ts)`);
    values[param!] = String(await finder(t, team));
    url = url.replace(`{${param}}`, encodeURIComponent(values[param!]!));
  }
  return { url, values };
}

/** Body fields that name a record: a real one of the owning team (so the write gets past its lookups). */
export const BODY_IDS: Record<string, string> = {
  product_id: 'product/{id}',
  brand_id: 'brands/{id}',
  brand_ids: 'brands/{id}',
  listing_id: 'listing/{id}',
  listing_ids: 'listing/{id}',
  location_id: 'locations/{id}',
  distributor_id: 'distributors/{distributorId}',
  attribute_title_id: 'attribute/{id}',
  vehicle_application_id: 'vehicle_applications/{id}',
  vehicle_application_ids: 'vehicle_applications/{id}',
  delivery_ids: 'deliveries/{id}',
  stores: 'stores/{id}',
  integration_id: 'stores/{id}',
  vehicles: 'vehicles/{id}',
  vehicle_ids: 'vehicles/{id}',
  ids: 'import-list/{id}',
  line_item_id: 'line_items/{id}',
  shipment_unit_id: 'units/{id}',
  fulfillment_delivery_id: 'shipments/{id}',
  fulfillment_parcel_id: 'delivery_parcels/{id}',
  product_ids: 'product/{id}',
  destination_product_ids: 'copy-to/{destination}',
  product_component_ids: 'product_components/{id}',
  related_product_id: 'product/{id}',
  export_template_id: 'export_templates/{id}',
  team_id: 'teams/{id}',
  // The global body-term table maps a source word to a platform body.
  internal_id: 'vehicle_bodies/{id}',
};

let serial = 0;

/** A minimal body the schema accepts: required fields only, the owning team's ids for fields that name a record. */
export async function sample(
  t: TestApp,
  schema: JsonSchema | undefined,
  team: number,
  name = '',
): Promise<unknown> {
  if (!schema) return undefined;
  if (schema.anyOf ?? schema.oneOf) return sample(t, (schema.anyOf ?? schema.oneOf)![0], team, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const finder = BODY_IDS[name];
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? [])
        out[key] = await sample(t, schema.properties?.[key], team, key);
      return out;
    }
    case 'array': {
      if (!finder && !schema.minItems) return [];
      const item = await sample(t, schema.items, team, name);
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => item);
    }
    case 'integer':
    case 'number': {
      if (finder && FINDERS[finder])
        // A record another team owns (a brand a merchant agrees to sell) is not the team's: the lowest id then.
        return Number(await FINDERS[finder](t, team).catch(() => 1));
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return schema.exclusiveMinimum === true ? min + 1 : Math.max(min, 1);
    }
    case 'boolean':
      return false;
    case 'string': {
      serial++;
      if (schema.format === 'email') return `harness-${serial}@harness.test`;
      if (name === 'country_code') return 'AU';
      if (name.endsWith('url') || schema.format === 'uri') return `https://harness.test/${serial}`;
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2030-01-15';
      const text = `Harness ${serial} value`.padEnd(schema.minLength ?? 0, 'x');
      return schema.maxLength ? text.slice(0, schema.maxLength) : text;
    }
    default:
      return schema.default;
  }
}

/**
 * What the database holds, as one comparable value per table (row count and a hash of every row's text), for the
 * tables a request may change. `volatile` tables change on any authenticated call (sessions, throttling).
 */
export async function fingerprint(
  t: TestApp,
  volatile: Set<string>,
  opts: { countsOnly?: boolean } = {},
): Promise<Map<string, string>> {
  const tables = await rows<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'`,
  );
  const parts = tables
    .filter((x) => !volatile.has(x.name))
    .map(
      (x) =>
        `select '${x.name}' as t, count(*)::text${opts.countsOnly ? '' : ` || ':' || coalesce(sum(hashtext(r::text)), 0)::text`} as f from "${x.name}" r`,
    );
  const all = await rows<{ t: string; f: string }>(t, sql.raw(parts.join(' union all ')));
  return new Map(all.map((r) => [r.t, r.f]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, f]) => before.get(name) !== f).map(([name]) => name);
}

/** Row counts of every table (what a race's effect is counted in). */
export async function rowCounts(t: TestApp, skip: Set<string>): Promise<Map<string, number>> {
  const f = await fingerprint(t, skip, { countsOnly: true });
  return new Map([...f].map(([name, v]) => [name, Number(v)]));
}

/** Every answer of the platform that is not a success is `{ error: { code, message } }` without internals. */
export function errorShapeProblem(res: { statusCode: number; body: string }): string | null {
  if (res.statusCode >= 500) return `${res.statusCode}`;
  if (res.statusCode >= 400) {
    let body: { error?: { code?: unknown; message?: unknown } } | null;
    try {
      body = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } } | null;
    } catch {
      return 'not JSON';
    }
    if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string')
      return 'not the error shape';
    if (INTERNALS.test(res.body)) return 'internals in the body';
  }
  return null;
}

/** A stack frame, a database error's text or SQL in an answer. */
const INTERNALS =
  /\bat [\w.<>]+ \(.*:\d+:\d+\)|node_modules\/|duplicate key value|violates (?:unique|foreign|check|not-null)|syntax error at or near|\bSELECT .* FROM |\bINSERT INTO |invalid input syntax for/;
