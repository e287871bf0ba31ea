import { createBrowserRouter } from 'react-router';
import { catalogueRoutes } from './areas/catalogue/catalogue-routes.tsx';

export const router = createBrowserRouter([
  { path: '/catalogue', children: catalogueRoutes },
  { path: '*', element: <p>Partsflow</p> },
]);
