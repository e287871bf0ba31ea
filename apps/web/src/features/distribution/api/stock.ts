import type { Datatable, InventoryRow, PricingRow, StockDatatableRequest } from '@partsflow/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type StockKind = 'inventory' | 'pricing';

export const stockKeys = {
  all: (kind: StockKind) => ['distribution', kind] as const,
  datatable: (kind: StockKind, params: Partial<StockDatatableRequest>) =>
    ['distribution', kind, params] as const,
};

/** The inventory or pricing datatable (distributor spec 7.2): POST with page, per, sort, sort_dir and query. */
export function useStockDatatable<K extends StockKind>(kind: K, params: Partial<StockDatatableRequest>) {
  return useQuery({
    queryKey: stockKeys.datatable(kind, params),
    queryFn: ({ signal }) =>
      api<Datatable<K extends 'inventory' ? InventoryRow : PricingRow>>(
        `/api/distributor/${kind}/datatable.json`,
        { method: 'POST', body: params, signal },
      ),
    placeholderData: keepPreviousData,
  });
}
