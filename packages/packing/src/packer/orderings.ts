import type { PackItem } from './items.ts';

export type ItemOrdering = 'volume' | 'longest' | 'footprint' | 'weight';

function longest(it: PackItem): number {
  return Math.max(it.l, it.w, it.h);
}

/** Identical items stay together and ties end on the item key, so every sort is total and stable. */
function tail(a: PackItem, b: PackItem): number {
  return a.unitIndex - b.unitIndex || a.key - b.key;
}

const COMPARATORS: Record<ItemOrdering, (a: PackItem, b: PackItem) => number> = {
  volume: (a, b) => b.volume - a.volume || longest(b) - longest(a) || tail(a, b),
  longest: (a, b) => longest(b) - longest(a) || b.volume - a.volume || tail(a, b),
  footprint: (a, b) => b.l * b.w - a.l * a.w || b.h - a.h || tail(a, b),
  weight: (a, b) => b.weight - a.weight || b.volume - a.volume || tail(a, b),
};

export function sortItems(items: readonly PackItem[], ordering: ItemOrdering): PackItem[] {
  return [...items].sort(COMPARATORS[ordering]);
}
