import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { DistributorsBoard } from '../../../../features/orders/index.ts';

export function DistributorsPage() {
  return (
    <>
      <PageHeader
        title="Distributors"
        description="Connect each of your stores to the distributors that fulfil its orders, with your account code."
      />
      <DistributorsBoard />
    </>
  );
}
