import { createSandboxStore, type StoreAdapter } from '../../adapters/stores/index.ts';
import type { Database } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { LiveChannel } from '../../platform/live/live-channel.ts';
import type { FileStorage } from '../../platform/storage/index.ts';

/** What the services need of the app context (the demo seed has no job queue). */
export interface MarketplaceContext {
  database: Database;
  jobs?: JobQueue;
  /** Bulk publish progress goes to the team's open screens (absent in the demo seed). */
  live?: Pick<LiveChannel, 'publish'>;
  /** Generated files (the Amazon listings export; absent in the demo seed). */
  storage?: FileStorage;
}

/** What the marketplace's services share in one process: the store adapters by platform. */
export interface MarketplaceServices {
  ctx: MarketplaceContext;
  sandbox: ReturnType<typeof createSandboxStore>;
  adapterFor(platform: 'sandbox' | 'shopify' | 'woocommerce'): StoreAdapter;
  /** How long a store call may take before the publish counts it as failed. */
  storeTimeoutMs: number;
}

export function createMarketplaceServices(
  ctx: MarketplaceContext,
  opts: { delayMs?: [number, number]; timeoutMs?: number } = {},
): MarketplaceServices {
  const sandbox = createSandboxStore(ctx.database.db, {
    delayMs: opts.delayMs,
    timeoutMs: opts.timeoutMs ?? 3000,
  });
  return {
    ctx,
    sandbox,
    storeTimeoutMs: opts.timeoutMs ?? 3000,
    adapterFor(platform) {
      if (platform === 'sandbox') return sandbox;
      // Shopify and WooCommerce clients come with their own issue; until then their stores publish nothing.
      throw new Error(`No ${platform} store client is configured`);
    },
  };
}
