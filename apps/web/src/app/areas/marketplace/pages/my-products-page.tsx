import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { MyProducts } from '../../../../features/marketplace/index.ts';
import { useCurrentSession } from '../../../shell/session-context.tsx';
import { useImportListCount } from '../use-marketplace-counts.ts';

/** /marketplace/products: My Products (marketplace spec 2.6). */
export function MyProductsPage() {
  const session = useCurrentSession();
  const importCount = useImportListCount();
  const team = session.teams.find((t) => t.id === session.current_team_id);
  return (
    <>
      <PageHeader
        title="My Products"
        description="The products in your stores, kept in sync, with their fitment."
      />
      <MyProducts teamName={team?.name ?? ''} importListCount={importCount} />
    </>
  );
}
