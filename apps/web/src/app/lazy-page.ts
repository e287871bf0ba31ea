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

/**
 * A page whose loader is a module of its own: both start loading together, and the loader runs as soon as its
 * (small) module is there, not after the page's code. A loader that starts the page's requests gets them going while
 * the page still downloads (decision 0035):
 * `lazy: lazyPageWithLoader(() => import('./pages/x-page.tsx'), 'XPage', () => import('./pages/x-loader.ts'), 'xLoader')`.
 */
export function lazyPageWithLoader<
  K extends string,
  M extends Record<K, ComponentType>,
  L extends string,
  N extends Record<L, NonNullable<RouteObject['loader']>>,
>(
  load: () => Promise<M>,
  name: K,
  loadLoader: () => Promise<N>,
  loaderName: L,
): NonNullable<RouteObject['lazy']> {
  return {
    Component: async () => (await load())[name],
    loader: async () => (await loadLoader())[loaderName],
  };
}
