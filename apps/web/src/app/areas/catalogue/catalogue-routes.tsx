import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page.ts';

/** The catalogue area's routes, relative to /catalogue (spec catalogue-pim section 2); each page loads on first visit. */
export const catalogueRoutes: RouteObject[] = [
  { path: 'products', lazy: lazyPage(() => import('./pages/product-list-page.tsx'), 'ProductListPage') },
  { path: 'products/new', lazy: lazyPage(() => import('./pages/product-editor-page.tsx'), 'ProductNewPage') },
  {
    path: 'products/:slug/edit',
    lazy: lazyPage(() => import('./pages/product-editor-page.tsx'), 'ProductEditPage'),
  },
  { path: 'issues', lazy: lazyPage(() => import('./pages/product-issues-page.tsx'), 'ProductIssuesPage') },
  {
    path: 'b/:brand/activity',
    lazy: lazyPage(() => import('./pages/brand-activity-page.tsx'), 'BrandActivityPage'),
  },
  {
    path: 'b/:brandSlug/templates',
    lazy: lazyPage(() => import('./pages/brand-templates-page.tsx'), 'BrandTemplatesPage'),
  },
];
