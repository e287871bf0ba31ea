import type { PlanReason, UnitMessageCode } from '@partsflow/contracts';
import { pack, packCarton, type Box, type Parcel, type PackPlan, type Unit } from '@partsflow/packing';
import type { Scope } from '../../../platform/auth/access.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { packingPackagesOf } from '../../catalogue/index.ts';
import { packingBoxes } from '../../distribution/index.ts';
import {
  carrierCubicFactors,
  rateCandidate,
  type PartyJson,
  type PlannedParcel,
  type ShippingDeps,
} from '../../shipping/index.ts';
import type { LineItem, NewUnit, UnitRow } from './fulfillment-units.repository.ts';

/** The engine's default cubic factor (kg/m³) when the exchange lists no services. */
const DEFAULT_CUBIC_FACTOR = 250;
/** At most this many different plans are priced (each is one quote round with the exchange). */
const MAX_PRICED_CANDIDATES = 4;

/** A unit before it is stored: `key` names it in the engine until it has an id. */
export type DraftUnit = Omit<NewUnit, 'team_id' | 'fulfillment_id'> & { key: string };

/**
 * Units of a fulfilment from its line items and each product's packages (platform design section 3 step 7):
 * one unit per line item and package, the line's quantity each; a line whose product has no package gets one
 * unit without sizes. Message codes: missing_dimensions, missing_weight, ships_separate (no_distributor_box is
 * added once the engine has looked at the boxes).
 */
export async function draftUnits(
  db: DbOrTx,
  params: { lineItems: LineItem[]; distributorId: number },
): Promise<DraftUnit[]> {
  const productIds = [
    ...new Set(params.lineItems.map((l) => l.product_id).filter((id): id is number => !!id)),
  ];
  const packagesByProduct = await packingPackagesOf(db, { productIds, distributorId: params.distributorId });
  const out: DraftUnit[] = [];
  for (const line of params.lineItems) {
    const packages = (line.product_id && packagesByProduct.get(line.product_id)) || [null];
    for (const [i, p] of packages.entries()) {
      const codes: UnitMessageCode[] = [];
      const dims = p && p.length_mm && p.width_mm && p.height_mm;
      if (!dims) codes.push('missing_dimensions');
      if (!p?.weight_g) codes.push('missing_weight');
      if (p?.ships_separate) codes.push('ships_separate');
      out.push({
        key: `u${out.length}`,
        fulfillment_item_id: line.id,
        position: out.length + 1,
        product_id: line.product_id,
        package_id: p?.id ?? null,
        sku: line.sku,
        title: line.title,
        label: p?.label ?? (packages.length > 1 ? `Package ${i + 1} of ${packages.length}` : null),
        quantity: line.quantity,
        length_mm: p?.length_mm ?? null,
        width_mm: p?.width_mm ?? null,
        height_mm: p?.height_mm ?? null,
        weight_g: p?.weight_g ?? null,
        ships_separate: p?.ships_separate ?? false,
        source: 'package',
        source_identifier: p ? `package:${p.id}` : null,
        metadata: { packaging: { ships_separate: p?.ships_separate ?? false } },
        message_codes: codes,
        unit_value_cents: line.price_cents,
      });
    }
  }
  return out;
}

/** A unit in the engine's terms; `key` is its id there. */
export function engineUnit(u: {
  key: string;
  sku: string;
  length_mm?: number | null;
  width_mm?: number | null;
  height_mm?: number | null;
  weight_g?: number | null;
  quantity: number;
  ships_separate?: boolean;
}): Unit {
  return {
    id: u.key,
    sku: u.sku,
    dimensions:
      u.length_mm && u.width_mm && u.height_mm
        ? { length: u.length_mm, width: u.width_mm, height: u.height_mm }
        : null,
    weightG: u.weight_g ?? null,
    quantity: u.quantity,
    shipsSeparate: u.ships_separate ?? false,
  };
}

const signature = (plan: PackPlan) =>
  JSON.stringify(plan.parcels.map((p) => [p.box?.id ?? null, p.items.map((i) => i.unitId).sort()]));

export interface Proposal {
  units: DraftUnit[];
  plan: PackPlan;
  reason: PlanReason;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const boxNames = (plan: PackPlan) => plan.parcels.map((p) => p.box?.name ?? 'Own packaging');
const describe = (plan: PackPlan) => {
  const n = plan.parcels.length;
  return `${n} ${n === 1 ? 'box' : 'boxes'} (${boxNames(plan).join(', ') || 'none'})`;
};

/**
 * Runs the packing engine over the distributor's boxes once per distinct carrier cubic factor (each candidate
 * is the engine's best plan for that factor: fewest parcels, then lowest chargeable weight), prices every
 * different candidate with the carriers the location may use, and keeps the one with the lowest quote. The
 * reason, with every candidate, is stored for the editor (docs/decisions/0721).
 */
export async function proposePacking(
  deps: { db: DbOrTx; shipping: ShippingDeps },
  scope: Pick<Scope, 'teamId' | 'staff'>,
  params: { units: DraftUnit[]; teamId: number; locationId: number; recipient: PartyJson },
): Promise<Proposal> {
  const boxes: Box[] = (await packingBoxes(deps.db, params.teamId)).map((b) => ({ ...b }));
  const units = params.units.map(engineUnit);
  const listed = await carrierCubicFactors(deps.shipping).catch(() => [] as number[]);
  // The default factor first (box variants are tried with it), then the exchange's others.
  const factors = [DEFAULT_CUBIC_FACTOR, ...listed.filter((f) => f !== DEFAULT_CUBIC_FACTOR)];
  const seen = new Map<string, number>();
  const candidates: {
    factor: number;
    plan: PackPlan;
    cheapest: PlanReason['candidates'][number]['cheapest'];
  }[] = [];
  // The engine's best plan for each cubic factor with every box, and with each box type left out in turn (a plan
  // of smaller boxes can quote cheaper than fewer big ones). Only plans that pack as much as the best compete.
  const boxSets: Box[][] = [
    boxes,
    ...(boxes.length > 1 ? boxes.map((b) => boxes.filter((x) => x !== b)) : []),
  ];
  const all: { factor: number; plan: PackPlan; withoutBox: string | null }[] = [];
  // Leaving box types out is tried at the first factor only (the engine's work grows with each variant).
  for (const [f, factor] of factors.entries())
    for (const [i, set] of (f === 0 ? boxSets : boxSets.slice(0, 1)).entries())
      all.push({
        factor,
        plan: pack({ boxes: set, units, options: { cubicFactorKgPerM3: factor } }),
        withoutBox: i === 0 ? null : (boxes[i - 1]!.name ?? boxes[i - 1]!.id),
      });
  const unpackedItems = (p: PackPlan) => p.unpacked.reduce((n, u) => n + u.quantity, 0);
  const fewestUnpacked = Math.min(...all.map((c) => unpackedItems(c.plan)));
  const ranked = all
    .map((c, i) => ({ ...c, i }))
    .filter((c) => unpackedItems(c.plan) === fewestUnpacked)
    // Default factor and all boxes first among equals: the engine's own answer leads.
    .sort(
      (a, b) =>
        Number(a.withoutBox !== null) - Number(b.withoutBox !== null) ||
        Number(a.factor !== DEFAULT_CUBIC_FACTOR) - Number(b.factor !== DEFAULT_CUBIC_FACTOR) ||
        a.i - b.i,
    );
  for (const c of ranked) {
    const sig = signature(c.plan);
    if (seen.has(sig)) continue;
    seen.set(sig, candidates.length);
    candidates.push({ factor: c.factor, plan: c.plan, cheapest: null });
    if (candidates.length === MAX_PRICED_CANDIDATES) break;
  }
  // Priced together: each is an independent quote round.
  await Promise.all(
    candidates.map(async (c) => {
      if (!c.plan.parcels.length) return;
      try {
        const rates = await rateCandidate(deps.shipping, scope, {
          locationId: params.locationId,
          teamId: params.teamId,
          recipient: params.recipient,
          parcels: c.plan.parcels.map((p) => ({
            length_mm: Math.round(p.outer.length),
            width_mm: Math.round(p.outer.width),
            height_mm: Math.round(p.outer.height),
            weight_g: Math.max(1, Math.round(p.grossWeightG)),
          })),
        });
        const best = rates[0];
        if (best?.sales_gross_total_cents != null)
          c.cheapest = {
            carrier_name: best.carrier_name,
            service_name: best.service_name,
            sales_gross_total_cents: best.sales_gross_total_cents,
          };
      } catch {
        // No price for this candidate (the destination or the parcels cannot be quoted): it competes unpriced.
      }
    }),
  );
  const priced = candidates
    .map((c, i) => ({ c, i }))
    .filter((x) => x.c.cheapest)
    .sort(
      (a, b) => a.c.cheapest!.sales_gross_total_cents - b.c.cheapest!.sales_gross_total_cents || a.i - b.i,
    );
  // Unpriced: the engine's own objective decides (the candidates are ranked by it, default factor first).
  const chosenIndex = priced[0]?.i ?? 0;
  const chosen = candidates[chosenIndex]!;
  let message: string;
  if (!chosen.plan.parcels.length) {
    message = 'Nothing could be packed: every unit needs its dimensions, weight or a suitable box first.';
  } else if (chosen.cheapest) {
    const others = candidates
      .filter((_, i) => i !== chosenIndex)
      .map(
        (c) =>
          `${describe(c.plan)} ${c.cheapest ? dollars(c.cheapest.sales_gross_total_cents) : 'not quoted'}`,
      );
    message =
      `Lowest quote: ${describe(chosen.plan)} at ${dollars(chosen.cheapest.sales_gross_total_cents)} with ` +
      `${chosen.cheapest.carrier_name} ${chosen.cheapest.service_name}` +
      (others.length
        ? `. Other plans: ${others.join('; ')}.`
        : '. Every carrier cubic factor and box choice gives the same plan.');
  } else {
    message = `No carrier quoted these parcels, so the engine's plan (fewest boxes, lowest chargeable weight) was kept: ${describe(chosen.plan)}.`;
  }
  const reason: PlanReason = {
    chosen_by: chosen.cheapest ? 'lowest_quote' : 'packing_objective',
    message,
    candidates: candidates.map((c, i) => ({
      cubic_factor: c.factor,
      parcel_count: c.plan.parcels.length,
      boxes: boxNames(c.plan),
      chargeable_weight_g: Math.round(c.plan.parcels.reduce((s, p) => s + p.chargeableWeightG, 0)),
      cheapest: c.cheapest,
      chosen: i === chosenIndex,
    })),
  };
  // no_distributor_box: the engine found no eligible box for one item of the unit.
  const noBox = new Set(
    chosen.plan.unpacked.filter((u) => u.reason === 'no_distributor_box').map((u) => u.unitId),
  );
  const withCodes = params.units.map((u) =>
    noBox.has(u.key) && !(u.message_codes as string[]).includes('no_distributor_box')
      ? { ...u, message_codes: [...(u.message_codes as string[]), 'no_distributor_box'] }
      : u,
  );
  return { units: withCodes, plan: chosen.plan, reason };
}

/** An engine parcel with its items' unit keys replaced by stored unit ids (as strings). */
export function layoutWithIds(p: Parcel, idOf: (key: string) => number | undefined): Parcel {
  return { ...p, items: p.items.map((i) => ({ ...i, unitId: String(idOf(i.unitId) ?? i.unitId) })) };
}

/** The engine's parcels as stored parcels of the delivery (packing_method computed). */
export function plannedParcels(
  plan: PackPlan,
  units: UnitRow[],
  keyToId: Map<string, number>,
): PlannedParcel[] {
  const byId = new Map(units.map((u) => [u.id, u]));
  return plan.parcels.map((p, i) => {
    const counts = new Map<number, number>();
    for (const it of p.items) {
      const id = keyToId.get(it.unitId)!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return {
      name: p.box?.name ?? `Own packaging ${i + 1}`,
      label_size: p.box?.labelSize ?? '4x6',
      length_mm: Math.round(p.outer.length),
      width_mm: Math.round(p.outer.width),
      height_mm: Math.round(p.outer.height),
      weight_g: Math.max(1, Math.round(p.grossWeightG)),
      packing_method: 'computed',
      distributor_box_id: p.box ? Number(p.box.id) : null,
      layout: layoutWithIds(p, (k) => keyToId.get(k)) as unknown as Record<string, unknown>,
      items: [...counts].map(([id, quantity]) => {
        const u = byId.get(id)!;
        return {
          fulfillment_unit_id: id,
          product_id: u.product_id,
          sku: u.sku,
          title: u.title,
          quantity,
          unit_weight_g: u.weight_g ?? 0,
          unit_value_cents: u.unit_value_cents,
        };
      }),
    };
  });
}

/**
 * Where the items of one carton sit, as entered by a person: the engine packs the carton's contents into a box
 * of the carton's size. Null when they do not fit that way (the drawing is then left out).
 */
export function cartonLayout(
  carton: { length_mm: number; width_mm: number; height_mm: number; weight_g: number },
  items: { unit: UnitRow; quantity: number }[],
): Parcel | null {
  // The editor draws a box being edited with the same call (packages/packing packCarton, decision 0781).
  return packCarton(
    { length: carton.length_mm, width: carton.width_mm, height: carton.height_mm },
    items.map((i) => engineUnit({ ...i.unit, key: String(i.unit.id), quantity: i.quantity })),
  );
}
