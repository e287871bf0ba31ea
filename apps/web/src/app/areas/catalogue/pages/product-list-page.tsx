import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import {
  ProductList,
  prefetchProductList,
  ProductSearchAutocomplete,
  ProductSearchFallback,
  catalogueUrls,
} from '../../../../features/catalogue/index.ts';

/** The route's loader: the rows' request leaves before the page renders (it waits for nothing). */
export function productListLoader({ request }: LoaderFunctionArgs): null {
  prefetchProductList(new URL(request.url).searchParams);
  return null;
}

export function ProductListPage() {
  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <>
            <Suspense fallback={<ProductSearchFallback />}>
              <ProductSearchAutocomplete />
            </Suspense>
            <Button
              component={Link}
              to={catalogueUrls.newProduct()}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New Product
            </Button>
          </>
        }
      />
      <ProductList />
    </>
  );
}
