import { and, eq } from 'drizzle-orm';
import { DIMENSION_UNITS, WEIGHT_UNITS } from '@partsflow/contracts';
import { tableName, type SqlSession } from '../../../platform/db/bulk.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { FieldError, ImportContext, ImportType } from '../../../platform/imports/index.ts';
import { brands, products } from '../catalogue.tables.ts';
import { currentBrandId } from '../brands/brands.repository.ts';
import { slugBase } from '../products/products.service.ts';
import { attributeImportRows, packageImportRows, productImportRows } from './imports.tables.ts';

/** Row messages of the catalogue imports (decision 0251). */
export const CATALOGUE_IMPORT_MESSAGES = {
  selectBrand: 'Please select a brand',
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} is longer than ${max} characters`,
  unknownBrand: (v: string) => `No brand '${v}' in your team`,
  unknownSubBrand: (v: string) => `No sub-brand '${v}' in this brand`,
  unknownProductType: (v: string) => `No product type '${v}'`,
  unknownPackageType: (v: string) => `No package type '${v}'`,
  unknownAttribute: (v: string) => `No attribute '${v}'`,
  unknownSku: (v: string) => `No product with SKU '${v}' in this brand`,
  price: 'Price must be an amount of 0 or more',
  recordType: 'Record type must be Part or Assembly',
  yesNo: (label: string) => `${label} must be Yes or No`,
  country: 'Country of origin must be a 2-letter country code',
  measure: (label: string) => `${label} must be a number of 0 or more`,
  dimensionsUnit: `Dimensions unit must be one of ${DIMENSION_UNITS.join(', ')}`,
  weightUnit: `Weight unit must be one of ${WEIGHT_UNITS.join(', ')}`,
  numeric: 'Value must be a number',
  lookup: (v: string, name: string) => `'${v}' is not a value of ${name}`,
} as const;
const M = CATALOGUE_IMPORT_MESSAGES;

/**
 * The brand every row of a packaging or attribute file belongs to (and product rows without a Brand column):
 * chosen before upload, or the user's current brand.
 */
function brandContext(required: boolean): ImportContext {
  return {
    label: 'Brand',
    required,
    requiredMessage: M.selectBrand,
    async allowed(db: Db, teamId: number | null, id: number) {
      const [row] = await db
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.id, id), teamId === null ? undefined : eq(brands.team_id, teamId)));
      return !!row;
    },
    // No brand chosen: the user's current brand (the brand switcher's), as the product list follows it (0276).
    async fallback(db: Db, scope: { teamId: number; userId: number | null }) {
      return scope.userId ? currentBrandId(db, { userId: scope.userId, teamId: scope.teamId }) : null;
    },
  };
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const MONEY = /^\$?(\d{1,7})(?:\.(\d{1,2}))?$/;
const MEASURE = /^\d{1,9}(?:\.\d{1,3})?$/;
const NUMERIC = /^-?(?:\d+\.?\d*|\.\d+)$/;
const norm = (v: string) => v.trim().toLowerCase();

function yesNo(v: string, label: string, key: string, errors: FieldError[]): boolean | null {
  if (!v) return null;
  const s = norm(v);
  if (YES.has(s)) return true;
  if (NO.has(s)) return false;
  errors.push({ field: key, message: M.yesNo(label) });
  return null;
}

function text(v: string, key: string, label: string, max: number, errors: FieldError[], required = false) {
  if (!v) {
    if (required) errors.push({ field: key, message: M.required(label) });
    return null;
  }
  if (v.length > max) errors.push({ field: key, message: M.tooLong(label, max) });
  return v;
}

function measure(v: string, key: string, label: string, errors: FieldError[]): number | null {
  if (!v) return null;
  if (!MEASURE.test(v)) {
    errors.push({ field: key, message: M.measure(label) });
    return null;
  }
  return Number(v);
}

/**
 * Rows whose SKU is not a product of the brand become row errors (first 10,000 kept, the count exact); answers
 * how many. Only the load can check this: the brand's products are not loaded into memory.
 */
async function rejectUnknownSkus(s: SqlSession, staging: string, importId: number, brandId: number) {
  const bad = `FROM ${staging} r WHERE r.import_id = $1
      AND NOT EXISTS (SELECT 1 FROM ${tableName(products)} p WHERE p.brand_id = $2 AND p.sku = r.sku)`;
  await s.query(
    `INSERT INTO import_row_errors (import_id, line, column_name, message)
     SELECT $1, r.line, coalesce((SELECT i.mapping->>'sku' FROM imports i WHERE i.id = $1), 'SKU'),
       'No product with SKU ''' || r.sku || ''' in this brand'
     ${bad} ORDER BY r.line LIMIT 10000`,
    [importId, brandId],
  );
  const [row] = await s.query<{ n: number }>(`SELECT count(*)::int AS n ${bad}`, [importId, brandId]);
  return row?.n ?? 0;
}

/* ---------------------------------------------------------------- products */

interface ProductPrep {
  contextBrand: { id: number; slug: string } | null;
  brands: Map<string, { id: number; slug: string }>;
  subBrands: Map<string, number>;
  types: Map<string, number>;
}

/** Import Products: one row per product, matched by brand and SKU; empty cells leave a product's value as it is. */
export const productsImport: ImportType<ProductPrep> = {
  name: 'products',
  changeSet: true,
  label: 'Products',
  area: 'catalogue',
  context: brandContext(false),
  fields: [
    { key: 'sku', label: 'SKU', required: true, aliases: ['part number', 'partnumber', 'product sku'] },
    { key: 'brand', label: 'Brand', required: false, aliases: ['brand name', 'manufacturer'] },
    { key: 'title', label: 'Title', required: false, aliases: ['name', 'product name'] },
    { key: 'description', label: 'Description', required: false, aliases: ['body', 'details'] },
    { key: 'sub_brand', label: 'Sub-Brand', required: false, aliases: ['subbrand'] },
    { key: 'product_type', label: 'Product Type', required: false, aliases: ['type'] },
    { key: 'manufacturer_sku', label: 'Manufacturer SKU', required: false, aliases: ['mpn'] },
    { key: 'price', label: 'Price', required: false, aliases: ['rrp', 'retail price'] },
    { key: 'record_type', label: 'Record Type', required: false },
    { key: 'published', label: 'Published', required: false },
    { key: 'country_of_origin', label: 'Country of Origin', required: false, aliases: ['country', 'coo'] },
  ],
  async prepare(s, { teamId, contextId }) {
    const rows = await s.query<{ id: number; slug: string; name: string; code: string | null }>(
      `SELECT id, slug, name, code FROM brands WHERE team_id = $1`,
      [teamId],
    );
    const brandMap = new Map<string, { id: number; slug: string }>();
    for (const b of rows)
      for (const k of [b.name, b.slug, b.code]) if (k) brandMap.set(norm(k), { id: b.id, slug: b.slug });
    const subs = await s.query<{ id: number; brand_id: number; name: string }>(
      `SELECT sb.id, sb.brand_id, sb.name FROM sub_brands sb JOIN brands b ON b.id = sb.brand_id WHERE b.team_id = $1`,
      [teamId],
    );
    const types = await s.query<{ id: number; title: string; code: string }>(
      `SELECT id, title, code FROM product_types WHERE team_id IS NULL OR universal OR team_id = $1
       ORDER BY (team_id = $1) DESC NULLS LAST, id`,
      [teamId],
    );
    const typeMap = new Map<string, number>();
    for (const t of types)
      for (const k of [t.title, t.code]) if (k && !typeMap.has(norm(k))) typeMap.set(norm(k), t.id);
    const context = rows.find((b) => b.id === contextId);
    return {
      contextBrand: context ? { id: context.id, slug: context.slug } : null,
      brands: brandMap,
      subBrands: new Map(subs.map((x) => [`${x.brand_id}|${norm(x.name)}`, x.id])),
      types: typeMap,
    };
  },
  validate(row, p) {
    const errors: FieldError[] = [];
    const sku = text(row.sku ?? '', 'sku', 'SKU', 255, errors, true);
    let brand = p.contextBrand;
    const brandCell = row.brand ?? '';
    if (brandCell) {
      brand = p.brands.get(norm(brandCell)) ?? null;
      if (!brand) errors.push({ field: 'brand', message: M.unknownBrand(brandCell) });
    } else if (!brand) errors.push({ field: 'brand', message: M.required('Brand') });
    const title = text(row.title ?? '', 'title', 'Title', 255, errors);
    const description = text(row.description ?? '', 'description', 'Description', 100_000, errors);
    let subBrandId: number | null = null;
    if (row.sub_brand && brand) {
      subBrandId = p.subBrands.get(`${brand.id}|${norm(row.sub_brand)}`) ?? null;
      if (subBrandId === null) errors.push({ field: 'sub_brand', message: M.unknownSubBrand(row.sub_brand) });
    }
    let typeId: number | null = null;
    if (row.product_type) {
      typeId = p.types.get(norm(row.product_type)) ?? null;
      if (typeId === null)
        errors.push({ field: 'product_type', message: M.unknownProductType(row.product_type) });
    }
    const mpn = text(row.manufacturer_sku ?? '', 'manufacturer_sku', 'Manufacturer SKU', 255, errors);
    let price: number | null = null;
    if (row.price) {
      const m = MONEY.exec(row.price.replace(/,/g, ''));
      if (!m) errors.push({ field: 'price', message: M.price });
      else price = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
    }
    let recordType: string | null = null;
    if (row.record_type) {
      recordType = { part: 'Part', assembly: 'Assembly' }[norm(row.record_type)] ?? null;
      if (!recordType) errors.push({ field: 'record_type', message: M.recordType });
    }
    const published = yesNo(row.published ?? '', 'Published', 'published', errors);
    let country: string | null = null;
    if (row.country_of_origin) {
      if (!/^[A-Za-z]{2}$/.test(row.country_of_origin))
        errors.push({ field: 'country_of_origin', message: M.country });
      else country = row.country_of_origin.toUpperCase();
    }
    if (errors.length) return { ok: false, errors };
    return {
      ok: true,
      values: [
        brand!.id,
        sku!,
        slugBase(brand!.slug, sku!),
        title,
        description,
        mpn,
        price,
        recordType,
        published === null ? null : published ? 'true' : 'false',
        country,
        typeId,
        subBrandId,
      ],
    };
  },
  staging: {
    table: productImportRows,
    columns: [
      'brand_id',
      'sku',
      'slug',
      'title',
      'description',
      'manufacturer_sku',
      'price_cents',
      'record_type',
      'published',
      'country_of_origin',
      'product_type_id',
      'sub_brand_id',
    ],
  },
  async load(s, { importId, teamId, changeSetId }) {
    const st = tableName(productImportRows);
    const t = tableName(products);
    // Existing products (brand and SKU, the unique index) get the cells the file gives; new ones are inserted
    // with a slug of their own (decision 0203; a clash gets the import and line appended).
    const [row] = await s.query<{ n: number }>(
      `WITH src AS (
         SELECT DISTINCT ON (brand_id, sku) * FROM ${st} WHERE import_id = $1 ORDER BY brand_id, sku, line DESC
       ), upd AS (
         UPDATE ${t} p SET
           title = coalesce(s.title, p.title), description = coalesce(s.description, p.description),
           manufacturer_sku = coalesce(s.manufacturer_sku, p.manufacturer_sku),
           price_cents = coalesce(s.price_cents, p.price_cents), record_type = coalesce(s.record_type, p.record_type),
           published = coalesce(s.published, p.published),
           country_of_origin = coalesce(s.country_of_origin, p.country_of_origin),
           product_type_id = coalesce(s.product_type_id, p.product_type_id),
           sub_brand_id = coalesce(s.sub_brand_id, p.sub_brand_id), updated_at = now()
         FROM src s, ${t} o
         WHERE o.id = p.id AND p.brand_id = s.brand_id AND p.sku = s.sku AND p.team_id = $2
           AND (p.title, p.description, p.manufacturer_sku, p.price_cents, p.record_type, p.published,
                p.country_of_origin, p.product_type_id, p.sub_brand_id)
             IS DISTINCT FROM
               (coalesce(s.title, p.title), coalesce(s.description, p.description),
                coalesce(s.manufacturer_sku, p.manufacturer_sku), coalesce(s.price_cents, p.price_cents),
                coalesce(s.record_type, p.record_type), coalesce(s.published, p.published),
                coalesce(s.country_of_origin, p.country_of_origin), coalesce(s.product_type_id, p.product_type_id),
                coalesce(s.sub_brand_id, p.sub_brand_id))
         RETURNING p.id, p.team_id, jsonb_strip_nulls(jsonb_build_object('title', CASE WHEN o.title IS DISTINCT FROM p.title THEN jsonb_build_array(o.title, p.title) END, 'description', CASE WHEN o.description IS DISTINCT FROM p.description THEN jsonb_build_array(o.description, p.description) END, 'manufacturer_sku', CASE WHEN o.manufacturer_sku IS DISTINCT FROM p.manufacturer_sku THEN jsonb_build_array(o.manufacturer_sku, p.manufacturer_sku) END, 'price_cents', CASE WHEN o.price_cents IS DISTINCT FROM p.price_cents THEN jsonb_build_array(o.price_cents, p.price_cents) END, 'record_type', CASE WHEN o.record_type IS DISTINCT FROM p.record_type THEN jsonb_build_array(o.record_type, p.record_type) END, 'published', CASE WHEN o.published IS DISTINCT FROM p.published THEN jsonb_build_array(o.published, p.published) END, 'country_of_origin', CASE WHEN o.country_of_origin IS DISTINCT FROM p.country_of_origin THEN jsonb_build_array(o.country_of_origin, p.country_of_origin) END, 'product_type_id', CASE WHEN o.product_type_id IS DISTINCT FROM p.product_type_id THEN jsonb_build_array(o.product_type_id, p.product_type_id) END, 'sub_brand_id', CASE WHEN o.sub_brand_id IS DISTINCT FROM p.sub_brand_id THEN jsonb_build_array(o.sub_brand_id, p.sub_brand_id) END)) AS changes
       ), fresh AS (
         SELECT s.*, row_number() OVER (PARTITION BY s.slug ORDER BY s.line) AS nth FROM src s
         WHERE NOT EXISTS (SELECT 1 FROM ${t} p WHERE p.brand_id = s.brand_id AND p.sku = s.sku)
       ), ins AS (
         INSERT INTO ${t} (team_id, brand_id, sku, slug, title, description, manufacturer_sku, price_cents,
           record_type, published, country_of_origin, product_type_id, sub_brand_id)
         SELECT $2, f.brand_id, f.sku,
           CASE WHEN f.nth > 1 OR EXISTS (SELECT 1 FROM ${t} x WHERE x.slug = f.slug)
             THEN left(f.slug, 160) || '-' || $1 || '-' || f.line ELSE f.slug END,
           coalesce(f.title, f.sku), coalesce(f.description, ''), f.manufacturer_sku, f.price_cents,
           coalesce(f.record_type, 'Part'), coalesce(f.published, false), f.country_of_origin, f.product_type_id,
           f.sub_brand_id
         FROM fresh f
         ON CONFLICT DO NOTHING
         RETURNING id, team_id, jsonb_build_object('sku', jsonb_build_array(NULL, sku), 'title', jsonb_build_array(NULL, title), 'description', jsonb_build_array(NULL, description), 'manufacturer_sku', jsonb_build_array(NULL, manufacturer_sku), 'price_cents', jsonb_build_array(NULL, price_cents), 'record_type', jsonb_build_array(NULL, record_type), 'published', jsonb_build_array(NULL, published), 'country_of_origin', jsonb_build_array(NULL, country_of_origin), 'product_type_id', jsonb_build_array(NULL, product_type_id), 'sub_brand_id', jsonb_build_array(NULL, sub_brand_id), 'brand_id', jsonb_build_array(NULL, brand_id)) AS changes
       ), history AS (
         -- One history entry per product written, in the import's change set (decision 0273).
         INSERT INTO audits (team_id, subject_type, subject_id, auditable_type, auditable_id, action, changes,
           user_id, user_name, comment, change_set_id)
         SELECT x.team_id, 'Product', x.id, 'Product', x.id, x.action, x.changes, cs.user_id, cs.user_name, cs.label,
           cs.id
         FROM (SELECT id, team_id, 'update' AS action, changes FROM upd
               UNION ALL SELECT id, team_id, 'create', changes FROM ins) x
         JOIN change_sets cs ON cs.id = $3
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM src`,
      [importId, teamId, changeSetId],
    );
    return row?.n ?? 0;
  },
};

/* ---------------------------------------------------------------- packaging */

/** Import Packaging: a brand's products' packages, matched by SKU and package identifier. */
export const packagingImport: ImportType<Map<string, number>> = {
  name: 'packaging',
  changeSet: true,
  label: 'Packaging',
  area: 'catalogue',
  context: brandContext(true),
  fields: [
    { key: 'sku', label: 'SKU', required: true, aliases: ['part number', 'product sku'] },
    { key: 'identifier', label: 'Identifier', required: true, aliases: ['package', 'package identifier'] },
    { key: 'package_type', label: 'Package Type', required: false, aliases: ['type'] },
    { key: 'length', label: 'Length', required: false },
    { key: 'width', label: 'Width', required: false },
    { key: 'height', label: 'Height', required: false },
    {
      key: 'dimensions_unit',
      label: 'Dimensions Unit',
      required: false,
      aliases: ['dimension unit', 'unit'],
    },
    { key: 'weight', label: 'Weight', required: false },
    { key: 'weight_unit', label: 'Weight Unit', required: false },
    { key: 'ships_separate', label: 'Ships Separate', required: false },
  ],
  async prepare(s) {
    const rows = await s.query<{ id: number; name: string }>(`SELECT id, name FROM package_types`);
    return new Map(rows.map((r) => [norm(r.name), r.id]));
  },
  validate(row, types) {
    const errors: FieldError[] = [];
    const sku = text(row.sku ?? '', 'sku', 'SKU', 255, errors, true);
    const identifier = text(row.identifier ?? '', 'identifier', 'Identifier', 255, errors, true);
    let typeId: number | null = null;
    if (row.package_type) {
      typeId = types.get(norm(row.package_type)) ?? null;
      if (typeId === null)
        errors.push({ field: 'package_type', message: M.unknownPackageType(row.package_type) });
    }
    const length = measure(row.length ?? '', 'length', 'Length', errors);
    const width = measure(row.width ?? '', 'width', 'Width', errors);
    const height = measure(row.height ?? '', 'height', 'Height', errors);
    const du = row.dimensions_unit ? norm(row.dimensions_unit) : 'cm';
    if (!(DIMENSION_UNITS as readonly string[]).includes(du))
      errors.push({ field: 'dimensions_unit', message: M.dimensionsUnit });
    const weight = measure(row.weight ?? '', 'weight', 'Weight', errors);
    const wu = row.weight_unit ? norm(row.weight_unit) : 'kg';
    if (!(WEIGHT_UNITS as readonly string[]).includes(wu))
      errors.push({ field: 'weight_unit', message: M.weightUnit });
    const separate = yesNo(row.ships_separate ?? '', 'Ships Separate', 'ships_separate', errors);
    if (errors.length) return { ok: false, errors };
    return {
      ok: true,
      values: [
        sku!,
        identifier!,
        typeId,
        length,
        width,
        height,
        du,
        weight,
        wu,
        separate === null ? null : String(separate),
      ],
    };
  },
  staging: {
    table: packageImportRows,
    columns: [
      'sku',
      'identifier',
      'package_type_id',
      'length',
      'width',
      'height',
      'dimensions_unit',
      'weight',
      'weight_unit',
      'ships_separate',
    ],
  },
  async load(s, { importId, contextId, changeSetId }) {
    const st = tableName(packageImportRows);
    const rejected = await rejectUnknownSkus(s, st, importId, contextId!);
    const [row] = await s.query<{ n: number }>(
      `WITH src AS (
         SELECT DISTINCT ON (sku, identifier) * FROM ${st} WHERE import_id = $1 ORDER BY sku, identifier, line DESC
       ), m AS (
         SELECT s.*, p.id AS product_id, p.team_id FROM src s JOIN products p ON p.brand_id = $2 AND p.sku = s.sku
       ), upd AS (
         UPDATE packages k SET package_type_id = coalesce(m.package_type_id, k.package_type_id),
           length = coalesce(m.length, k.length), width = coalesce(m.width, k.width),
           height = coalesce(m.height, k.height), dimensions_unit = m.dimensions_unit,
           weight = coalesce(m.weight, k.weight), weight_unit = m.weight_unit,
           ships_separate = coalesce(m.ships_separate, k.ships_separate)
         FROM m, packages o
         WHERE o.id = k.id AND k.product_id = m.product_id AND k.distributor_id IS NULL
           AND k.identifier = m.identifier
         RETURNING k.id, k.product_id, m.team_id, jsonb_strip_nulls(jsonb_build_object('package_type_id', CASE WHEN o.package_type_id IS DISTINCT FROM k.package_type_id THEN jsonb_build_array(o.package_type_id, k.package_type_id) END, 'length', CASE WHEN o.length IS DISTINCT FROM k.length THEN jsonb_build_array(o.length, k.length) END, 'width', CASE WHEN o.width IS DISTINCT FROM k.width THEN jsonb_build_array(o.width, k.width) END, 'height', CASE WHEN o.height IS DISTINCT FROM k.height THEN jsonb_build_array(o.height, k.height) END, 'dimensions_unit', CASE WHEN o.dimensions_unit IS DISTINCT FROM k.dimensions_unit THEN jsonb_build_array(o.dimensions_unit, k.dimensions_unit) END, 'weight', CASE WHEN o.weight IS DISTINCT FROM k.weight THEN jsonb_build_array(o.weight, k.weight) END, 'weight_unit', CASE WHEN o.weight_unit IS DISTINCT FROM k.weight_unit THEN jsonb_build_array(o.weight_unit, k.weight_unit) END, 'ships_separate', CASE WHEN o.ships_separate IS DISTINCT FROM k.ships_separate THEN jsonb_build_array(o.ships_separate, k.ships_separate) END)) AS changes
       ), ins AS (
         INSERT INTO packages (product_id, package_type_id, identifier, length, width, height, dimensions_unit,
           weight, weight_unit, ships_separate)
         SELECT m.product_id, m.package_type_id, m.identifier, m.length, m.width, m.height, m.dimensions_unit,
           m.weight, m.weight_unit, coalesce(m.ships_separate, false)
         FROM m WHERE NOT EXISTS (SELECT 1 FROM packages k WHERE k.product_id = m.product_id
           AND k.distributor_id IS NULL AND k.identifier = m.identifier)
         RETURNING id, product_id, jsonb_build_object('package_type_id', jsonb_build_array(NULL, package_type_id), 'identifier', jsonb_build_array(NULL, identifier), 'length', jsonb_build_array(NULL, length), 'width', jsonb_build_array(NULL, width), 'height', jsonb_build_array(NULL, height), 'dimensions_unit', jsonb_build_array(NULL, dimensions_unit), 'weight', jsonb_build_array(NULL, weight), 'weight_unit', jsonb_build_array(NULL, weight_unit), 'label', jsonb_build_array(NULL, label), 'ships_separate', jsonb_build_array(NULL, ships_separate), 'use_outer_box', jsonb_build_array(NULL, use_outer_box)) AS changes
       ), history AS (
         -- Each package written is an entry of its product's history in the import's change set (decision 0273).
         INSERT INTO audits (team_id, subject_type, subject_id, auditable_type, auditable_id, action, changes,
           user_id, user_name, comment, change_set_id)
         SELECT cs.team_id, 'Product', x.product_id, 'Package', x.id, x.action, x.changes, cs.user_id, cs.user_name,
           cs.label, cs.id
         FROM (SELECT id, product_id, 'update' AS action, changes FROM upd WHERE changes <> '{}'::jsonb
               UNION ALL SELECT id, product_id, 'create', changes FROM ins) x
         JOIN change_sets cs ON cs.id = $3
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM m`,
      [importId, contextId, changeSetId],
    );
    return { loaded: row?.n ?? 0, rejected };
  },
};

/* ---------------------------------------------------------------- product attributes */

interface AttributePrep {
  titles: Map<string, { id: number; name: string; data_type: string }>;
  values: Map<number, Map<string, string>>;
}

/** Import Product Attributes: one attribute value per row for a brand's product (SKU, attribute name, value). */
export const attributesImport: ImportType<AttributePrep> = {
  name: 'product_attributes',
  changeSet: true,
  label: 'Product Attributes',
  area: 'catalogue',
  context: brandContext(true),
  fields: [
    { key: 'sku', label: 'SKU', required: true, aliases: ['part number', 'product sku'] },
    { key: 'attribute', label: 'Attribute', required: true, aliases: ['attribute name', 'name'] },
    { key: 'value', label: 'Value', required: false, aliases: ['attribute value'] },
  ],
  async prepare(s, { teamId }) {
    const titles = await s.query<{ id: number; name: string; data_type: string }>(
      `SELECT id, name, data_type FROM attribute_titles WHERE team_id IS NULL OR team_id = $1
       ORDER BY (team_id = $1) DESC NULLS LAST, id`,
      [teamId],
    );
    const map = new Map<string, { id: number; name: string; data_type: string }>();
    for (const t of titles) if (!map.has(norm(t.name))) map.set(norm(t.name), t);
    const lookups = titles.filter((t) => t.data_type === 'lookup').map((t) => t.id);
    const values = new Map<number, Map<string, string>>();
    if (lookups.length) {
      const rows = await s.query<{ attribute_title_id: number; value: string }>(
        `SELECT attribute_title_id, value FROM attribute_values WHERE attribute_title_id = ANY($1::int[])`,
        [lookups],
      );
      for (const r of rows) {
        let m = values.get(r.attribute_title_id);
        if (!m) values.set(r.attribute_title_id, (m = new Map()));
        m.set(norm(r.value), r.value);
      }
    }
    return { titles: map, values };
  },
  validate(row, p) {
    const errors: FieldError[] = [];
    const sku = text(row.sku ?? '', 'sku', 'SKU', 255, errors, true);
    const name = row.attribute ?? '';
    const title = name ? p.titles.get(norm(name)) : undefined;
    if (!name) errors.push({ field: 'attribute', message: M.required('Attribute') });
    else if (!title) errors.push({ field: 'attribute', message: M.unknownAttribute(name) });
    let value: string | null = row.value ?? '';
    if (title) {
      if (title.data_type === 'without_value') value = null;
      else if (!value) errors.push({ field: 'value', message: M.required('Value') });
      else if (title.data_type === 'numeric' && !NUMERIC.test(value))
        errors.push({ field: 'value', message: M.numeric });
      else if (title.data_type === 'boolean') {
        const b = yesNo(value, 'Value', 'value', errors);
        value = b === null ? value : b ? 'Yes' : 'No';
      } else if (title.data_type === 'lookup') {
        const found = p.values.get(title.id)?.get(norm(value));
        if (!found) errors.push({ field: 'value', message: M.lookup(value, title.name) });
        else value = found;
      } else if (value.length > 255) errors.push({ field: 'value', message: M.tooLong('Value', 255) });
    }
    if (errors.length) return { ok: false, errors };
    return { ok: true, values: [sku!, title!.id, value] };
  },
  staging: { table: attributeImportRows, columns: ['sku', 'attribute_title_id', 'value'] },
  async load(s, { importId, contextId, changeSetId }) {
    const st = tableName(attributeImportRows);
    const rejected = await rejectUnknownSkus(s, st, importId, contextId!);
    const [row] = await s.query<{ n: number }>(
      `WITH src AS (
         SELECT DISTINCT ON (sku, attribute_title_id) * FROM ${st} WHERE import_id = $1
         ORDER BY sku, attribute_title_id, line DESC
       ), m AS (
         SELECT s.*, p.id AS product_id FROM src s JOIN products p ON p.brand_id = $2 AND p.sku = s.sku
       ), old AS (
         SELECT a.id, a.value FROM product_attributes a
         JOIN m ON a.product_id = m.product_id AND a.attribute_title_id = m.attribute_title_id
       ), w AS (
         INSERT INTO product_attributes (product_id, attribute_title_id, value, sequence)
         SELECT m.product_id, m.attribute_title_id, m.value,
           coalesce((SELECT max(a.sequence) + 1 FROM product_attributes a WHERE a.product_id = m.product_id), 0)
             + row_number() OVER (PARTITION BY m.product_id ORDER BY m.line) - 1
         FROM m
         ON CONFLICT (product_id, attribute_title_id) DO UPDATE SET value = excluded.value
         WHERE product_attributes.value IS DISTINCT FROM excluded.value
         RETURNING id, product_id, attribute_title_id, value, sequence, (xmax = 0) AS inserted
       ), history AS (
         -- Each attribute written is an entry of its product's history in the import's change set (decision 0273).
         INSERT INTO audits (team_id, subject_type, subject_id, auditable_type, auditable_id, action, changes,
           user_id, user_name, comment, change_set_id)
         SELECT cs.team_id, 'Product', w.product_id, 'ProductAttribute', w.id,
           CASE WHEN w.inserted THEN 'create' ELSE 'update' END,
           CASE WHEN w.inserted
             THEN jsonb_build_object('attribute_title_id', jsonb_build_array(NULL, w.attribute_title_id),
               'value', jsonb_build_array(NULL, w.value), 'sequence', jsonb_build_array(NULL, w.sequence))
             ELSE jsonb_build_object('value', jsonb_build_array(old.value, w.value)) END,
           cs.user_id, cs.user_name, cs.label, cs.id
         FROM w LEFT JOIN old ON old.id = w.id
         JOIN change_sets cs ON cs.id = $3
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM m`,
      [importId, contextId, changeSetId],
    );
    // The has-attributes counter of the products the file touched (a second statement sees the new rows).
    await s.query(
      `UPDATE products p SET attribute_count = c.n
       FROM (SELECT p2.id, (SELECT count(*)::int FROM product_attributes a WHERE a.product_id = p2.id) AS n
             FROM products p2 WHERE p2.brand_id = $2 AND p2.sku IN (SELECT sku FROM ${st} WHERE import_id = $1)) c
       WHERE p.id = c.id AND p.attribute_count IS DISTINCT FROM c.n`,
      [importId, contextId],
    );
    return { loaded: row?.n ?? 0, rejected };
  },
};
