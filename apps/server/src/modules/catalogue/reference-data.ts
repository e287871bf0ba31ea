import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  dangerousGoodsDefinitions,
  harmonizedSystemCodes,
  packageTypes,
  productCategories,
  productTypes,
} from './catalogue.tables.ts';
import { DANGEROUS_GOODS } from './reference-data/dangerous-goods.ts';
import { HS_NOMENCLATURE } from './reference-data/hs/index.ts';
import { BUILT_IN_PRODUCT_TYPES, PACKAGE_TYPES, PRODUCT_CATEGORIES } from './reference-data/built-ins.ts';

function parseLines(text: string) {
  return text.split('\n').map((line) => {
    const [code, description] = line.split('|') as [string, string];
    return { code, description };
  });
}

/** The HS 2022 nomenclature: chapters (2 digits), headings (4) and subheadings (6); national extensions are not included. */
export const HS_CODES = parseLines(HS_NOMENCLATURE);

const CHUNK = 500;
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
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
