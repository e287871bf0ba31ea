import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { packages, products } from '../catalogue.tables.ts';

/** A product's package in millimetres and grams, as the fulfilment's units are made from it. */
export interface PackingPackage {
  id: number;
  product_id: number;
  label: string | null;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  weight_g: number | null;
  ships_separate: boolean;
  /** The distributor's own package (it wins over the manufacturer's for that distributor). */
  distributor_id: number | null;
}

const MM_PER: Record<string, number> = { mm: 1, cm: 10, m: 1000, in: 25.4 };
const G_PER: Record<string, number> = { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 };

function toMm(v: number | null, unit: string): number | null {
  if (v === null || !(v > 0)) return null;
  return Math.round(v * (MM_PER[unit] ?? 10));
}
function toG(v: number | null, unit: string): number | null {
  if (v === null || !(v > 0)) return null;
  return Math.round(v * (G_PER[unit] ?? 1000));
}

/**
 * The packages each product ships in for a distributor: its own packages when it recorded any for the product,
 * otherwise the manufacturer's (no distributor). Missing or non-positive sizes come back null (the unit then
 * carries missing_dimensions or missing_weight). Products without packages are absent from the map.
 */
export async function packingPackagesOf(
  db: DbOrTx,
  params: { productIds: number[]; distributorId: number },
): Promise<Map<number, PackingPackage[]>> {
  const out = new Map<number, PackingPackage[]>();
  if (!params.productIds.length) return out;
  const rows = await db
    .select({ p: packages })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.product_id))
    .where(
      and(
        inArray(packages.product_id, params.productIds),
        or(isNull(packages.distributor_id), eq(packages.distributor_id, params.distributorId)),
      ),
    )
    .orderBy(asc(packages.product_id), asc(packages.id));
  for (const { p } of rows) {
    const list = out.get(p.product_id) ?? [];
    list.push({
      id: p.id,
      product_id: p.product_id,
      label: p.label,
      length_mm: toMm(p.length, p.dimensions_unit),
      width_mm: toMm(p.width, p.dimensions_unit),
      height_mm: toMm(p.height, p.dimensions_unit),
      weight_g: toG(p.weight, p.weight_unit),
      ships_separate: p.ships_separate,
      distributor_id: p.distributor_id,
    });
    out.set(p.product_id, list);
  }
  for (const [id, list] of out) {
    const own = list.filter((p) => p.distributor_id === params.distributorId);
    if (own.length) out.set(id, own);
  }
  return out;
}

/**
 * One package a distributor may pack a unit from (the manufacturer's or its own), in millimetres and grams, as
 * the warehouse's `update_from_package` copies it into a unit; null when the distributor does not see it.
 */
export async function packingPackageById(
  db: DbOrTx,
  params: { id: number; distributorId: number },
): Promise<PackingPackage | null> {
  const [p] = await db
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.id, params.id),
        or(isNull(packages.distributor_id), eq(packages.distributor_id, params.distributorId)),
      ),
    );
  if (!p) return null;
  return {
    id: p.id,
    product_id: p.product_id,
    label: p.label,
    length_mm: toMm(p.length, p.dimensions_unit),
    width_mm: toMm(p.width, p.dimensions_unit),
    height_mm: toMm(p.height, p.dimensions_unit),
    weight_g: toG(p.weight, p.weight_unit),
    ships_separate: p.ships_separate,
    distributor_id: p.distributor_id,
  };
}
