import type {
  CreateProductInput,
  Product,
  ProductDatatable,
  ProductDatatableBody,
  ProductLocator,
  ProductSaved,
  UpdateProductInput,
} from '@partsflow/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toFormData } from '../../../lib/form-data.ts';
import { apiPaths } from './paths.ts';
import { auditKeys, productKeys } from './query-keys.ts';

/** What the list page sends: the contract body with filters as the URL holds them (strings). */
export type ProductDatatableListInput = Omit<ProductDatatableBody, 'filters'> & {
  filters: Record<string, string | boolean>;
};

export const productDatatableQuery = (body: ProductDatatableListInput) =>
  queryOptions({
    queryKey: productKeys.list(body),
    queryFn: ({ signal }) =>
      api<ProductDatatable>(apiPaths.productsDatatable(), { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
  });

export function useProductDatatable(body: ProductDatatableListInput) {
  return useQuery(productDatatableQuery(body));
}

/** The editor route carries only the slug; this finds the product's brand. */
export const productLocatorQuery = (slug: string) =>
  queryOptions({
    queryKey: productKeys.locator(slug),
    queryFn: ({ signal }) => api<ProductLocator>(apiPaths.productLocator(slug), { signal }),
    staleTime: 5 * 60_000,
  });

export const productQuery = (brandSlug: string, slug: string) =>
  queryOptions({
    queryKey: productKeys.detail(brandSlug, slug),
    queryFn: ({ signal }) =>
      api<{ product: Product } | Product>(apiPaths.product(brandSlug, slug), { signal }).then(unwrapProduct),
  });

function unwrapProduct(reply: { product: Product } | Product): Product {
  return 'product' in reply && typeof reply.product === 'object' ? reply.product : (reply as Product);
}

/** Loads the product of the editor: slug to brand, then the product itself. */
export function useProductBySlug(slug: string | undefined) {
  const locator = useQuery({ ...productLocatorQuery(slug ?? ''), enabled: !!slug });
  const product = useQuery({
    ...productQuery(locator.data?.brand_slug ?? '', slug ?? ''),
    enabled: !!slug && !!locator.data,
  });
  return {
    product: product.data,
    isLoading: locator.isLoading || product.isLoading,
    error: locator.error ?? product.error,
    refetch: product.refetch,
  };
}

export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ brandSlug, input }: { brandSlug: string; input: CreateProductInput }) =>
      api<ProductSaved>(apiPaths.brandProducts(brandSlug), {
        method: 'POST',
        // The spec's wire format: a multipart form of product[...] fields.
        body: toFormData('product', input),
      }),
    onSuccess: (saved) => {
      qc.setQueryData(productKeys.detail(saved.product.brand.slug, saved.product.slug), saved.product);
      void qc.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

export function useUpdateProduct(product: Pick<Product, 'slug' | 'brand'>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProductInput) =>
      api<ProductSaved>(apiPaths.product(product.brand.slug, product.slug), {
        method: 'PATCH',
        body: toFormData('product', input),
      }),
    onSuccess: (saved) => {
      qc.setQueryData(productKeys.detail(saved.product.brand.slug, saved.product.slug), saved.product);
      // A changed SKU or brand moves the product; the old entries are stale.
      void qc.invalidateQueries({ queryKey: productKeys.all });
      void qc.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}

/** The Tools menu's Create Marketplace Listing: the listing of this product (made now, or the one it is in). */
export function useCreateMarketplaceListing(product: Pick<Product, 'slug' | 'brand'>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ id: number; message: string }>(
        apiPaths.createMarketplaceListing(product.brand.slug, product.slug),
        {
          method: 'POST',
        },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.details() }),
  });
}
