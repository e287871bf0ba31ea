import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { InventoryTable } from '../../../../features/distribution/index.ts';

export function InventoryPage() {
  return (
    <>
      <PageHeader title="Inventory" description="Stock on hand at each location." />
      <InventoryTable />
    </>
  );
}
