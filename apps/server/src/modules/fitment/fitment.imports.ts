import { sql } from 'drizzle-orm';
import { tableName } from '../../platform/db/bulk.ts';
import type { Db } from '../../platform/db/client.ts';
import { EVENTS_CHANNEL } from '../../platform/events/outbox.ts';
import type { FieldError, ImportType } from '../../platform/imports/index.ts';
import { fitmentImportRows } from './fitment.tables.ts';

/** Row messages of Import Vehicle Fitments (decision 0251). */
export const FITMENT_IMPORT_MESSAGES = {
  selectBrand: 'Please select a brand',
  skuRequired: 'SKU is required',
  vehicleRequired: 'Vehicle ID or KType is required',
  unknownVehicle: (v: string) => `No vehicle with ID '${v}'`,
  unknownKType: (v: string) => `No vehicle with KType '${v}'`,
  year: (label: string) => `${label} must be a year (YYYY)`,
  yearOrder: 'Year To must be on or after Year From',
  notesTooLong: 'Fitment Notes is longer than 2000 characters',
} as const;
const M = FITMENT_IMPORT_MESSAGES;
const YEAR = /^(19|20)\d{2}$/;

interface Prep {
  ids: Set<number>;
  ktypes: Map<number, number>;
}

/**
 * Import Vehicle Fitments (catalogue Import menu): SKU of the chosen brand's product and the vehicle (our Vehicle
 * ID or its TecDoc KType), with optional notes and years. Rows of one product with the same notes and years form one
 * vehicle application (an existing one with the same notes and years gets the vehicles added); the products'
 * vehicle counts follow through the usual `fitment.applications_changed` event.
 */
export const fitmentsImport: ImportType<Prep> = {
  name: 'vehicle_fitments',
  // A change set (decision 0275): each application made or grown is a VehicleApplication entry of its product.
  changeSet: true,
  label: 'Vehicle Fitments',
  area: 'catalogue',
  context: {
    label: 'Brand',
    required: true,
    requiredMessage: M.selectBrand,
    async allowed(db: Db, teamId: number | null, id: number) {
      const rows = await db.execute(
        sql`select 1 from brands where id = ${id} ${teamId === null ? sql`` : sql`and team_id = ${teamId}`}`,
      );
      return (rows as unknown as { rows: unknown[] }).rows.length > 0;
    },
    // No brand chosen: the user's current brand (the catalogue's brand switcher; decision 0276). Read by table
    // name: fitment does not import the catalogue.
    async fallback(db: Db, scope: { teamId: number; userId: number | null }) {
      if (!scope.userId) return null;
      const rows = await db.execute(
        sql`select brand_id from user_current_brands where user_id = ${scope.userId} and team_id = ${scope.teamId}`,
      );
      return (rows as unknown as { rows: { brand_id: number }[] }).rows[0]?.brand_id ?? null;
    },
  },
  fields: [
    { key: 'sku', label: 'SKU', required: true, aliases: ['part number', 'product sku'] },
    { key: 'vehicle_id', label: 'Vehicle ID', required: false, aliases: ['vehicle'] },
    { key: 'ktype', label: 'KType', required: false, aliases: ['tecdoc id', 'k type', 'ktypnr'] },
    { key: 'fitment_notes', label: 'Fitment Notes', required: false, aliases: ['notes'] },
    { key: 'year_from', label: 'Year From', required: false },
    { key: 'year_to', label: 'Year To', required: false },
  ],
  async prepare(s) {
    const rows = await s.query<{ id: number; tecdoc_id: number | null }>(
      'SELECT id, tecdoc_id FROM vehicles',
    );
    const ktypes = new Map<number, number>();
    for (const r of rows) if (r.tecdoc_id !== null && !ktypes.has(r.tecdoc_id)) ktypes.set(r.tecdoc_id, r.id);
    return { ids: new Set(rows.map((r) => r.id)), ktypes };
  },
  validate(row, p) {
    const errors: FieldError[] = [];
    const sku = row.sku ?? '';
    if (!sku) errors.push({ field: 'sku', message: M.skuRequired });
    let vehicle: number | undefined;
    if (row.vehicle_id) {
      vehicle =
        /^\d{1,9}$/.test(row.vehicle_id) && p.ids.has(Number(row.vehicle_id))
          ? Number(row.vehicle_id)
          : undefined;
      if (vehicle === undefined)
        errors.push({ field: 'vehicle_id', message: M.unknownVehicle(row.vehicle_id) });
    } else if (row.ktype) {
      vehicle = /^\d{1,9}$/.test(row.ktype) ? p.ktypes.get(Number(row.ktype)) : undefined;
      if (vehicle === undefined) errors.push({ field: 'ktype', message: M.unknownKType(row.ktype) });
    } else errors.push({ field: 'vehicle_id', message: M.vehicleRequired });
    const notes = row.fitment_notes || null;
    if (notes && notes.length > 2000) errors.push({ field: 'fitment_notes', message: M.notesTooLong });
    const from = row.year_from || null;
    const to = row.year_to || null;
    if (from && !YEAR.test(from)) errors.push({ field: 'year_from', message: M.year('Year From') });
    if (to && !YEAR.test(to)) errors.push({ field: 'year_to', message: M.year('Year To') });
    if (from && to && YEAR.test(from) && YEAR.test(to) && Number(to) < Number(from))
      errors.push({ field: 'year_to', message: M.yearOrder });
    if (errors.length) return { ok: false, errors };
    return { ok: true, values: [sku, vehicle!, notes, from ? Number(from) : null, to ? Number(to) : null] };
  },
  staging: {
    table: fitmentImportRows,
    columns: ['sku', 'vehicle_id', 'fitment_notes', 'year_from', 'year_to'],
  },
  async load(s, { importId, contextId, teamId, changeSetId }) {
    const st = tableName(fitmentImportRows);
    // An SKU that is not a product of the brand is a row error (first 10,000 kept, the count exact).
    const bad = `FROM ${st} r WHERE r.import_id = $1
      AND NOT EXISTS (SELECT 1 FROM products p WHERE p.brand_id = $2 AND p.sku = r.sku)`;
    await s.query(
      `INSERT INTO import_row_errors (import_id, line, column_name, message)
       SELECT $1, r.line, coalesce((SELECT i.mapping->>'sku' FROM imports i WHERE i.id = $1), 'SKU'),
         'No product with SKU ''' || r.sku || ''' in this brand'
       ${bad} ORDER BY r.line LIMIT 10000`,
      [importId, contextId],
    );
    const [rej] = await s.query<{ n: number }>(`SELECT count(*)::int AS n ${bad}`, [importId, contextId]);
    const key = `a.fitment_notes IS NOT DISTINCT FROM g.fitment_notes AND a.year_from IS NOT DISTINCT FROM g.year_from
      AND a.year_to IS NOT DISTINCT FROM g.year_to`;
    const [row] = await s.query<{ n: number }>(
      `WITH m AS (
         SELECT r.*, p.id AS product_id FROM ${st} r JOIN products p ON p.brand_id = $2 AND p.sku = r.sku
         WHERE r.import_id = $1
       ), g AS (
         SELECT DISTINCT product_id, fitment_notes, year_from, year_to FROM m
       ), ins AS (
         INSERT INTO vehicle_applications (product_id, fitment_notes, year_from, year_to)
         SELECT g.product_id, g.fitment_notes, g.year_from, g.year_to FROM g
         WHERE NOT EXISTS (SELECT 1 FROM vehicle_applications a WHERE a.product_id = g.product_id AND ${key})
         RETURNING id, product_id, fitment_notes, year_from, year_to
       ), apps AS (
         SELECT id, product_id, fitment_notes, year_from, year_to FROM ins
         UNION ALL
         (SELECT DISTINCT ON (a.product_id, a.fitment_notes, a.year_from, a.year_to)
           a.id, a.product_id, a.fitment_notes, a.year_from, a.year_to
         FROM vehicle_applications a JOIN g ON a.product_id = g.product_id AND ${key}
         ORDER BY a.product_id, a.fitment_notes, a.year_from, a.year_to, a.id)
       ), links AS (
         INSERT INTO vehicle_application_vehicles (vehicle_application_id, vehicle_id)
         SELECT DISTINCT a.id, m.vehicle_id FROM m JOIN apps a ON a.product_id = m.product_id
           AND a.fitment_notes IS NOT DISTINCT FROM m.fitment_notes AND a.year_from IS NOT DISTINCT FROM m.year_from
           AND a.year_to IS NOT DISTINCT FROM m.year_to
         ON CONFLICT DO NOTHING
         RETURNING vehicle_application_id, vehicle_id
       ), made AS (
         -- A new application, in the snapshot shape of fitment.history.ts (decision 0272).
         SELECT i.id, i.product_id, 'create' AS action, jsonb_build_object(
           'fitment_notes', jsonb_build_array(NULL, i.fitment_notes), 'year_from', jsonb_build_array(NULL, i.year_from),
           'month_from', jsonb_build_array(NULL, NULL), 'year_to', jsonb_build_array(NULL, i.year_to),
           'month_to', jsonb_build_array(NULL, NULL),
           'vehicle_ids', jsonb_build_array(NULL, (SELECT coalesce(jsonb_agg(l.vehicle_id ORDER BY l.vehicle_id), '[]')
             FROM links l WHERE l.vehicle_application_id = i.id)),
           'attributes', jsonb_build_array(NULL, '[]'::jsonb)) AS changes
         FROM ins i
       ), grown AS (
         -- An existing application that gained vehicles: its vehicle ids before (this statement's snapshot) and after.
         SELECT a.id, a.product_id, 'update' AS action, jsonb_build_object('vehicle_ids', jsonb_build_array(
           (SELECT coalesce(jsonb_agg(v.vehicle_id ORDER BY v.vehicle_id), '[]') FROM vehicle_application_vehicles v
             WHERE v.vehicle_application_id = a.id),
           (SELECT jsonb_agg(u.vehicle_id ORDER BY u.vehicle_id) FROM (
             SELECT v.vehicle_id FROM vehicle_application_vehicles v WHERE v.vehicle_application_id = a.id
             UNION SELECT l.vehicle_id FROM links l WHERE l.vehicle_application_id = a.id) u))) AS changes
         FROM (SELECT DISTINCT l.vehicle_application_id AS id FROM links l) x
         JOIN apps a ON a.id = x.id
         WHERE NOT EXISTS (SELECT 1 FROM ins i WHERE i.id = a.id)
       ), history AS (
         INSERT INTO audits (team_id, subject_type, subject_id, auditable_type, auditable_id, action, changes,
           user_id, user_name, comment, change_set_id)
         SELECT cs.team_id, 'Product', x.product_id, 'VehicleApplication', x.id, x.action, x.changes, cs.user_id,
           cs.user_name, cs.label, cs.id
         FROM (SELECT * FROM made UNION ALL SELECT * FROM grown) x
         JOIN change_sets cs ON cs.id = $3
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM m`,
      [importId, contextId, changeSetId],
    );
    // The catalogue recounts the products' vehicles on the event, as for an application added in the editor.
    const events = await s.query<{ id: number }>(
      `INSERT INTO domain_events (type, team_id, payload)
       SELECT 'fitment.applications_changed', $3, jsonb_build_object('product_ids', jsonb_agg(id))
       FROM (SELECT DISTINCT p.id, (dense_rank() OVER (ORDER BY p.id) - 1) / 1000 AS chunk
             FROM products p WHERE p.brand_id = $2 AND p.sku IN (SELECT sku FROM ${st} WHERE import_id = $1)) x
       GROUP BY chunk RETURNING id`,
      [importId, contextId, teamId],
    );
    if (events.length) await s.query(`SELECT pg_notify($1, 'batch')`, [EVENTS_CHANNEL]);
    return { loaded: row?.n ?? 0, rejected: rej?.n ?? 0 };
  },
};
