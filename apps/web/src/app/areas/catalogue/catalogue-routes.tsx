import type { RouteObject } from 'react-router';

/** The catalogue area's routes, relative to /catalogue (spec catalogue-pim section 2). */
export const catalogueRoutes: RouteObject[] = [];
