import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { PaymentReturn } from '../../../../features/orders/index.ts';

export function PaymentReturnPage() {
  return (
    <>
      <PageHeader title="Payment" />
      <PaymentReturn />
    </>
  );
}
