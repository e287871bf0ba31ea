import { useParams } from 'react-router';
import { WarehouseShipment } from '../../../../features/warehouse/index.ts';
import { NotFoundPage } from '../../../pages/not-found-page.tsx';

/** `/distributor/l/{id}/fulfillments/{fulfillmentId}`: shipment detail in the warehouse (distributor spec 2.2). */
export function WarehouseShipmentPage() {
  const { locationId, fulfillmentId } = useParams();
  const location = Number(locationId);
  const fulfillment = Number(fulfillmentId);
  if (![location, fulfillment].every((n) => Number.isInteger(n) && n > 0)) return <NotFoundPage />;
  return <WarehouseShipment locationId={location} fulfillmentId={fulfillment} />;
}
