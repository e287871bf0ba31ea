import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route's page, loaded the first time the route is visited (style rule 17: each area loads only itself):
 * `{ path: 'products', lazy: lazyPage(() => import('./pages/product-list-page.tsx'), 'ProductListPage') }`.
 * While it loads the current screen stays and the shell's progress bar runs, so nothing shifts.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load())[name] });
}
