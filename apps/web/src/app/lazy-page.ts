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
  /** A loader the page module exports: it runs as soon as the module has loaded, before the page renders. */
  loaderName?: keyof M & string,
): NonNullable<RouteObject['lazy']> {
  return async () => {
    const module = await load();
    const loader = loaderName ? (module[loaderName] as RouteObject['loader']) : undefined;
    return loader ? { Component: module[name], loader } : { Component: module[name] };
  };
}
