import { useParams } from 'react-router';
import { ManageFulfillment } from '../../../../features/warehouse/index.ts';
import { NotFoundPage } from '../../../pages/not-found-page.tsx';

/** `/distributor/fulfillments/{id}/manage`: Manage Distributor Fulfillment (distributor spec 2.3). */
export function ManageFulfillmentPage() {
  const id = Number(useParams().fulfillmentId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <ManageFulfillment fulfillmentId={id} />;
}
