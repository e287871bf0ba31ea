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

const KEY_URL = '/api/distributor/distributor/freight_exchange_key';

/** Set or replace (a key) or remove (null) the freight exchange key (decision 0753); answers the masked state. */
export function useFreightExchangeKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (key: string | null) =>
      key === null
        ? api<Distributor>(KEY_URL, { method: 'DELETE' })
        : api<Distributor>(KEY_URL, { method: 'PUT', body: { freight_exchange_key: key } }),
    onSuccess: async (d) => {
      qc.setQueryData(locationKeys.distributor, d);
      // The location screens show carrier filters only with a key.
      await qc.invalidateQueries({ queryKey: ['distribution'] });
    },
  });
}
