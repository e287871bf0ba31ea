import { canOpenArea } from '../../../features/accounts/index.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLiveChannel } from '../../../lib/live-channel.ts';
import { useCurrentSession } from '../../shell/session-context.tsx';

/** Published by the server whenever the team's My Products count changes: payload `{ count }`. */
export const MY_PRODUCTS_COUNT_TOPIC = 'marketplace.products.count';

/**
 * The Import List badge's query. It lives here, not in the marketplace feature, because the menu is in the
 * shell's first download and the feature's modules would come with it (bundle budget). Its key starts with
 * the feature's import list key (`['marketplace', 'import-list']`), so every change to the list refreshes it.
 */
const IMPORT_LIST_COUNT_KEY = ['marketplace', 'import-list', 'count'] as const;
const IMPORT_LIST_COUNT_PATH = '/api/marketplace/v1/marketplace/import-list/count';

/** How many drafts are in the team's import list (undefined until known: the badge stays hidden). */
export function useImportListCount(): number | undefined {
  const session = useCurrentSession();
  return useQuery({
    queryKey: IMPORT_LIST_COUNT_KEY,
    queryFn: ({ signal }) => api<{ count: number }>(IMPORT_LIST_COUNT_PATH, { signal }).then((r) => r.count),
    enabled: canOpenArea(session, 'marketplace'),
  }).data;
}

/** The first value of the My Products badge; its key starts with the feature's My Products key. */
const MY_PRODUCTS_COUNT_KEY = ['marketplace', 'merchant-products', 'count'] as const;
const MY_PRODUCTS_COUNT_PATH = '/api/marketplace/v1/marketplace/merchant_products/count';

/**
 * How many products the team has in its stores, live: read once when the menu mounts, then every change arrives
 * over the live channel (`marketplace.products.count`, payload `{count, merchantProductsCount}`) as a sync or a
 * re-sync changes it; no polling.
 */
export function useMyProductsCount(): number | undefined {
  const session = useCurrentSession();
  const qc = useQueryClient();
  const enabled = canOpenArea(session, 'marketplace');
  const query = useQuery({
    queryKey: MY_PRODUCTS_COUNT_KEY,
    queryFn: ({ signal }) => api<{ count: number }>(MY_PRODUCTS_COUNT_PATH, { signal }).then((r) => r.count),
    enabled,
    staleTime: Infinity,
  });
  useLiveChannel<{ count?: unknown } | null>(MY_PRODUCTS_COUNT_TOPIC, (payload) => {
    if (typeof payload?.count === 'number') qc.setQueryData(MY_PRODUCTS_COUNT_KEY, payload.count);
  });
  return query.data;
}
