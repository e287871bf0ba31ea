import type {
  DangerousGoodsDefinition,
  HazardInput,
  HazardsReply,
  PackageInput,
  PackagesReply,
  ProductHsCodesReply,
} from '@partsflow/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';
import { auditKeys, packageKeys, productKeys } from './query-keys.ts';

// Packages, hazards and HS codes travel inside the product (packages, hazards,
// product_harmonized_system_codes), so each change refreshes the product and its history.
function useInvalidateProduct(productId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: productKeys.details() }),
      qc.invalidateQueries({ queryKey: auditKeys.list(productId) }),
    ]);
}

export const packageTypesQuery = () =>
  queryOptions({
    queryKey: packageKeys.types(),
    queryFn: ({ signal }) =>
      api<{ package_types: { id: number; name: string }[] }>(apiPaths.packageTypes(), { signal }).then(
        (r) => r.package_types,
      ),
    staleTime: 60 * 60_000,
  });

export function useSavePackage(productId: number) {
  const invalidate = useInvalidateProduct(productId);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PackageInput }) =>
      id === null
        ? api<PackagesReply>(apiPaths.packages(), {
            method: 'POST',
            body: { ...input, product_id: productId },
          })
        : api<PackagesReply>(apiPaths.package(id), {
            method: 'PATCH',
            body: { ...input, product_id: productId },
          }),
    onSuccess: () => invalidate(),
  });
}

export function useRemovePackage(productId: number) {
  const invalidate = useInvalidateProduct(productId);
  return useMutation({
    mutationFn: (id: number) => api<PackagesReply>(apiPaths.package(id), { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

export async function searchDangerousGoods(term: string): Promise<DangerousGoodsDefinition[]> {
  const r = await api<{ dangerous_goods_definitions: DangerousGoodsDefinition[] }>(
    apiPaths.dangerousGoodsDefinitions(),
    { query: { query: term, limit: 20 } },
  );
  return r.dangerous_goods_definitions;
}

export function useSaveHazard(productId: number) {
  const invalidate = useInvalidateProduct(productId);
  return useMutation({
    mutationFn: ({
      id,
      input,
      selected,
    }: {
      id: number | null;
      input: HazardInput;
      selected: DangerousGoodsDefinition;
    }) =>
      id === null
        ? api<HazardsReply>(apiPaths.hazards(), {
            method: 'POST',
            body: { ...input, product_id: productId, selected_hazard: selected },
          })
        : api<HazardsReply>(apiPaths.hazard(id), {
            method: 'PATCH',
            body: { ...input, product_id: productId, selected_hazard: selected },
          }),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveHazard(productId: number) {
  const invalidate = useInvalidateProduct(productId);
  return useMutation({
    mutationFn: (id: number) => api<HazardsReply>(apiPaths.hazard(id), { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

export interface HsCodeInput {
  country_code: string | null;
  harmonized_system_code_id: number;
}

export function useSaveHsCode(productId: number) {
  const invalidate = useInvalidateProduct(productId);
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: HsCodeInput }) =>
      id === null
        ? api<ProductHsCodesReply>(apiPaths.hsCodes(), {
            method: 'POST',
            body: { ...input, product_id: productId },
          })
        : api<ProductHsCodesReply>(apiPaths.hsCode(id), { method: 'PATCH', body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveHsCode(productId: number) {
  const invalidate = useInvalidateProduct(productId);
  return useMutation({
    mutationFn: (id: number) => api<ProductHsCodesReply>(apiPaths.hsCode(id), { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}
