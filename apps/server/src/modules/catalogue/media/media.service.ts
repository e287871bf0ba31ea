import {
  fileExtension,
  MEDIA_MESSAGES,
  MEDIA_RULES,
  MEDIA_TYPES,
  type ChartsReply,
  type MediaFileSize,
  type MediaReply,
  type MediaType,
  type UploadMediaType,
} from '@partsflow/contracts';
import type { Readable } from 'node:stream';
import type { Actor } from '../../../platform/auth/actor.ts';
import { recordAudit, snapshotChanges } from '../../../platform/audit/index.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { appError } from '../../../platform/http/errors.ts';
import type { FileStorage } from '../../../platform/storage/index.ts';
import { catalogueError, fieldError } from '../catalogue.errors.ts';
import { productSubject } from '../history/history.repository.ts';
import { withLockedProduct } from '../products/product-access.ts';
import type { ProductRow } from '../products/products.repository.ts';
import { CONTENT_TYPES, contentMatches, makeThumbnails, thumbnailKey } from './media.files.ts';
import { presentChart, presentMedia } from './media.presenters.ts';
import * as repo from './media.repository.ts';
import type { StoredUpload } from './media.upload.ts';

/** Product media and charts (spec catalogue-pim sections 2, 5, 7 and 8). */
export interface MediaDeps {
  db: Db;
  storage: FileStorage;
}

export const MEDIA_AUDIT_FIELDS = ['media_type', 'file_name', 'title', 'position'] as const;

export const mediaPrefix = (productId: number) => `catalogue/media/${productId}`;

export async function mediaReply(db: DbOrTx, productId: number, message?: string): Promise<MediaReply> {
  const rows = await repo.listMedia(db, { productId });
  const primaryId = rows.find((r) => r.media_type === 'image')?.id ?? null;
  return { ...(message ? { message } : {}), media: rows.map((r) => presentMedia(r, r.id === primaryId)) };
}

export async function chartsReply(db: DbOrTx, productId: number, message?: string): Promise<ChartsReply> {
  const rows = await repo.listCharts(db, { productId });
  return { ...(message ? { message } : {}), charts: rows.map(presentChart) };
}

const fileField = (chart: boolean) => ['product', chart ? 'chart_file' : 'media_file'];

/** The upload's media type: the form's for media, always chart for charts. */
function mediaTypeOf(fields: Record<string, string>, chart: boolean): MediaType {
  if (chart) return 'chart';
  const raw = (fields.media_type ?? '')
    .trim()
    .toLowerCase()
    .replace(/^3d[_ ]?model$/, 'model');
  if (!(MEDIA_TYPES as readonly string[]).includes(raw)) {
    throw fieldError(['product', 'media_type'], MEDIA_MESSAGES.mediaTypeInvalid);
  }
  return raw as UploadMediaType;
}

/**
 * Stores an uploaded media file or chart on the product: the file must be there, of an extension and size its
 * type allows, and really of that type; images get their thumbnails. Any refusal or failure removes what was
 * written, so nothing is left without its record.
 */
export function addMedia(deps: MediaDeps, actor: Actor, product: ProductRow, form: UploadForm) {
  return addUpload(deps, actor, product, form, false, (tx, id) =>
    mediaReply(tx, id, MEDIA_MESSAGES.uploaded),
  );
}

export function addChart(deps: MediaDeps, actor: Actor, product: ProductRow, form: UploadForm) {
  return addUpload(deps, actor, product, form, true, (tx, id) =>
    chartsReply(tx, id, MEDIA_MESSAGES.chartUploaded),
  );
}

type UploadForm = { fields: Record<string, string>; upload: StoredUpload | null };

async function addUpload<T>(
  deps: MediaDeps,
  actor: Actor,
  product: ProductRow,
  form: UploadForm,
  chart: boolean,
  reply: (tx: DbOrTx, productId: number) => Promise<T>,
): Promise<T> {
  const { upload } = form;
  const written: string[] = upload ? [upload.key] : [];
  try {
    const type = mediaTypeOf(form.fields, chart);
    const title = (form.fields.chart_title ?? '').trim();
    if (chart && !title) throw fieldError(['product', 'chart_title'], MEDIA_MESSAGES.chartTitleRequired);
    if (chart && title.length > 255) {
      throw fieldError(['product', 'chart_title'], MEDIA_MESSAGES.chartTitleTooLong);
    }
    if (!upload || (upload.size === 0 && !upload.truncated)) {
      throw fieldError(fileField(chart), MEDIA_MESSAGES.noFile);
    }
    const rule = MEDIA_RULES[type];
    const ext = fileExtension(upload.fileName);
    if (!rule.extensions.includes(ext))
      throw fieldError(fileField(chart), MEDIA_MESSAGES.wrongExtension(type));
    if (upload.truncated || upload.size > rule.maxBytes) {
      throw fieldError(fileField(chart), MEDIA_MESSAGES.tooLarge(type));
    }
    if (!(await contentMatches(deps.storage, upload.key, type, ext))) {
      throw fieldError(fileField(chart), MEDIA_MESSAGES.unreadable(type));
    }
    if (type === 'image') written.push(...(await makeThumbnails(deps.storage, upload.key)));
    return await withLockedProduct(deps.db, actor, product.id, async (tx, locked) => {
      const row = await repo.insertMedia(tx, {
        product_id: locked.id,
        media_type: type,
        title: chart ? title : null,
        file_name: upload.fileName,
        storage_key: upload.key,
        position: chart ? 0 : await repo.nextPosition(tx, { productId: locked.id }),
        content_type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        size_bytes: upload.size,
        has_thumbnails: type === 'image',
      });
      await repo.refreshMediaCount(tx, { productId: locked.id });
      await recordAudit(tx, {
        actor,
        teamId: locked.team_id,
        subject: productSubject(locked.id),
        type: 'ProductMedia',
        id: row.id,
        action: 'create',
        changes: snapshotChanges(row, MEDIA_AUDIT_FIELDS, 'create'),
      });
      return reply(tx, locked.id);
    });
  } catch (err) {
    await Promise.all(written.map((k) => deps.storage.remove(k)));
    throw err;
  }
}

async function mediaOrThrow(db: DbOrTx, actor: Actor, id: number, chart: boolean) {
  const found = await repo.findMedia(db, { scope: actor.scope, id });
  if (!found || (found.media.media_type === 'chart') !== chart) throw catalogueError('record_not_found');
  return found;
}

/** Spec: position 1 of an image is the primary one; making an image primary moves it there. */
export async function makePrimary(deps: MediaDeps, actor: Actor, id: number) {
  const found = await mediaOrThrow(deps.db, actor, id, false);
  if (found.media.media_type !== 'image') throw appError('bad_request', MEDIA_MESSAGES.notAnImage);
  return withLockedProduct(deps.db, actor, found.product.id, async (tx, product) => {
    const rows = await repo.listMedia(tx, { productId: product.id });
    const item = rows.find((r) => r.id === id);
    if (!item) throw catalogueError('record_not_found');
    if (item.position !== 1) {
      await repo.moveToFirst(tx, { productId: product.id, id, position: item.position });
      await recordAudit(tx, {
        actor,
        teamId: product.team_id,
        subject: productSubject(product.id),
        type: 'ProductMedia',
        id,
        action: 'update',
        changes: { position: [item.position, 1] },
      });
    }
    return mediaReply(tx, product.id, MEDIA_MESSAGES.madePrimary);
  });
}

/** Removes a media item or chart and its files (after the record is gone, so a failure keeps both). */
export function removeMedia(deps: MediaDeps, actor: Actor, id: number) {
  return remove(deps, actor, id, false, (tx, pid) => mediaReply(tx, pid, MEDIA_MESSAGES.removed));
}

export function removeChart(deps: MediaDeps, actor: Actor, id: number) {
  return remove(deps, actor, id, true, (tx, pid) => chartsReply(tx, pid, MEDIA_MESSAGES.chartRemoved));
}

async function remove<T>(
  deps: MediaDeps,
  actor: Actor,
  id: number,
  chart: boolean,
  answer: (tx: DbOrTx, productId: number) => Promise<T>,
): Promise<T> {
  const found = await mediaOrThrow(deps.db, actor, id, chart);
  const { reply, removed } = await withLockedProduct(
    deps.db,
    actor,
    found.product.id,
    async (tx, product) => {
      const gone = await repo.deleteMedia(tx, { productId: product.id, id });
      // A simultaneous delete took it first: answer as a repeat would (404).
      if (!gone) throw catalogueError('record_not_found');
      if (!chart) await repo.closeGap(tx, { productId: product.id, position: gone.position });
      await repo.refreshMediaCount(tx, { productId: product.id });
      await recordAudit(tx, {
        actor,
        teamId: product.team_id,
        subject: productSubject(product.id),
        type: 'ProductMedia',
        id,
        action: 'destroy',
        changes: snapshotChanges(gone, MEDIA_AUDIT_FIELDS, 'destroy'),
      });
      return { removed: gone, reply: await answer(tx, product.id) };
    },
  );
  await removeFiles(deps.storage, removed);
  return reply;
}

async function removeFiles(storage: FileStorage, row: repo.MediaRow) {
  const keys = [row.storage_key];
  if (row.has_thumbnails)
    keys.push(...(['small', 'medium', 'large'] as const).map((s) => thumbnailKey(row.storage_key, s)));
  await Promise.all(keys.map((k) => storage.remove(k)));
}

/**
 * A media file to send: the original, or an image's thumbnail of the asked size. Another team reads it only when
 * the product is published on the marketplace (decision 0278).
 */
export async function mediaFile(
  deps: MediaDeps,
  actor: Actor,
  id: number,
  size: MediaFileSize,
): Promise<{ body: Readable; contentType: string; fileName: string }> {
  const found = await repo.findMedia(deps.db, { scope: actor.scope, id, shared: true });
  if (!found) throw catalogueError('record_not_found');
  const m = found.media;
  const thumb = size !== 'original' && m.has_thumbnails;
  const key = thumb ? thumbnailKey(m.storage_key, size) : m.storage_key;
  const body = deps.storage.read(key);
  try {
    // Opened before the answer starts, so a missing file is a 404 rather than a broken 200.
    await new Promise<void>((resolve, reject) => {
      body.once('readable', () => resolve());
      body.once('error', reject);
    });
  } catch {
    body.destroy();
    throw catalogueError('record_not_found');
  }
  return {
    body,
    contentType: thumb
      ? 'image/webp'
      : (m.content_type ?? CONTENT_TYPES[fileExtension(m.file_name)] ?? 'application/octet-stream'),
    fileName: m.file_name,
  };
}
