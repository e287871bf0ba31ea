import { lazyNamed } from '../../lib/lazy-named.ts';

/** The fitment feature's public surface: the editor's Vehicles tab and the staff vehicle catalogue pages. */
export const VehiclesTab = lazyNamed(() => import('./components/vehicles-tab.tsx'), 'VehiclesTab');
export { VehiclesAdmin } from './components/vehicles-admin.tsx';
export { VehicleForm } from './components/vehicle-form.tsx';
export { useVehicle } from './api/fitment-api.ts';
export {
  AcesExportPage,
  BodyTermsPage,
  ExternalLinksPage,
  ExternalTranslationsPage,
  ExternalVehiclesPage,
} from './external/external-pages.tsx';
