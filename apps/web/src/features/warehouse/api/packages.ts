import type {
  WarehouseFulfillment,
  WarehousePackageCreate,
  WarehousePackagesReply,
  WarehousePackageUpdate,
} from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { warehouseKeys } from './packing.ts';

/** Resolve's calls (distributor spec 7.2): a product's packages, package writes and update_from_package. */
const packagesKey = (productId: number) => ['warehouse', 'packages', productId] as const;

/** The packages of a unit's product (`GET /fulfillments/{id}/units/{unitId}/packages`). */
export function useProductPackages(productId: number, fulfillmentId: number, unitId: number) {
  return useQuery({
    queryKey: packagesKey(productId),
    queryFn: ({ signal }) =>
      api<WarehousePackagesReply>(`/api/distributor/fulfillments/${fulfillmentId}/units/${unitId}/packages`, {
        signal,
      }),
  });
}

function usePackageWrite<I>(productId: number, call: (input: I) => Promise<WarehousePackagesReply>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (r) => qc.setQueryData(packagesKey(productId), r),
  });
}

export const useCreatePackage = (productId: number) =>
  usePackageWrite(productId, (body: WarehousePackageCreate) =>
    api<WarehousePackagesReply>('/api/distributor/packages', { method: 'POST', body }),
  );

export const useUpdatePackage = (productId: number) =>
  usePackageWrite(productId, ({ id, ...body }: WarehousePackageUpdate & { id: number }) =>
    api<WarehousePackagesReply>(`/api/distributor/packages/${id}`, { method: 'PATCH', body }),
  );

export const useDeletePackage = (productId: number) =>
  usePackageWrite(productId, (id: number) =>
    api<WarehousePackagesReply>(`/api/distributor/packages/${id}`, { method: 'DELETE' }),
  );

/** `POST /fulfillments/{id}/units/{unitId}/update_from_package/{packageId}`: answers the whole fulfilment. */
export function useUpdateFromPackage(fulfillmentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { unitId: number; packageId: number }) =>
      api<{ fulfillment: WarehouseFulfillment }>(
        `/api/distributor/fulfillments/${fulfillmentId}/units/${v.unitId}/update_from_package/${v.packageId}`,
        { method: 'POST' },
      ).then((r) => r.fulfillment),
    onSuccess: (f) => {
      qc.setQueryData(warehouseKeys.fulfillment(fulfillmentId), f);
      void qc.invalidateQueries({
        queryKey: warehouseKeys.all,
        predicate: (q) => q.queryKey[1] !== 'fulfillment' && q.queryKey[1] !== 'packages',
      });
    },
  });
}
