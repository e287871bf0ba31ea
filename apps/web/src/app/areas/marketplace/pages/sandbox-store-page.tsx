import { useParams } from 'react-router';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { SandboxStoreOrders } from '../../../../features/marketplace/index.ts';
import { SandboxOrderForm, useSandboxStore } from '../../../../features/orders/index.ts';

/** /marketplace/stores/{id}/sandbox: the sandbox store's checkout, and its orders with their fulfilments. */
export function SandboxStorePage() {
  const id = Number(useParams().id);
  const store = useSandboxStore(id);
  return (
    <>
      <PageHeader
        title={store.data ? `${store.data.store.name}: test order` : 'Test order'}
        description="Order as a customer of your sandbox store would: the store sends the order to the platform."
      />
      <Stack gap="xl">
        <SandboxOrderForm storeId={id} />
        <SandboxStoreOrders id={id} />
      </Stack>
    </>
  );
}
