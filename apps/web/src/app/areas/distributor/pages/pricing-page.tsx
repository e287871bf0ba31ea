import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { PricingTable } from '../../../../features/distribution/index.ts';

export function PricingPage() {
  return (
    <>
      <PageHeader title="Pricing" description="What you charge merchants for the products you hold." />
      <PricingTable />
    </>
  );
}
