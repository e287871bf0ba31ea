import { MEDIA_RULES, THUMBNAIL_SIZES, type MediaType, type ThumbnailSize } from '@partsflow/contracts';
import sharp from 'sharp';
import type { FileStorage } from '../../../platform/storage/index.ts';

/** What a stored file's first bytes and content must be for its media type, and the type a browser gets. */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  glb: 'model/gltf-binary',
  usdz: 'model/vnd.usdz+zip',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export const thumbnailKey = (key: string, size: ThumbnailSize) => `${key}.${size}.webp`;

async function head(storage: FileStorage, key: string, bytes = 16): Promise<Buffer> {
  for await (const chunk of storage.read(key)) return (chunk as Buffer).subarray(0, bytes);
  return Buffer.alloc(0);
}

/**
 * Whether the stored file really is what its extension says (a renamed file is refused): image formats are
 * read by the decoder, the others by their signature; a chart must be UTF-8 text, and JSON must parse.
 */
export async function contentMatches(
  storage: FileStorage,
  key: string,
  type: MediaType,
  ext: string,
): Promise<boolean> {
  switch (type) {
    case 'image': {
      const body = await storage.get(key);
      if (!body) return false;
      try {
        const meta = await sharp(body).metadata();
        return meta.format === (ext === 'png' ? 'png' : 'jpeg') && !!meta.width && !!meta.height;
      } catch {
        return false;
      }
    }
    case 'document':
      return (await head(storage, key, 5)).toString('latin1') === '%PDF-';
    case 'video':
      return (await head(storage, key, 8)).subarray(4, 8).toString('latin1') === 'ftyp';
    case 'model': {
      const h = await head(storage, key, 4);
      return ext === 'glb'
        ? h.toString('latin1') === 'glTF'
        : h.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    }
    case 'chart': {
      const body = await storage.get(key);
      if (!body || body.includes(0)) return false;
      const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
      if (text.includes('\uFFFD')) return false;
      if (ext === 'json') {
        try {
          JSON.parse(text);
        } catch {
          return false;
        }
      }
      return text.trim().length > 0;
    }
  }
}

/**
 * The image's thumbnails beside it, one per size (WebP, never enlarged, turned upright by its EXIF orientation).
 * The original is decoded once, straight to the largest size (JPEG shrink-on-load does most of that work), and
 * the smaller sizes are made from those pixels. Answers the keys written so a failure can remove them.
 */
export async function makeThumbnails(storage: FileStorage, key: string): Promise<string[]> {
  const body = await storage.get(key);
  if (!body) throw new Error(`missing upload ${key}`);
  const largest = Math.max(...Object.values(THUMBNAIL_SIZES));
  const { data, info } = await sharp(body, { failOn: 'error' })
    .rotate()
    .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const written: string[] = [];
  try {
    await Promise.all(
      (Object.keys(THUMBNAIL_SIZES) as ThumbnailSize[]).map(async (size) => {
        const px = THUMBNAIL_SIZES[size];
        const out = await sharp(data, raw)
          .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        const k = thumbnailKey(key, size);
        await storage.put(k, out);
        written.push(k);
      }),
    );
  } catch (err) {
    await Promise.all(written.map((k) => storage.remove(k)));
    throw err;
  }
  return written;
}

export const maxUploadBytes = Math.max(...Object.values(MEDIA_RULES).map((r) => r.maxBytes));
