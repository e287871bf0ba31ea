import { Readable } from 'node:stream';
import {
  AMAZON_MESSAGES,
  type AmazonExportProgress,
  type AmazonListing,
  type AmazonProductOption,
} from '@partsflow/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { marketplaceList, pageWindow } from '../../../platform/pagination/pagination.ts';
import { defaultGtinsOf, sourceProducts, type SourceProduct } from '../../catalogue/index.ts';
import { marketplaceError } from '../marketplace.errors.ts';
import { AMAZON_LISTINGS } from '../marketplace.http.ts';
import type { MarketplaceServices } from '../marketplace.services.ts';
import * as repo from './amazon.repository.ts';

const m = AMAZON_MESSAGES;
export const AMAZON_EXPORT_QUEUE = 'marketplace.amazon-export';
/** Live channel topic of an export's progress: payload as the progress call answers. */
export const AMAZON_EXPORT_TOPIC = 'marketplace.amazon.export';
const EXPORT_PAGE = 500;

/**
 * What Amazon requires that the product lacks (docs/decisions/0438): a GTIN (UPC/EAN) as the product id, at least
 * one image, a price above 0 and a brand. Empty: valid.
 */
export function amazonProblems(
  p: Pick<SourceProduct, 'brand' | 'images' | 'price_cents'>,
  gtin: string | null,
) {
  const problems: string[] = [];
  if (!gtin) problems.push(m.missingGtin);
  if (!p.images.length) problems.push(m.missingImages);
  if (!p.price_cents || p.price_cents <= 0) problems.push(m.missingPrice);
  if (!p.brand.trim()) problems.push(m.missingBrand);
  return problems;
}

interface Facts {
  products: Map<number, SourceProduct>;
  gtins: Map<number, string>;
  listings: Map<number, number>;
}

async function factsOf(db: DbOrTx, productIds: number[]): Promise<Facts> {
  const products = new Map((await sourceProducts(db, productIds)).map((p) => [p.id, p]));
  const gtins = await defaultGtinsOf(db, productIds);
  const listings = await repo.visibleListingsOfProducts(db, { productIds });
  return { products, gtins, listings };
}

function present(row: repo.AmazonListingRow, f: Facts): AmazonListing {
  const p = f.products.get(row.product_id);
  const valid = p ? amazonProblems(p, f.gtins.get(p.id) ?? null) : [m.productNotFound];
  const listingId = f.listings.get(row.product_id);
  return {
    id: row.id,
    product: {
      id: row.product_id,
      image: p?.images[0] ?? null,
      url: listingId ? `/marketplace?listing=${listingId}` : '/marketplace',
      sku: p?.sku ?? '',
      title: p?.title ?? '',
    },
    brand: p?.brand ?? '',
    valid,
    // Active only while valid: a listing whose product lost its GTIN stops being offered.
    active: row.active && valid.length === 0,
  };
}

async function presentOne(db: DbOrTx, row: repo.AmazonListingRow) {
  return present(row, await factsOf(db, [row.product_id]));
}

export async function listAmazonListings(db: Db, actor: Actor, q: { page: number; per_page: number }) {
  const teamId = actor.scope.teamId;
  const w = pageWindow(q.page, q.per_page);
  const rows = await repo.listAmazonListings(db, { teamId, limit: w.limit, offset: w.offset });
  const total = await repo.countAmazonListings(db, { teamId });
  const facts = await factsOf(
    db,
    rows.map((r) => r.product_id),
  );
  return marketplaceList(
    rows.map((r) => present(r, facts)),
    { total, page: q.page, per_page: q.per_page },
  );
}

/** The Select Product modal: products of the marketplace's published listings matching the SKU or title. */
export async function searchAmazonProducts(
  db: Db,
  actor: Actor,
  query: string,
): Promise<{ data: AmazonProductOption[] }> {
  const found = await repo.searchVisibleProducts(db, { query, limit: 20 });
  const ids = found.map((f) => f.product_id);
  const products = await sourceProducts(db, ids);
  const listed = await repo.listedProductIds(db, { teamId: actor.scope.teamId, productIds: ids });
  return {
    data: products.map((p) => ({
      id: p.id,
      sku: p.sku,
      title: p.title,
      brand: p.brand,
      image: p.images[0] ?? null,
      listed: listed.has(p.id),
    })),
  };
}

/** Adds a marketplace product (of a published, visible listing) to the team's Amazon listings, inactive. */
export async function createAmazonListing(db: Db, actor: Actor, productId: number) {
  const teamId = actor.scope.teamId;
  const sold = await repo.visibleListingsOfProducts(db, { productIds: [productId] });
  if (!sold.has(productId)) throw marketplaceError('amazon_product_not_found');
  const row = await repo.insertAmazonListing(db, { teamId, productId });
  if (!row) throw marketplaceError('amazon_listing_exists');
  return { success: true, amazon_listing: await presentOne(db, row) };
}

/** The Active switch: only a valid listing may be switched on (422 otherwise, nothing changes). */
export async function updateAmazonListing(
  db: Db,
  actor: Actor,
  id: number,
  input: { product_id?: number; active: boolean },
) {
  const teamId = actor.scope.teamId;
  const row = await repo.findAmazonListing(db, { teamId, id });
  if (!row || (input.product_id !== undefined && input.product_id !== row.product_id))
    throw marketplaceError('amazon_listing_not_found');
  if (input.active) {
    const current = await presentOne(db, row);
    if (current.valid.length)
      throw marketplaceError('amazon_listing_not_valid', `${m.notValid}: ${current.valid.join(', ')}`);
  }
  const updated = await repo.setAmazonListingActive(db, { teamId, id, active: input.active });
  if (!updated) throw marketplaceError('amazon_listing_not_found');
  return { success: true, amazon_listing: await presentOne(db, updated) };
}

export async function deleteAmazonListing(db: Db, actor: Actor, id: number) {
  if (!(await repo.deleteAmazonListing(db, { teamId: actor.scope.teamId, id })))
    throw marketplaceError('amazon_listing_not_found');
  return { success: true };
}

const csvUrl = (id: string) => `${AMAZON_LISTINGS}/export/${id}/file`;

function progressOf(row: repo.AmazonExportRow): AmazonExportProgress {
  const done = !!row.finished_at;
  return {
    job_id: row.id,
    progress: done ? 100 : row.total ? Math.min(99, Math.floor((row.done / row.total) * 100)) : 0,
    total: row.total,
    at: row.done,
    csv_url: done && row.file_key ? csvUrl(row.id) : null,
    error: row.error,
  };
}

/** Export CSV: a background job writes the file; the reply names the job, the progress call then the `csv_url`. */
export async function startAmazonExport(services: MarketplaceServices, actor: Actor) {
  const { db } = services.ctx.database;
  const teamId = actor.scope.teamId;
  const total = await repo.countAmazonListings(db, { teamId });
  const row = await repo.insertAmazonExport(db, { teamId, total });
  if (!services.ctx.jobs) throw new Error('No job queue');
  await services.ctx.jobs.send(AMAZON_EXPORT_QUEUE, { export_id: row.id }, { singletonKey: row.id });
  return { success: true, job_id: row.id, csv_url: null };
}

export async function amazonExportProgress(db: Db, actor: Actor, id: string) {
  const row = await repo.findAmazonExport(db, { id, teamId: actor.scope.teamId });
  if (!row) throw marketplaceError('amazon_export_not_found');
  return progressOf(row);
}

/** The finished file of the team's export, as a stream. */
export async function amazonExportFile(services: MarketplaceServices, actor: Actor, id: string) {
  const row = await repo.findAmazonExport(services.ctx.database.db, { id, teamId: actor.scope.teamId });
  if (!row?.file_key || !services.ctx.storage) throw marketplaceError('amazon_export_not_found');
  return { stream: services.ctx.storage.read(row.file_key), createdAt: row.created_at };
}

export const AMAZON_CSV_HEADER = [
  'sku',
  'product-id',
  'product-id-type',
  'item-name',
  'brand-name',
  'standard-price',
  'main-image-url',
  'valid',
  'problems',
  'active',
];

function csvCell(value: string | number | boolean): string {
  const text = String(value);
  // Quote what needs it, and defuse spreadsheet formulas (=, +, -, @ at the start).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Works one export: reads the team's listings a page at a time into a stream written to file storage, with
 * progress after each page. A rerun after a crash writes the whole file again (the storage write is atomic).
 */
export async function runAmazonExport(services: MarketplaceServices, exportId: string) {
  const { db } = services.ctx.database;
  const job = await repo.findAmazonExport(db, { id: exportId });
  if (!job || job.finished_at) return;
  const storage = services.ctx.storage;
  if (!storage) throw new Error('No file storage');
  let written = 0;
  async function* lines() {
    yield `${AMAZON_CSV_HEADER.join(',')}\n`;
    let after = 0;
    for (;;) {
      const rows = await repo.listAmazonListingsAfter(db, {
        teamId: job!.team_id,
        afterId: after,
        limit: EXPORT_PAGE,
      });
      if (!rows.length) return;
      const facts = await factsOf(
        db,
        rows.map((r) => r.product_id),
      );
      let chunk = '';
      for (const r of rows) {
        const l = present(r, facts);
        const p = facts.products.get(r.product_id);
        const gtin = facts.gtins.get(r.product_id) ?? '';
        chunk += `${[
          l.product.sku,
          gtin,
          gtin ? (gtin.length === 12 ? 'UPC' : 'EAN') : '',
          l.product.title,
          l.brand,
          p?.price_cents ? (p.price_cents / 100).toFixed(2) : '',
          l.product.image ?? '',
          l.valid.length ? 'no' : 'yes',
          l.valid.join('; '),
          l.active ? 'yes' : 'no',
        ]
          .map(csvCell)
          .join(',')}\n`;
      }
      written += rows.length;
      after = rows[rows.length - 1]!.id;
      yield chunk;
      await repo.setAmazonExportDone(db, { id: exportId, done: written });
      await services.ctx.live?.publish(job!.team_id, AMAZON_EXPORT_TOPIC, {
        job_id: exportId,
        progress: job!.total ? Math.min(99, Math.floor((written / job!.total) * 100)) : 0,
        total: job!.total,
        at: written,
      });
    }
  }
  const key = `marketplace/amazon-exports/${job.team_id}/${job.id}.csv`;
  try {
    await storage.putStream(key, Readable.from(lines()));
  } catch (err) {
    await repo.finishAmazonExport(db, { id: exportId, total: written, fileKey: null, error: m.exportFailed });
    throw err;
  }
  await repo.finishAmazonExport(db, { id: exportId, total: written, fileKey: key, error: null });
  const done = await repo.findAmazonExport(db, { id: exportId });
  if (done) await services.ctx.live?.publish(job.team_id, AMAZON_EXPORT_TOPIC, progressOf(done));
}
