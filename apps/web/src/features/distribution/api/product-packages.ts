import type {
  Audit,
  ProductPackagesList,
  WarehousePackageCreate,
  WarehousePackagesReply,
  WarehousePackageUpdate,
} from '@partsflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client.ts';

/** The Product Weights & Dimensions tab's calls: the stocked products list and the package writes (spec 7.2). */
export const productPackageKeys = {
  all: ['distribution', 'product-packages'] as const,
  page: (page: number, query: string) => [...productPackageKeys.all, page, query] as const,
};

export function useProductPackagesList(params: { page: number; pageSize: number; query: string }) {
  return useQuery({
    queryKey: productPackageKeys.page(params.page, params.query),
    queryFn: ({ signal }) =>
      api<ProductPackagesList>(
        withQuery('/api/distributor/product_packages', {
          page: params.page,
          page_size: params.pageSize,
          query: params.query || undefined,
        }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A package write; the listed product's packages are replaced from the answer, then the list is refetched. */
function usePackageWrite<I>(call: (input: I) => Promise<WarehousePackagesReply>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => qc.invalidateQueries({ queryKey: productPackageKeys.all }),
  });
}

export const useAddProductPackage = () =>
  usePackageWrite((body: WarehousePackageCreate) =>
    api<WarehousePackagesReply>('/api/distributor/packages', { method: 'POST', body }),
  );

export const useUpdateProductPackage = () =>
  usePackageWrite(({ id, ...body }: WarehousePackageUpdate & { id: number }) =>
    api<WarehousePackagesReply>(`/api/distributor/packages/${id}`, { method: 'PATCH', body }),
  );

export const useRemoveProductPackage = () =>
  usePackageWrite((id: number) =>
    api<WarehousePackagesReply>(`/api/distributor/packages/${id}`, { method: 'DELETE' }),
  );

/** The history of the distributor's own packages of a product, newest first (decision 0690); refreshed by writes. */
export function useProductPackageHistory(productId: number | null) {
  return useQuery({
    queryKey: [...productPackageKeys.all, 'history', productId] as const,
    queryFn: ({ signal }) =>
      api<{ audits: Audit[] }>(`/api/distributor/products/${productId}/package_history`, { signal }),
    enabled: productId !== null,
  });
}
