import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.ts';

/**
 * File storage behind one interface (design section 7: local disk by default, S3-compatible object storage
 * later). Keys are relative paths such as `shipping/deliveries/12/SHIPPING_LABEL.pdf`; writes are atomic
 * (temporary file, then rename) so a reader never sees half a file.
 */
export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>;
  /** Streams `body` into the file (large uploads: never held in memory); answers its size in bytes. */
  putStream(key: string, body: Readable): Promise<{ size: number }>;
  /** The file as a stream (reading a missing file fails with ENOENT). */
  read(key: string): Readable;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

function safeKey(key: string): string {
  const normal = path.posix.normalize(key);
  if (normal.startsWith('..') || path.posix.isAbsolute(normal) || normal.includes('\0')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return normal;
}

/** Files under a local directory. */
export function createLocalFileStorage(root: string): FileStorage {
  return {
    async put(key, body) {
      const file = path.join(root, safeKey(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
    },
    async putStream(key, body) {
      const file = path.join(root, safeKey(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, count, createWriteStream(tmp));
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
      await fs.rename(tmp, file);
      return { size };
    },
    read: (key) => createReadStream(path.join(root, safeKey(key))),
    async get(key) {
      try {
        return await fs.readFile(path.join(root, safeKey(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await fs.rm(path.join(root, safeKey(key)), { force: true });
    },
  };
}

/**
 * The storage a process uses: `FILES_DIR` when set, a temporary directory of its own in tests, else `files/`
 * under the data directory.
 */
export function createFileStorage(config: Pick<Config, 'FILES_DIR' | 'DATA_DIR' | 'NODE_ENV'>): FileStorage {
  const root =
    config.FILES_DIR ??
    (config.NODE_ENV === 'test'
      ? path.join(os.tmpdir(), `partsflow-files-${process.pid}`)
      : path.join(config.DATA_DIR, 'files'));
  return createLocalFileStorage(root);
}
