import { useLocation, useParams } from 'react-router';
import { LocationPortal, PORTAL_TABS, type PortalTab } from '../../../../features/distribution/index.ts';
import { NotFoundPage } from '../../../pages/not-found-page.tsx';

/** `/distributor/locations/{id}/{fulfillments|shipments|bookings|shipped}` (distributor spec 2.1). */
export function LocationPortalPage() {
  const { locationId } = useParams();
  const tab = useLocation().pathname.split('/').at(-1) as PortalTab;
  const id = Number(locationId);
  if (!Number.isInteger(id) || id <= 0 || !PORTAL_TABS.includes(tab)) return <NotFoundPage />;
  return <LocationPortal locationId={id} tab={tab} />;
}
