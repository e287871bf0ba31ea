import type { RouteObject } from 'react-router';

/**
 * The route of a page a later issue fills, for the area named by `comingWith` ("the merchant marketplace"): its
 * title and an honest empty state, loaded on first visit like every page.
 */
export function placeholderRoutes(comingWith: string) {
  return (title: string, description: string): NonNullable<RouteObject['lazy']> =>
    async () => {
      const { PlaceholderPage } = await import('./placeholder-page.tsx');
      return { element: <PlaceholderPage title={title} comingWith={comingWith} description={description} /> };
    };
}
