import fs from 'node:fs';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import {
  dangerousGoodsDefinitions,
  harmonizedSystemCodes,
  packageTypes,
  productCategories,
  productTypes,
} from '../catalogue.tables.ts';

/**
 * The catalogue's bundled reference data, kept as data files beside this loader (docs/decisions/0206):
 * - hs-codes.json: the HS 2022 nomenclature, chapters (2 digits), headings (4) and subheadings (6), as
 *   [code, description] in source order. Source: public dataset `datasets/harmonized-system`, ODC-PDDL; national
 *   extensions and the non-HS "TOTAL"/99 rows are left out.
 * - dangerous-goods.json: [UN number, class, proper shipping name] after the UN Model Regulations' Dangerous
 *   Goods List: the entries automotive parts most often carry plus a broad selection of every class.
 * - countries.json: ISO 3166-1 alpha-2 [code, name] (249), for the Country/Region of origin selector.
 * - built-ins.json: built-in product types, package types and the product category tree.
 * Each file is parsed once and checked against its schema, so a bad edit fails at start, not in a query.
 */
function load<T extends z.ZodType>(file: string, schema: T): z.infer<T> {
  const text = fs.readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
  return schema.parse(JSON.parse(text));
}

export interface HsCodeEntry {
  code: string;
  description: string;
}
export interface DangerousGoodsEntry {
  un_number: string;
  hazard_identifier: string;
  proper_shipping_name: string;
}
export interface CountryEntry {
  code: string;
  name: string;
}

export const HS_CODES: readonly HsCodeEntry[] = load(
  'hs-codes.json',
  z.array(z.tuple([z.string().regex(/^\d{2}(\d{2}){0,2}$/), z.string().min(1)])),
).map(([code, description]) => ({ code, description }));

export const DANGEROUS_GOODS: readonly DangerousGoodsEntry[] = load(
  'dangerous-goods.json',
  z.array(z.tuple([z.string().regex(/^UN\d{4}$/), z.string().min(1), z.string().min(1)])),
).map(([un_number, hazard_identifier, proper_shipping_name]) => ({
  un_number,
  hazard_identifier,
  proper_shipping_name,
}));

export const COUNTRIES: readonly CountryEntry[] = load(
  'countries.json',
  z.array(z.tuple([z.string().length(2), z.string().min(1)])),
).map(([code, name]) => ({ code, name }));

const builtIns = load(
  'built-ins.json',
  z.object({
    product_types: z.array(z.string().min(1)),
    package_types: z.array(z.string().min(1)),
    product_categories: z.record(z.string(), z.array(z.string().min(1))),
  }),
);
export const BUILT_IN_PRODUCT_TYPES: readonly string[] = builtIns.product_types;
export const PACKAGE_TYPES: readonly string[] = builtIns.package_types;
/** Top-level categories and their children. */
export const PRODUCT_CATEGORIES: Readonly<Record<string, string[]>> = builtIns.product_categories;

const CHUNK = 500;
async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

function typeCode(title: string) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * Loads the bundled reference data (dangerous goods definitions, HS nomenclature, built-in product types,
 * package types, product categories) in every environment. Idempotent and cheap when already loaded: each set is
 * counted first and inserted with ON CONFLICT DO NOTHING, so several processes starting at once agree.
 */
export async function ensureCatalogueReferenceData(db: Db): Promise<void> {
  const [dg] = await db.select({ n: count() }).from(dangerousGoodsDefinitions);
  if ((dg?.n ?? 0) < DANGEROUS_GOODS.length) {
    await insertChunks([...DANGEROUS_GOODS], (chunk) =>
      db.insert(dangerousGoodsDefinitions).values(chunk).onConflictDoNothing(),
    );
  }
  const [hs] = await db.select({ n: count() }).from(harmonizedSystemCodes);
  if ((hs?.n ?? 0) < HS_CODES.length) {
    await insertChunks(HS_CODES, (chunk) =>
      db.insert(harmonizedSystemCodes).values(chunk).onConflictDoNothing(),
    );
  }
  const [pt] = await db.select({ n: count() }).from(packageTypes);
  if ((pt?.n ?? 0) < PACKAGE_TYPES.length) {
    await db
      .insert(packageTypes)
      .values(PACKAGE_TYPES.map((name) => ({ name })))
      .onConflictDoNothing();
  }
  const [types] = await db
    .select({ n: count() })
    .from(productTypes)
    .where(and(isNull(productTypes.team_id), eq(productTypes.universal, false)));
  if ((types?.n ?? 0) < BUILT_IN_PRODUCT_TYPES.length) {
    await db
      .insert(productTypes)
      .values(
        BUILT_IN_PRODUCT_TYPES.map((title) => ({
          title,
          code: typeCode(title),
          team_id: null,
          universal: false,
        })),
      )
      .onConflictDoNothing({ target: productTypes.code, where: sql`team_id is null` });
  }
  const [cats] = await db.select({ n: count() }).from(productCategories);
  if ((cats?.n ?? 0) === 0) {
    await db.transaction(async (tx) => {
      // Checked again inside the transaction under a lock, so two starting processes load the tree once.
      await tx.execute(sql`lock table ${productCategories} in exclusive mode`);
      const [again] = await tx.select({ n: count() }).from(productCategories);
      if ((again?.n ?? 0) > 0) return;
      for (const [parent, children] of Object.entries(PRODUCT_CATEGORIES)) {
        const [row] = await tx.insert(productCategories).values({ name: parent }).returning();
        await tx.insert(productCategories).values(children.map((name) => ({ name, parent_id: row!.id })));
      }
    });
  }
}
