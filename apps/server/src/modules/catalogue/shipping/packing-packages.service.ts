import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  dangerousGoodsDefinitions,
  packageHazards,
  packages,
  productHazards,
  products,
} from '../catalogue.tables.ts';

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
    list.push(packingPackageOf(p));
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
  return packingPackageOf(p);
}

/** A package row in millimetres and grams, as the packing engine takes it. */
function packingPackageOf(p: typeof packages.$inferSelect): PackingPackage {
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

/** A product's dangerous goods as a consignment declares them: the UN entry and the amount in one unit. */
export interface ProductDangerousGoods {
  un_number: string;
  class: string;
  proper_shipping_name: string;
  packing_group: string | null;
  amount: number;
  amount_unit: string;
}

/**
 * The dangerous-goods entry of each product that has one (its first hazard, with the amount its packages carry in
 * total), for the parcels a delivery ships (docs/decisions/0903). Products without hazards are absent.
 */
export async function dangerousGoodsOf(
  db: DbOrTx,
  productIds: number[],
): Promise<Map<number, ProductDangerousGoods>> {
  const out = new Map<number, ProductDangerousGoods>();
  if (!productIds.length) return out;
  const rows = await db
    .select({
      product_id: productHazards.product_id,
      hazard_id: productHazards.id,
      un_number: dangerousGoodsDefinitions.un_number,
      class: dangerousGoodsDefinitions.hazard_identifier,
      proper_shipping_name: dangerousGoodsDefinitions.proper_shipping_name,
      amount: packageHazards.amount,
      amount_unit: packageHazards.amount_unit,
    })
    .from(productHazards)
    .innerJoin(
      dangerousGoodsDefinitions,
      eq(dangerousGoodsDefinitions.id, productHazards.dangerous_goods_definition_id),
    )
    .leftJoin(packageHazards, eq(packageHazards.product_hazard_id, productHazards.id))
    .where(inArray(productHazards.product_id, productIds))
    .orderBy(asc(productHazards.product_id), asc(productHazards.id), asc(packageHazards.id));
  const firstHazard = new Map<number, number>();
  for (const r of rows) {
    const first = firstHazard.get(r.product_id) ?? r.hazard_id;
    firstHazard.set(r.product_id, first);
    if (r.hazard_id !== first) continue;
    const had = out.get(r.product_id);
    const unit = had?.amount_unit ?? r.amount_unit ?? 'g';
    // Amounts of the hazard in the product's packages add up (in the first package's unit when they agree).
    const amount = (had?.amount ?? 0) + (r.amount_unit === unit ? (r.amount ?? 0) : 0);
    out.set(r.product_id, {
      un_number: r.un_number,
      class: r.class,
      proper_shipping_name: r.proper_shipping_name,
      packing_group: null,
      amount,
      amount_unit: unit,
    });
  }
  return out;
}
