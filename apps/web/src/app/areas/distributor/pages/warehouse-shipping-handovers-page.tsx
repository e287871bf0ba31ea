import { useParams } from 'react-router';
import { HandoversTab, WarehouseLocationHeader } from '../../../../features/warehouse/index.ts';
import { NotFoundPage } from '../../../pages/not-found-page.tsx';

/** `/distributor/l/{id}/handovers`: the Awaiting Handover tab (distributor spec 2.2). */
export function WarehouseHandoversPage() {
  const id = Number(useParams().locationId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <>
      <WarehouseLocationHeader locationId={String(id)} active="handovers" />
      <HandoversTab key={id} locationId={id} />
    </>
  );
}
