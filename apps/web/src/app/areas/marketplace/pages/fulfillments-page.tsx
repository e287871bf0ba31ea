import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { AutoBillingSwitches, FulfillmentOrdersTable } from '../../../../features/orders/index.ts';

export function FulfillmentsPage() {
  return (
    <>
      <PageHeader
        title="Fulfillment Orders"
        description="Your stores' orders and their fulfilment by distributors."
      />
      <AutoBillingSwitches />
      <FulfillmentOrdersTable />
    </>
  );
}
