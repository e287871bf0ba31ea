import type { Delivery } from '@partsflow/contracts';

/** Common pickup dates: the intersection of each selected booking's first price's pickup_dates (spec 4). */
export function commonPickupDates(selected: Delivery[]): string[] {
  if (!selected.length) return [];
  const [first, ...rest] = selected.map((d) => d.prices[0]?.pickup_dates ?? []);
  return first!.filter((date) => rest.every((dates) => dates.includes(date))).sort();
}

/**
 * The selection after clicking row `index`: a plain click toggles it; shift-click sets every selectable row from
 * the last clicked one to this one to this row's new state (spec 2.1).
 */
export function clickSelection(
  ids: number[],
  selectable: (id: number) => boolean,
  selected: ReadonlySet<number>,
  index: number,
  anchor: number | null,
  shift: boolean,
): Set<number> {
  const next = new Set(selected);
  const id = ids[index]!;
  const on = !selected.has(id);
  const [from, to] =
    shift && anchor !== null ? [Math.min(anchor, index), Math.max(anchor, index)] : [index, index];
  for (let i = from; i <= to; i++) {
    const x = ids[i]!;
    if (!selectable(x)) continue;
    if (on) next.add(x);
    else next.delete(x);
  }
  return next;
}
