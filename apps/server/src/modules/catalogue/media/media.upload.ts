import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { appError, AppError } from '../../../platform/http/errors.ts';
import { MALFORMED_FORM, parseFieldName, setPath } from '../../../platform/http/multipart-body.ts';
import type { FileStorage } from '../../../platform/storage/index.ts';

/** A file of a multipart form, already in storage under `key`. */
export interface StoredUpload {
  key: string;
  fileName: string;
  size: number;
  /** Cut at the byte limit: the stored file is incomplete. */
  truncated: boolean;
}

export interface MediaForm {
  /** `product[media_type]`, `product[chart_title]`: the fields under product[...], by their inner name. */
  fields: Record<string, string>;
  /** Every text field by its bracket path (`brand[brand_seller_agreement_attributes][text]`), as a JSON body. */
  body: Record<string, unknown>;
  upload: StoredUpload | null;
}

const SAFE_NAME = /[^A-Za-z0-9._-]+/g;

/**
 * Reads the editor's media form: its text fields, and its one file streamed straight into storage under
 * `{prefix}/{uuid}/{name}` (never held in memory; capped at `maxBytes`). A form that breaks off midway removes
 * what was written and fails, so an interrupted upload leaves neither a file nor a record.
 */
export async function readMediaForm(
  req: FastifyRequest,
  storage: FileStorage,
  params: { prefix: string; maxBytes: number },
): Promise<MediaForm> {
  const fields: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  let upload: StoredUpload | null = null;
  if (!req.isMultipart()) return { fields, body, upload };
  try {
    for await (const part of req.parts({ limits: { fileSize: params.maxBytes, files: 1 } })) {
      const name = parseFieldName(part.fieldname);
      const inner = name[0] === 'product' && name.length === 2 ? name[1]! : part.fieldname;
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          fields[inner] = part.value;
          setPath(body, name, part.value);
        }
        continue;
      }
      if (upload || !part.filename) {
        part.file.resume();
        continue;
      }
      const safe = part.filename.replace(SAFE_NAME, '_').slice(-120) || 'file';
      const key = `${params.prefix}/${randomUUID()}/${safe}`;
      // Claimed before the write starts, so a failure halfway still removes it.
      upload = { key, fileName: part.filename.slice(0, 255), size: 0, truncated: false };
      // The parser's limit ends the stream quietly; a file cut at the limit must not count as whole.
      const { size } = await storage.putStream(key, part.file);
      upload.size = size;
      upload.truncated = part.file.truncated;
    }
  } catch (err) {
    if (upload) await storage.remove(upload.key);
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' && upload) {
      return { fields, body, upload: { ...upload, truncated: true, size: params.maxBytes } };
    }
    if ((err as { statusCode?: number }).statusCode && (err as { statusCode: number }).statusCode < 500)
      throw err;
    throw appError('bad_request', MALFORMED_FORM);
  }
  return { fields, body, upload };
}
