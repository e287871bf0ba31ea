import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { PortalDashboard } from '../../../../features/distribution/index.ts';

/** `/distributor`: one card per location with its fulfillment requests and shipments (distributor spec 2.1). */
export function DistributorDashboardPage() {
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Your locations' fulfillment requests and shipments at a glance."
      />
      <PortalDashboard />
    </>
  );
}
