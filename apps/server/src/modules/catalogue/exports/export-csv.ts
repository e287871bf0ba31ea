import { Readable } from 'node:stream';
import { exportColumn, EXPORT_COLUMNS } from '@partsflow/contracts';
import { stringify } from 'csv-stringify/sync';
import type { SqlSession } from '../../../platform/db/bulk.ts';

/** How one CSV column is made: the original column code and its shaping (decision 0250). */
export interface ColumnSpec {
  original_column: number;
  column_title: string;
  type: number;
  translatable: boolean;
  strip_html: boolean;
  uppercase: boolean;
  character_limit: number;
}

/** Every original column in code order with its defaults: what a scheduled data export writes. */
export const DEFAULT_COLUMNS: ColumnSpec[] = EXPORT_COLUMNS.map((c) => ({
  original_column: c.code,
  column_title: c.label,
  type: c.type,
  translatable: c.translatable,
  strip_html: false,
  uppercase: false,
  character_limit: 0,
}));

/** The SQL expression of each original column code over products p, brands b, sub_brands sb, types pt, pkg. */
const COLUMN_SQL: Record<number, string> = {
  0: 'p.title',
  1: 'p.sku',
  2: 'p.description',
  3: 'b.name',
  4: 'sb.name',
  5: 'pt.title',
  6: 'p.manufacturer_sku',
  7: '(p.price_cents / 100.0)',
  8: 'p.currency',
  9: `(pkg.weight * CASE pkg.weight_unit WHEN 'g' THEN 0.001 WHEN 'lb' THEN 0.45359237 WHEN 'oz' THEN 0.028349523 ELSE 1 END)`,
  10: `(pkg.length * CASE pkg.dimensions_unit WHEN 'mm' THEN 0.1 WHEN 'm' THEN 100 WHEN 'in' THEN 2.54 ELSE 1 END)`,
  11: `(pkg.width * CASE pkg.dimensions_unit WHEN 'mm' THEN 0.1 WHEN 'm' THEN 100 WHEN 'in' THEN 2.54 ELSE 1 END)`,
  12: `(pkg.height * CASE pkg.dimensions_unit WHEN 'mm' THEN 0.1 WHEN 'm' THEN 100 WHEN 'in' THEN 2.54 ELSE 1 END)`,
  13: 'p.published',
  14: 'p.purchaseable',
  15: 'p.universal_fitment',
  16: 'p.preorder',
  17: 'p.allow_dropship',
  18: 'p.is_oem',
  19: 'p.generic_image',
  20: 'p.country_of_origin',
  21: 'p.record_type',
  22: '(p.media_count > 0)',
  23: 'p.ta_article_id',
  24: 'p.product_code',
};
const PACKAGE_COLUMNS = new Set([9, 10, 11, 12]);

export interface ExportFilter {
  brandIds: number[];
  subBrandId: number | null;
  productTypeIds: number[];
}

/**
 * The query of an export: only the columns it writes, products in brand and SKU order (the brand/SKU unique
 * index), joins only where a column needs them. Parameters: $1 brand ids (empty: every brand), $2 sub-brand,
 * $3 product type ids (empty: every type).
 */
export function exportQuery(columns: readonly ColumnSpec[]): string {
  const codes = columns.map((c) => c.original_column);
  const select = codes.map((code, i) => `${COLUMN_SQL[code] ?? 'NULL'} AS c${i}`);
  const joins: string[] = [];
  if (codes.includes(3)) joins.push('JOIN brands b ON b.id = p.brand_id');
  if (codes.includes(4)) joins.push('LEFT JOIN sub_brands sb ON sb.id = p.sub_brand_id');
  if (codes.includes(5)) joins.push('LEFT JOIN product_types pt ON pt.id = p.product_type_id');
  if (codes.some((c) => PACKAGE_COLUMNS.has(c)))
    joins.push(
      `LEFT JOIN LATERAL (SELECT k.weight, k.weight_unit, k.length, k.width, k.height, k.dimensions_unit
         FROM packages k WHERE k.product_id = p.id AND k.distributor_id IS NULL ORDER BY k.id LIMIT 1) pkg ON true`,
    );
  return `SELECT ${select.length ? select.join(', ') : 'NULL AS c0'} FROM products p ${joins.join(' ')}
    WHERE (cardinality($1::int[]) = 0 OR p.brand_id = ANY($1::int[]))
      AND ($2::int IS NULL OR p.sub_brand_id = $2::int)
      AND (cardinality($3::int[]) = 0 OR p.product_type_id = ANY($3::int[]))
    ORDER BY p.brand_id, p.sku`;
}

const TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** One value as the column writes it: yes/no, a plain number, or text with the translatable options applied. */
export function shapeValue(value: unknown, column: ColumnSpec): string {
  if (value === null || value === undefined) return '';
  if (column.type === 2) return value === true || value === 't' || value === 'true' ? 'Yes' : 'No';
  if (column.type === 1) {
    const n = Number(value);
    return Number.isFinite(n) ? String(Math.round(n * 1000) / 1000) : '';
  }
  let text = typeof value === 'string' ? value : String(value as number);
  if (column.translatable) {
    if (column.strip_html)
      text = text
        .replace(TAG, ' ')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
        .replace(/\s+/g, ' ')
        .trim();
    if (column.uppercase) text = text.toUpperCase();
    if (column.character_limit > 0) text = [...text].slice(0, column.character_limit).join('');
  }
  return text;
}

export const FETCH_ROWS = 5000;

/**
 * The CSV of an export as a stream pulled batch by batch from a server-side cursor: memory stays flat however
 * many products there are. `onRows` hears the running count after every batch. The session must be inside a
 * transaction (cursors live in one).
 */
export function exportCsvStream(
  s: SqlSession,
  columns: readonly ColumnSpec[],
  filter: ExportFilter,
  onRows: (n: number) => Promise<void>,
): Readable {
  const cursor = `export_${Math.random().toString(36).slice(2, 10)}`;
  async function* lines() {
    yield stringify([columns.map((c) => c.column_title || exportColumn(c.original_column)?.label || '')]);
    await s.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${exportQuery(columns)}`, [
      filter.brandIds,
      filter.subBrandId,
      filter.productTypeIds,
    ]);
    let total = 0;
    for (;;) {
      const rows = await s.query<Record<string, unknown>>(`FETCH ${FETCH_ROWS} FROM ${cursor}`);
      if (rows.length === 0) break;
      const records = rows.map((r) => columns.map((c, i) => shapeValue(r[`c${i}`], c)));
      total += rows.length;
      yield stringify(records);
      await onRows(total);
      if (rows.length < FETCH_ROWS) break;
    }
    await s.query(`CLOSE ${cursor}`);
  }
  return Readable.from(lines(), { objectMode: false });
}
