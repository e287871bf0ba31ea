import type { ImportType } from '../../platform/imports/index.ts';
import { columnName, tableName } from '../../platform/db/bulk.ts';
import {
  distributorLocations,
  distributorPrices,
  inventoryImportRows,
  inventoryItems,
  pricingImportRows,
} from './distribution.tables.ts';

/** Messages of the inventory and pricing imports' row errors. */
export const ROW_MESSAGES = {
  required: (label: string) => `${label} is required`,
  unknownLocation: (code: string) => `No location with code '${code}'`,
  quantity: 'Quantity must be a whole number of 0 or more',
  money: (label: string) => `${label} must be an amount of 0 or more`,
  date: (label: string) => `${label} must be a date (YYYY-MM-DD or DD/MM/YYYY)`,
  dateOrder: 'Effective to must be on or after effective from',
  tooLong: (label: string) => `${label} is longer than 255 characters`,
} as const;

const WHOLE = /^\d{1,9}$/;

/** A constant text as an SQL literal. */
const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;
const MONEY = /^\$?(\d{1,7})(?:\.(\d{1,2}))?$/;

/** A money cell ('12.5', '$12.50', '1,234.00') to cents; null when it is not an amount of 0 or more. */
export function parseMoneyCell(text: string): number | null {
  const m = MONEY.exec(text.replace(/,/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** A date cell (YYYY-MM-DD or DD/MM/YYYY, as Australian spreadsheets write it) to YYYY-MM-DD; null when invalid. */
export function parseDateCell(text: string): string | null {
  let y: number, mo: number, d: number;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)))
    [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

function text(
  row: Readonly<Record<string, string>>,
  key: string,
  label: string,
  errors: { field: string; message: string }[],
) {
  const v = row[key] ?? '';
  if (!v) errors.push({ field: key, message: ROW_MESSAGES.required(label) });
  else if (v.length > 255) errors.push({ field: key, message: ROW_MESSAGES.tooLong(label) });
  return v;
}

/** Inventory: sku, brand, location code, quantity; one row per location, brand and SKU (the last line wins). */
export const inventoryImport: ImportType<Map<string, number>> = {
  name: 'inventory',
  label: 'Inventory',
  area: 'distributor',
  fields: [
    { key: 'sku', label: 'SKU', required: true, aliases: ['part number', 'partnumber', 'product sku'] },
    { key: 'brand', label: 'Brand', required: true, aliases: ['brand name', 'manufacturer'] },
    {
      key: 'location_code',
      label: 'Location Code',
      required: true,
      aliases: ['location', 'warehouse', 'erp id'],
    },
    { key: 'quantity', label: 'Quantity', required: true, aliases: ['qty', 'stock', 'on hand', 'soh'] },
  ],
  async prepare(s, { teamId }) {
    const rows = await s.query<{ id: number; code: string }>(
      `SELECT id, code FROM ${tableName(distributorLocations)} WHERE team_id = $1`,
      [teamId],
    );
    return new Map(rows.map((r) => [r.code.toLowerCase(), r.id]));
  },
  validate(row, locations) {
    const errors: { field: string; message: string }[] = [];
    const sku = text(row, 'sku', 'SKU', errors);
    const brand = text(row, 'brand', 'Brand', errors);
    const code = row.location_code ?? '';
    let locationId: number | undefined;
    if (!code) errors.push({ field: 'location_code', message: ROW_MESSAGES.required('Location Code') });
    else if ((locationId = locations.get(code.toLowerCase())) === undefined)
      errors.push({ field: 'location_code', message: ROW_MESSAGES.unknownLocation(code) });
    const qty = row.quantity ?? '';
    if (!qty) errors.push({ field: 'quantity', message: ROW_MESSAGES.required('Quantity') });
    else if (!WHOLE.test(qty)) errors.push({ field: 'quantity', message: ROW_MESSAGES.quantity });
    if (errors.length) return { ok: false, errors };
    return { ok: true, values: [locationId!, brand, sku, Number(qty)] };
  },
  staging: { table: inventoryImportRows, columns: ['location_id', 'brand_name', 'sku', 'quantity'] },
  // The same checks and messages as `validate`, for whole CSV files at once (decision 0711).
  raw(field) {
    const sku = field('sku');
    const brand = field('brand');
    const code = field('location_code');
    const qty = field('quantity');
    const text = (v: string, label: string) =>
      `CASE WHEN ${v} = '' THEN ${lit(ROW_MESSAGES.required(label))}
        WHEN char_length(${v}) > 255 THEN ${lit(ROW_MESSAGES.tooLong(label))} END`;
    return {
      joins: `LEFT JOIN ${tableName(distributorLocations)} l ON l.team_id = $2 AND lower(l.code) = lower(${code})`,
      checks: [
        { field: 'sku', message: text(sku, 'SKU') },
        { field: 'brand', message: text(brand, 'Brand') },
        {
          field: 'location_code',
          message: `CASE WHEN ${code} = '' THEN ${lit(ROW_MESSAGES.required('Location Code'))}
            WHEN l.id IS NULL THEN 'No location with code ''' || ${code} || '''' END`,
        },
        {
          field: 'quantity',
          message: `CASE WHEN ${qty} = '' THEN ${lit(ROW_MESSAGES.required('Quantity'))}
            WHEN ${qty} !~ '^[0-9]{1,9}$' THEN ${lit(ROW_MESSAGES.quantity)} END`,
        },
      ],
      values: ['l.id', brand, sku, `CASE WHEN ${qty} ~ '^[0-9]{1,9}$' THEN ${qty}::int END`],
    };
  },
  async load(s, { importId, teamId }) {
    const t = tableName(inventoryItems);
    const st = tableName(inventoryImportRows);
    // Unchanged rows are left alone, so importing the same file again changes nothing (not even updated_at).
    const rows = await s.query<{ n: number }>(
      `WITH src AS (
         SELECT DISTINCT ON (location_id, brand_name, sku) location_id, brand_name, sku, quantity
         FROM ${st} WHERE import_id = $1
         ORDER BY location_id, brand_name, sku, line DESC
       ), changed AS (
         -- Unchanged rows are left out before the upsert, which would otherwise lock each of them (a re-import).
         SELECT s.* FROM src s LEFT JOIN ${t} i ON i.distributor_location_id = s.location_id
           AND i.brand_name = s.brand_name AND i.sku = s.sku
         WHERE i.id IS NULL OR i.quantity IS DISTINCT FROM s.quantity
       ), written AS (
         INSERT INTO ${t} (team_id, distributor_location_id, brand_name, sku, quantity, updated_at)
         SELECT $2, location_id, brand_name, sku, quantity, now() FROM changed
         ON CONFLICT (${columnName(inventoryItems.distributor_location_id)}, ${columnName(inventoryItems.brand_name)}, ${columnName(inventoryItems.sku)})
         DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at
         WHERE ${t}.quantity IS DISTINCT FROM excluded.quantity
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM src`,
      [importId, teamId],
    );
    return rows[0]?.n ?? 0;
  },
};

/** Pricing: account code, sku, cost, RRP, effective from and to; keyed by account, SKU and effective from. */
export const pricingImport: ImportType<null> = {
  name: 'pricing',
  label: 'Pricing',
  area: 'distributor',
  fields: [
    { key: 'account_code', label: 'Account Code', required: true, aliases: ['account'] },
    { key: 'sku', label: 'SKU', required: true, aliases: ['part number', 'partnumber'] },
    { key: 'cost', label: 'Cost', required: true, aliases: ['price', 'cost price'] },
    { key: 'rrp', label: 'RRP', required: false, aliases: ['retail price', 'recommended retail price'] },
    { key: 'effective_from', label: 'Effective From', required: false, aliases: ['from', 'start date'] },
    { key: 'effective_to', label: 'Effective To', required: false, aliases: ['to', 'end date'] },
  ],
  async prepare() {
    return null;
  },
  validate(row) {
    const errors: { field: string; message: string }[] = [];
    const account = text(row, 'account_code', 'Account Code', errors);
    const sku = text(row, 'sku', 'SKU', errors);
    let cost: number | null = null;
    if (!row.cost) errors.push({ field: 'cost', message: ROW_MESSAGES.required('Cost') });
    else if ((cost = parseMoneyCell(row.cost)) === null)
      errors.push({ field: 'cost', message: ROW_MESSAGES.money('Cost') });
    let rrp: number | null = null;
    if (row.rrp && (rrp = parseMoneyCell(row.rrp)) === null)
      errors.push({ field: 'rrp', message: ROW_MESSAGES.money('RRP') });
    let from: string | null = null;
    let to: string | null = null;
    if (row.effective_from && (from = parseDateCell(row.effective_from)) === null)
      errors.push({ field: 'effective_from', message: ROW_MESSAGES.date('Effective From') });
    if (row.effective_to && (to = parseDateCell(row.effective_to)) === null)
      errors.push({ field: 'effective_to', message: ROW_MESSAGES.date('Effective To') });
    if (from && to && to < from) errors.push({ field: 'effective_to', message: ROW_MESSAGES.dateOrder });
    if (errors.length) return { ok: false, errors };
    return { ok: true, values: [account, sku, cost!, rrp, from, to] };
  },
  staging: {
    table: pricingImportRows,
    columns: ['account_code', 'sku', 'cost_cents', 'rrp_cents', 'effective_from', 'effective_to'],
  },
  async load(s, { importId, teamId }) {
    const t = tableName(distributorPrices);
    const st = tableName(pricingImportRows);
    const rows = await s.query<{ n: number }>(
      `WITH src AS (
         SELECT DISTINCT ON (account_code, sku, effective_from) account_code, sku, cost_cents, rrp_cents,
           effective_from, effective_to
         FROM ${st} WHERE import_id = $1
         ORDER BY account_code, sku, effective_from, line DESC
       ), written AS (
         INSERT INTO ${t} (team_id, account_code, sku, cost_cents, rrp_cents, effective_from, effective_to, updated_at)
         SELECT $2, account_code, sku, cost_cents, rrp_cents, effective_from, effective_to, now() FROM src
         ON CONFLICT (team_id, account_code, sku, effective_from)
         DO UPDATE SET cost_cents = excluded.cost_cents, rrp_cents = excluded.rrp_cents,
           effective_to = excluded.effective_to, updated_at = excluded.updated_at
         WHERE (${t}.cost_cents, ${t}.rrp_cents, ${t}.effective_to)
           IS DISTINCT FROM (excluded.cost_cents, excluded.rrp_cents, excluded.effective_to)
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM src`,
      [importId, teamId],
    );
    return rows[0]?.n ?? 0;
  },
};
