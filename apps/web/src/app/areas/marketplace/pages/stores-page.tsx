import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { Stack } from '@mantine/core';
import {
  SandboxStore,
  SandboxStoreOrders,
  StoresList,
  useSandboxStore,
} from '../../../../features/marketplace/index.ts';

/** /marketplace/stores: the team's stores. */
export function StoresPage() {
  return (
    <>
      <PageHeader title="Stores" description="The online stores your products are published to." />
      <StoresList />
    </>
  );
}

/** /marketplace/stores/{id}: a sandbox store as its owner sees it. */
export function StorePage() {
  const id = Number(useParams().id) || 0;
  const store = useSandboxStore(id);
  return (
    <>
      <PageHeader
        title={store.data?.store.name ?? 'Store'}
        description="What this store holds after publishing."
      />
      <Stack gap="xl">
        <SandboxStore id={id} />
        <SandboxStoreOrders id={id} />
      </Stack>
    </>
  );
}
