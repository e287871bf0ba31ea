import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { PaymentsLink, PaymentsSummary } from '../../../../features/orders/index.ts';

/** Payments (distributor spec 2.3): the payment provider account and the way to the payouts. */
export function PaymentsPage() {
  return (
    <>
      <PageHeader title="Payments" description="Payouts of your share of the orders merchants pay for." />
      <PaymentsSummary />
    </>
  );
}

/** /payments/link: the sandbox payment provider's onboarding and payouts. */
export function PaymentsLinkPage() {
  return (
    <>
      <PageHeader title="Payouts" description="Your payment provider account and the payouts made to it." />
      <PaymentsLink />
    </>
  );
}
