import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { ImportList } from '../../../../features/marketplace/index.ts';

/** /marketplace/import: the Import List (marketplace spec 2.5). */
export function ImportListPage() {
  return (
    <>
      <PageHeader title="Import List" description="Edit your drafts, then publish them to your stores." />
      <ImportList />
    </>
  );
}
