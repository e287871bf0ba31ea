/**
 * Routing a fulfilment request (platform design section 3, step 5; docs/decisions/0452): the items go to active
 * locations of connected distributors that stock them, nearest the destination first; the order is split across
 * locations only when no single location can fill all of it. Pure: the service loads the candidates.
 */

export interface RouteItem {
  id: number;
  /** SKU and brand, lower-cased: how stock is matched. */
  key: string;
  quantity: number;
}

export interface RouteCandidate {
  locationId: number;
  /** Kilometres to the destination; Infinity when either end has no coordinates (then last, by id). */
  distanceKm: number;
  /** Stock on hand by item key. */
  stock: Map<string, number>;
}

export interface RoutePlan {
  locationId: number;
  itemIds: number[];
}

const fills = (c: RouteCandidate, item: RouteItem) => (c.stock.get(item.key) ?? 0) >= item.quantity;

/** Candidates nearest first; equal distances by location id, so a plan is deterministic. */
export function nearestFirst(candidates: RouteCandidate[]): RouteCandidate[] {
  return [...candidates].sort((a, b) => a.distanceKm - b.distanceKm || a.locationId - b.locationId);
}

/**
 * One fulfilment per location: the nearest location that can fill every item when there is one; otherwise, again
 * and again, the location that fills most of the items left (nearest on a tie). Answers the items no single
 * location can fill when there are any (nothing is routed then: never half-routed).
 */
export function planRoute(
  items: RouteItem[],
  candidates: RouteCandidate[],
): { plan: RoutePlan[]; unfillable: [] } | { plan: null; unfillable: RouteItem[] } {
  const sorted = nearestFirst(candidates);
  const unfillable = items.filter((i) => !sorted.some((c) => fills(c, i)));
  if (unfillable.length) return { plan: null, unfillable };
  const whole = sorted.find((c) => items.every((i) => fills(c, i)));
  if (whole)
    return { plan: [{ locationId: whole.locationId, itemIds: items.map((i) => i.id) }], unfillable: [] };
  const plan: RoutePlan[] = [];
  let left = items;
  while (left.length) {
    let best: RouteCandidate | null = null;
    let bestCount = 0;
    for (const c of sorted) {
      const n = left.filter((i) => fills(c, i)).length;
      if (n > bestCount) [best, bestCount] = [c, n];
    }
    // Every item is fillable somewhere, so some location always fills at least one.
    const chosen = best!;
    const taken = left.filter((i) => fills(chosen, i));
    plan.push({ locationId: chosen.locationId, itemIds: taken.map((i) => i.id) });
    left = left.filter((i) => !taken.includes(i));
  }
  return { plan, unfillable: [] };
}
