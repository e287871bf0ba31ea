import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import {
  ProductList,
  ProductSearchAutocomplete,
  ProductSearchFallback,
  catalogueUrls,
} from '../../../../features/catalogue/index.ts';

/** /catalogue/products. Its request: `product-list-loader.ts`. */
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
