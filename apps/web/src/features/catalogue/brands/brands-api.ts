import type { AdminAttributeTitle, Brand, BrandReply, Datatable, SubBrandReply } from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** API paths of brands, sub-brands, the brand switcher and the attributes admin (spec section 7, Brands). */
const base = '/api/catalogue';
export const brandPaths = {
  teamBrands: () => `${base}/team/brands`,
  brand: (id: number) => `${base}/admin/brands/${id}`,
  subBrands: () => `${base}/admin/sub_brands`,
  subBrand: (id: number) => `${base}/admin/sub_brands/${id}`,
  attributes: () => `${base}/admin/attributes`,
} as const;

export const brandKeys = {
  // The brand switcher's keys share this root, so a brand change refreshes it too.
  all: ['catalogue', 'brands'] as const,
  detail: (id: number) => [...brandKeys.all, 'detail', id] as const,
  attributesAll: () => ['catalogue', 'admin-attributes'] as const,
  attributes: (params: unknown) => [...brandKeys.attributesAll(), params] as const,
};

/** Every cached list that names brands or sub-brands (selectors, templates, exports) is stale after a change. */
function invalidateBrandLists(qc: QueryClient) {
  return qc.invalidateQueries({ predicate: (q) => JSON.stringify(q.queryKey).includes('brand') });
}

export function useBrand(id: number | null) {
  return useQuery({
    queryKey: brandKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api<Brand>(brandPaths.brand(id!), { signal }),
    enabled: id !== null,
  });
}

/** The brand form as sent: `brand[...]` fields and the logo file (multipart, as the spec's form). */
export interface BrandSubmit {
  name: string;
  code: string | null;
  marketplace: boolean;
  require_merchant_application: boolean;
  remove_logo: boolean;
  logo: File | null;
  agreement: { text: string; active: boolean; max_discount_percent: number };
}

function brandFormData(v: BrandSubmit): FormData {
  const f = new FormData();
  f.append('brand[name]', v.name);
  f.append('brand[code]', v.code ?? '');
  f.append('brand[marketplace]', String(v.marketplace));
  f.append('brand[require_merchant_application]', String(v.require_merchant_application));
  f.append('brand[remove_logo]', String(v.remove_logo));
  f.append('brand[brand_seller_agreement_attributes][text]', v.agreement.text);
  f.append('brand[brand_seller_agreement_attributes][active]', String(v.agreement.active));
  f.append(
    'brand[brand_seller_agreement_attributes][max_discount_percent]',
    String(v.agreement.max_discount_percent),
  );
  // The file goes last: the server has every field before it streams the file into storage.
  if (v.logo) f.append('brand[logo]', v.logo, v.logo.name);
  return f;
}

/** POST /team/brands (id null) or PATCH /admin/brands/{id}. */
export function useSaveBrand(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: BrandSubmit) =>
      api<BrandReply>(id ? brandPaths.brand(id) : brandPaths.teamBrands(), {
        method: id ? 'PATCH' : 'POST',
        body: brandFormData(v),
      }),
    onSuccess: (reply) => {
      qc.setQueryData(brandKeys.detail(reply.brand.id), reply.brand);
      return invalidateBrandLists(qc);
    },
  });
}

export function useSaveSubBrand(brandId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number | null; name: string }) =>
      api<SubBrandReply>(id ? brandPaths.subBrand(id) : brandPaths.subBrands(), {
        method: id ? 'PATCH' : 'POST',
        body: { sub_brand: { name, brand_id: brandId } },
      }),
    onSuccess: () => invalidateBrandLists(qc),
  });
}

export function useDeleteSubBrand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<SubBrandReply>(brandPaths.subBrand(id), { method: 'DELETE' }),
    onSuccess: () => invalidateBrandLists(qc),
  });
}

export interface AttributesParams {
  page: number;
  per: number;
  query: string;
}

export function useAttributeTitlesTable(params: AttributesParams) {
  return useQuery({
    queryKey: brandKeys.attributes(params),
    queryFn: ({ signal }) =>
      api<Datatable<AdminAttributeTitle>>(brandPaths.attributes(), {
        signal,
        query: { page: params.page, per: params.per, query: params.query },
      }),
    placeholderData: (prev) => prev,
  });
}
