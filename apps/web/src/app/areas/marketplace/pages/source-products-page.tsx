import type { LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { prefetchSourceProducts, SourceProducts } from '../../../../features/marketplace/index.ts';

/** The route's loader: the first screen's requests leave before the page renders (they wait for nothing). */
export function sourceProductsLoader({ request }: LoaderFunctionArgs): null {
  prefetchSourceProducts(new URL(request.url).searchParams);
  return null;
}

/** /marketplace: Source Products (marketplace spec 2.4). */
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
