import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { SourceProducts } from '../../../../features/marketplace/index.ts';

/** /marketplace: Source Products (marketplace spec 2.4). Its requests: `source-products-loader.ts`. */
export function SourceProductsPage() {
  return (
    <>
      <PageHeader
        title="Source Products"
        description="Find brand products to sell and add them to your import list."
      />
      <SourceProducts />
    </>
  );
}
