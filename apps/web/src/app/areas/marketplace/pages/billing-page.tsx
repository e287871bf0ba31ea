import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { BillingScreen, UsingShopifyButton } from '../../../../features/billing/index.ts';

export function BillingPage() {
  return (
    <>
      <PageHeader
        title="Billing"
        description="Your subscription plan, usage and revenue share."
        actions={<UsingShopifyButton />}
      />
      <BillingScreen />
    </>
  );
}
