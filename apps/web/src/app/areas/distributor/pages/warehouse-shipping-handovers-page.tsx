import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { HandoversTab } from '../../../../features/warehouse/index.ts';
import { NotFoundPage } from '../../../pages/not-found-page.tsx';

/** `/distributor/l/{id}/handovers`: the Awaiting Handover tab (distributor spec 2.2). */
export function WarehouseHandoversPage() {
  const id = Number(useParams().locationId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <>
      <PageHeader title="Awaiting Handover" description="Shipments handed to the carrier's driver." />
      <HandoversTab key={id} locationId={id} />
    </>
  );
}
