import { MARKETPLACE_MESSAGES } from '@partsflow/contracts';
import { StoreError, type StoreProductInput } from '../../../adapters/stores/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { sourceProducts, type SourceProduct } from '../../catalogue/index.ts';
import * as listingsRepo from '../listings/listings.repository.ts';
import { optionValue } from '../listings/listing-rules.ts';
import type { ImportListingRow } from '../import-list/import-list.repository.ts';
import type { MarketplaceServices } from '../marketplace.services.ts';
import * as storesRepo from '../stores/stores.repository.ts';
import { markedUpCents, marketplaceSettingsOf } from '../settings/settings.service.ts';

const ms = MARKETPLACE_MESSAGES.stores;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type ListingRow = listingsRepo.ListingRow;

/**
 * A draft ready to send: the listing with the merchant's overrides applied, per variant, shaped by the team's
 * settings (docs/decisions/0437): the price markup on catalogue prices (an entered price is sent as entered), and
 * whether the description and images go with it.
 */
export async function storeProductOf(
  db: Db,
  item: ImportListingRow,
  listing: ListingRow,
  cache?: Map<number, SourceProduct>,
): Promise<StoreProductInput> {
  const settings = await marketplaceSettingsOf(db, item.team_id);
  const links = await listingsRepo.listProductsOfListings(db, { listingIds: [listing.id] });
  const missing = links.map((l) => l.product_id).filter((id) => !cache?.has(id));
  const fetched = await sourceProducts(db, missing);
  const byId = new Map([
    ...(cache ?? new Map<number, SourceProduct>()),
    ...fetched.map((p) => [p.id, p] as const),
  ]);
  const products = links.map((l) => ({ link: l, p: byId.get(l.product_id)! })).filter((x) => x.p);
  const override = (id: number, field: 'price' | 'sku') =>
    item.variant_overrides.find((o) => o.id === id && o.field === field)?.value;
  return {
    title: item.title ?? listing.title,
    handle: item.handle ?? listing.handle,
    description: settings.publishDescription ? (item.description ?? listing.description) : '',
    vendor: products[0]?.p.brand ?? '',
    variants: products.map(({ link, p }) => {
      const options = Object.fromEntries(
        listing.options.map((o) => [
          o,
          optionValue({ ...p, attribute_overrides: link.attribute_overrides }, o),
        ]),
      );
      const price = override(p.id, 'price');
      return {
        sku: override(p.id, 'sku') || (products.length === 1 && item.sku) || p.sku,
        title: Object.values(options).join(' / ') || p.title,
        price: price
          ? Number(price).toFixed(2)
          : (markedUpCents(p.price_cents ?? 0, settings.priceMarkupPercent) / 100).toFixed(2),
        options,
      };
    }),
    images: settings.publishImages ? products.flatMap(({ p }) => p.images) : [],
  };
}

/** A store call that takes longer than `ms` counts as a timeout (the store's own work may still finish). */
async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<T>((_, reject) => {
        timer = setTimeout(() => reject(new StoreError('timeout', 'The store did not answer in time')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The per-store message a failed publish shows (joined with commas in the dialog). */
export function storeFailure(storeName: string, err: unknown): string {
  if (err instanceof StoreError)
    return err.kind === 'timeout' ? ms.storeUnavailable(storeName) : ms.storeRejected(storeName, err.message);
  return ms.storeRejected(storeName, 'Something went wrong');
}

/**
 * Publishes one draft to one store: creates the store product the first time, updates it after. Concurrent
 * publishes of the same listing to the same store take turns on the link row, so there is one store product.
 */
export async function publishToStore(
  services: MarketplaceServices,
  params: {
    teamId: number;
    store: storesRepo.StoreRow;
    item: ImportListingRow;
    listing: ListingRow;
    product: StoreProductInput;
  },
): Promise<void> {
  const { db } = services.ctx.database;
  const adapter = services.adapterFor(params.store.platform);
  const holdSeconds = Math.ceil(services.storeTimeoutMs / 1000) + 5;
  const deadline = Date.now() + (holdSeconds + 5) * 1000;
  const claim = () =>
    storesRepo.claimLink(db, {
      teamId: params.teamId,
      storeId: params.store.id,
      listingId: params.listing.id,
      seconds: holdSeconds,
    });
  let link = await claim();
  while (!link) {
    if (Date.now() > deadline) throw new StoreError('timeout', 'busy');
    await sleep(25 + Math.random() * 50);
    link = await claim();
  }
  let externalId: string | undefined;
  try {
    const made = link.external_id
      ? await withTimeout(
          adapter.updateProduct(params.store, link.external_id, params.product),
          services.storeTimeoutMs,
        )
      : await withTimeout(
          adapter.createProduct(params.store, params.product, { sourceKey: `listing-link:${link.id}` }),
          services.storeTimeoutMs,
        );
    externalId = made.id;
  } finally {
    await storesRepo.releaseLink(db, { id: link.id, externalId });
  }
  if (!link.external_id) await storesRepo.bumpImports(db, { listingId: params.listing.id });
}
