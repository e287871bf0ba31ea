import { useParams } from 'react-router';
import { ShipmentEditor } from '../../../../features/distribution/index.ts';
import { NotFoundPage } from '../../../pages/not-found-page.tsx';

/** `/distributor/locations/{locationId}/shipments/{shipmentId}`: the shipment editor (distributor spec 2.1). */
export function ShipmentPage() {
  const { locationId, shipmentId } = useParams();
  const id = Number(shipmentId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <ShipmentEditor
      key={id}
      shipmentId={id}
      backTo={`/distributor/locations/${locationId}/shipments?page=1&page_size=10`}
    />
  );
}
