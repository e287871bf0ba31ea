import type { Area } from '@partsflow/contracts';
import { useMatches } from 'react-router';

/** Route `handle` of an area's root route: the shell shows that area's side menu below it. */
export interface AreaHandle {
  area: Area;
}

export const areaHandle = (area: Area): AreaHandle => ({ area });

function isAreaHandle(h: unknown): h is AreaHandle {
  return typeof h === 'object' && h !== null && 'area' in h && typeof h.area === 'string';
}

/** The area the current page belongs to, or null for dashboard, account and the like. */
export function useCurrentArea(): Area | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]?.handle;
    if (isAreaHandle(h)) return h.area;
  }
  return null;
}
