import type { AllianceMerchant, Distributor } from '@partsflow/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { locationKeys } from './locations.ts';

export const allianceMerchantsQuery = () =>
  queryOptions({
    queryKey: ['distribution', 'alliance-merchants'] as const,
    queryFn: ({ signal }) =>
      api<{ results: AllianceMerchant[] }>('/api/distributor/alliance_merchants', { signal }).then(
        (r) => r.results,
      ),
  });

export function useRenameDistributor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api<Distributor>('/api/distributor/distributor', { method: 'PATCH', body: { distributor: { name } } }),
    onSuccess: (d) => qc.setQueryData(locationKeys.distributor, d),
  });
}
