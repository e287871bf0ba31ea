import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { LabelRequestsTable } from '../../../../features/warehouse/index.ts';

/** `/distributor/label_requests` (distributor spec 2.3). */
export function LabelRequestListPage() {
  return (
    <>
      <PageHeader
        title="Label Requests"
        description="Shipments whose label could not be generated: book them by hand and add the label details."
      />
      <LabelRequestsTable detailsUrl={(id) => `/distributor/label_requests/${id}`} />
    </>
  );
}
