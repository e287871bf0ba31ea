import { useParams } from 'react-router';
import { ShippingTab, WarehouseLocationHeader } from '../../../../features/warehouse/index.ts';
import { NotFoundPage } from '../../../pages/not-found-page.tsx';

/** `/distributor/l/{id}/shipments`: the warehouse Shipping tab (distributor spec 2.2). */
export function WarehouseShippingPage() {
  const id = Number(useParams().locationId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <>
      <WarehouseLocationHeader locationId={String(id)} active="shipments" />
      <ShippingTab key={id} locationId={id} />
    </>
  );
}
