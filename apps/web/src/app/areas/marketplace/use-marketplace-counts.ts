import { useState } from 'react';
import { useLiveChannel } from '../../../lib/live-channel.ts';

/** Published by the server whenever the team's My Products count changes: payload `{ count }`. */
export const MY_PRODUCTS_COUNT_TOPIC = 'marketplace.products.count';

/**
 * How many drafts are in the team's import list. There is no marketplace API yet, so this is unknown
 * (undefined) and the badge stays hidden; the import-list issue replaces the body with its query.
 */
export function useImportListCount(): number | undefined {
  return undefined;
}

/**
 * How many products the team has in its stores, live. Unknown until the server first publishes
 * `marketplace.products.count` on /api/live (the marketplace issue should also seed it from its list
 * endpoint); until then the badge stays hidden rather than showing a made-up number.
 */
export function useMyProductsCount(): number | undefined {
  const [count, setCount] = useState<number>();
  useLiveChannel<{ count?: unknown } | null>(MY_PRODUCTS_COUNT_TOPIC, (payload) => {
    if (typeof payload?.count === 'number') setCount(payload.count);
  });
  return count;
}
