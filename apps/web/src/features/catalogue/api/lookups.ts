import type { ProductType } from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lookupKeys } from '../../../lib/lookups.ts';
import { apiPaths } from './paths.ts';

export interface BrandOption {
  id: number;
  name: string;
  slug: string;
}

export async function searchBrands(term: string): Promise<BrandOption[]> {
  const r = await api<{ brands: BrandOption[] }>(apiPaths.brandSearch(), { query: { term } });
  return r.brands;
}

export async function searchSubBrands(brandId: number, term: string) {
  const r = await api<{ sub_brands: { id: number; name: string; brand_id: number }[] }>(
    apiPaths.subBrandSearch(),
    {
      query: { brand: brandId, term },
    },
  );
  return r.sub_brands;
}

export async function searchProductTypes(term: string): Promise<ProductType[]> {
  const r = await api<{ product_types: ProductType[] }>(apiPaths.productTypesSearch(), { query: { term } });
  return r.product_types;
}

export async function searchProductCategories(term: string) {
  const r = await api<{ product_categories: { id: number; name: string; parent_id: number | null }[] }>(
    apiPaths.productCategoriesSearch(),
    { query: { term } },
  );
  return r.product_categories;
}

export async function searchCountries(term: string) {
  const r = await api<{ countries: { code: string; name: string }[] }>(apiPaths.countrySearch(), {
    query: { term },
  });
  return r.countries;
}

export async function searchHsCodes(term: string) {
  const r = await api<{ harmonized_system_codes: { id: number; code: string; description: string }[] }>(
    apiPaths.hsCodeSearch(),
    { query: { term } },
  );
  return r.harmonized_system_codes;
}

export function useCreateProductType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      api<ProductType | { product_type: ProductType }>(apiPaths.productType(), {
        method: 'POST',
        body: { title },
      }).then((r) => ('product_type' in r ? r.product_type : r)),
    onSuccess: () => qc.invalidateQueries({ queryKey: lookupKeys.kind('product-types') }),
  });
}

/**
 * The brand named by `?brand=slug` on the new-product page. The lookup searches names, so the slug is
 * searched as words and the exact slug picked from the hits.
 */
export function useBrandBySlug(slug: string | null) {
  return useQuery({
    queryKey: lookupKeys.search('brand-by-slug', slug ?? ''),
    queryFn: async () => {
      const hits = await searchBrands(slug!.replace(/-/g, ' '));
      const exact = hits.find((b) => b.slug === slug);
      if (exact) return exact;
      const all = await searchBrands('');
      return all.find((b) => b.slug === slug) ?? null;
    },
    enabled: !!slug,
    staleTime: 5 * 60_000,
  });
}
