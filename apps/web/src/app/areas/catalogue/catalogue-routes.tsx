import type { RouteObject } from 'react-router';
import { BrandActivityPage } from './pages/brand-activity-page.tsx';
import { BrandTemplatesPage } from './pages/brand-templates-page.tsx';
import { ProductEditPage, ProductNewPage } from './pages/product-editor-page.tsx';
import { ProductIssuesPage } from './pages/product-issues-page.tsx';
import { ProductListPage } from './pages/product-list-page.tsx';

/** The catalogue area's routes, relative to /catalogue (spec catalogue-pim section 2). */
export const catalogueRoutes: RouteObject[] = [
  { path: 'products', element: <ProductListPage /> },
  { path: 'products/new', element: <ProductNewPage /> },
  { path: 'products/:slug/edit', element: <ProductEditPage /> },
  { path: 'issues', element: <ProductIssuesPage /> },
  { path: 'b/:brand/activity', element: <BrandActivityPage /> },
  { path: 'b/:brandSlug/templates', element: <BrandTemplatesPage /> },
];
