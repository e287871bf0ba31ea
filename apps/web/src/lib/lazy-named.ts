import { lazy, type ComponentType } from 'react';

// Any props: the component keeps its own props type through `M[K]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A heavy component (rich text, drag and drop, charts, PDF preview, the packing drawing) loaded when first shown,
 * from a module's named export: `const Editor = lazyNamed(() => import('./editor.tsx'), 'Editor')`. Render it
 * inside a `LazyBoundary` that keeps its place while it loads.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends string>(
  load: () => Promise<M>,
  name: K,
) {
  const component = lazy(async () => ({ default: (await load())[name] }));
  // `X.preload()` starts the download early (once the screen that may need it has shown), so opening it later
  // does not wait for the network.
  return Object.assign(component, { preload: () => void load() });
}
