import { Alert, Center, Loader } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { ProductEditor, useBrandBySlug, useProductBySlug } from '../../../../features/catalogue/index.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { NotFoundPage } from '../../../pages/not-found-page.tsx';
import { useCurrentSession } from '../../../shell/session-context.tsx';

/** /catalogue/products/{slug}/edit */
export function ProductEditPage() {
  const { slug } = useParams();
  const session = useCurrentSession();
  const { product, isLoading, error } = useProductBySlug(slug);
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (error || !product) {
    return (
      <Alert color="red" title="Could not load the product">
        {error?.message ?? 'Unknown error'}
      </Alert>
    );
  }
  return <ProductEditor product={product} isStaff={session.user.staff} />;
}

/** /catalogue/products/new, optionally ?brand=slug to start with that brand chosen. */
export function ProductNewPage() {
  const [params] = useSearchParams();
  const session = useCurrentSession();
  const brandSlug = params.get('brand');
  const brand = useBrandBySlug(brandSlug);
  if (brandSlug && brand.isLoading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <ProductEditor product={null} isStaff={session.user.staff} initialBrand={brand.data ?? null} />;
}
