import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { InventorySyncDetail, InventorySyncList } from '../../../../features/inventory-sync/index.ts';

export function InventorySyncPage() {
  return (
    <>
      <PageHeader
        title="Inventory Sync"
        description="Stock pushed from distributor locations to merchants' stores."
      />
      <InventorySyncList />
    </>
  );
}

export function InventorySyncDetailPage() {
  const id = Number(useParams().id);
  return (
    <>
      <PageHeader
        title="Inventory Sync"
        description="One store's location mappings, conflict strategy and errors."
      />
      <InventorySyncDetail id={id} />
    </>
  );
}
