import {
  BRAND_MESSAGES,
  fileExtension,
  LOGO_EXTENSIONS,
  LOGO_MAX_BYTES,
  type ThumbnailSize,
} from '@partsflow/contracts';
import sharp from 'sharp';
import type { FileStorage } from '../../../platform/storage/index.ts';
import { fieldError } from '../catalogue.errors.ts';
import { makeThumbnails, thumbnailKey } from '../media/media.files.ts';
import type { StoredUpload } from '../media/media.upload.ts';

const m = BRAND_MESSAGES;
const LOGO_FIELD = ['brand', 'logo'];
export const LOGO_PREFIX = 'catalogue/brands/logos';

export const LOGO_CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};
const FORMAT_OF: Record<string, string> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', svg: 'svg' };

/** The logo the switcher and pages show: the small thumbnail (a WebP, also for an SVG). */
export const LOGO_THUMBNAIL: ThumbnailSize = 'small';

export interface CheckedLogo {
  key: string;
  fileName: string;
  contentType: string;
  /** Everything written for it (original and thumbnails), removed again if the save fails. */
  written: string[];
}

/**
 * Checks an uploaded logo (png, jpg, jpeg or svg, up to 5 MB, really an image of that kind: the decoder reads
 * it) and makes its thumbnails, as product images get them. Refusals are field errors on `brand[logo]`; the
 * caller removes `upload.key` when this throws.
 */
export async function checkLogo(storage: FileStorage, upload: StoredUpload): Promise<CheckedLogo> {
  const ext = fileExtension(upload.fileName);
  if (!(LOGO_EXTENSIONS as readonly string[]).includes(ext)) throw fieldError(LOGO_FIELD, m.logoExtension);
  if (upload.truncated || upload.size > LOGO_MAX_BYTES) throw fieldError(LOGO_FIELD, m.logoTooLarge);
  const body = await storage.get(upload.key);
  let format: string | undefined;
  try {
    const meta = body ? await sharp(body).metadata() : null;
    format = meta?.width && meta.height ? meta.format : undefined;
  } catch {
    format = undefined;
  }
  if (format !== FORMAT_OF[ext]) throw fieldError(LOGO_FIELD, m.logoUnreadable);
  const thumbs = await makeThumbnails(storage, upload.key);
  return {
    key: upload.key,
    fileName: upload.fileName,
    contentType: LOGO_CONTENT_TYPES[ext]!,
    written: [upload.key, ...thumbs],
  };
}

/** Every file of a stored logo: the original and its thumbnails. */
export function logoFiles(key: string): string[] {
  return [key, thumbnailKey(key, 'small'), thumbnailKey(key, 'medium'), thumbnailKey(key, 'large')];
}

export { thumbnailKey };
