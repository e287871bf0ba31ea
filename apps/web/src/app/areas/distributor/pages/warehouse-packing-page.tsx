import { useParams } from 'react-router';
import { PackingTab, WarehouseLocationHeader } from '../../../../features/warehouse/index.ts';
import { NotFoundPage } from '../../../pages/not-found-page.tsx';

/** `/distributor/l/{id}/fulfillments`: the Packing tab (distributor spec 2.2). */
export function WarehousePackingPage() {
  const { locationId } = useParams();
  const id = Number(locationId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <>
      <WarehouseLocationHeader locationId={String(id)} active="fulfillments" />
      <PackingTab key={id} locationId={id} />
    </>
  );
}
