import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { SandboxOrderForm, useSandboxStore } from '../../../../features/orders/index.ts';

export function SandboxStorePage() {
  const id = Number(useParams().id);
  const store = useSandboxStore(id);
  return (
    <>
      <PageHeader
        title={store.data ? `${store.data.store.name}: test order` : 'Test order'}
        description="Order as a customer of your sandbox store would: the store sends the order to the platform."
      />
      <SandboxOrderForm storeId={id} />
    </>
  );
}
