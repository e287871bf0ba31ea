/**
 * Media thumbnails benchmark (issue 16: "thumbnails for a 20-image upload in < 5 s"). Writes N camera-sized images
 * (default 20 JPEGs of 4000x3000, shaded with grain like a photo; `--content noise` for the worst case) into a temporary local file storage,
 * then times the upload path's thumbnail step (`makeThumbnails`: decode once, three WebP sizes) for all of them,
 * one after another (the editor uploads one file per request) and four at a time (several editors at once).
 * Prints the times and the highest resident memory seen. Needs no database.
 *
 *   npx tsx apps/server/bench/media-thumbnails.ts [--images 20] [--width 4000] [--height 3000] [--content photo|noise]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { makeThumbnails } from '../src/modules/catalogue/index.ts';
import { createLocalFileStorage } from '../src/platform/storage/index.ts';

const { values } = parseArgs({
  options: {
    images: { type: 'string', default: '20' },
    width: { type: 'string', default: '4000' },
    height: { type: 'string', default: '3000' },
    content: { type: 'string', default: 'photo' },
  },
});
const N = Number(values.images);
const W = Number(values.width);
const H = Number(values.height);
/** `photo`: smooth shading with a little grain (about what a product photo compresses to); `noise`: the worst case. */
const NOISE = values.content === 'noise';

async function photo(seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(W * H * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    const grain = (x >>> 24) & 0xff;
    if (NOISE) raw[i] = grain;
    else {
      const p = (i / 3) | 0;
      const shade = ((p % W) * 180) / W + (((p / W) | 0) * 60) / H + (i % 3) * 10 + seed * 3;
      raw[i] = Math.min(255, (shade + (grain >> 5)) | 0);
    }
  }
  return sharp(raw, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function main() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'partsflow-bench-media-'));
  const storage = createLocalFileStorage(root);
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const keys: string[] = [];
    let bytes = 0;
    for (let i = 0; i < N; i++) {
      const body = await photo(i + 1);
      bytes += body.length;
      const key = `catalogue/media/1/bench-${i}/photo-${i}.jpg`;
      await storage.put(key, body);
      keys.push(key);
    }
    console.log(`${N} JPEGs of ${W}x${H}, ${(bytes / 1024 / 1024).toFixed(1)} MB in all`);

    let t = performance.now();
    for (const key of keys) await makeThumbnails(storage, key);
    const sequential = (performance.now() - t) / 1000;
    console.log(
      `one after another: ${sequential.toFixed(2)} s (${((sequential / N) * 1000).toFixed(0)} ms an image)`,
    );

    t = performance.now();
    for (let i = 0; i < keys.length; i += 4)
      await Promise.all(keys.slice(i, i + 4).map((k) => makeThumbnails(storage, k)));
    const parallel = (performance.now() - t) / 1000;
    console.log(`four at a time:    ${parallel.toFixed(2)} s`);
    console.log(
      `peak RSS: ${(peak / 1024 / 1024).toFixed(0)} MB; target < 5 s for ${N}: ${sequential < 5 ? 'met' : 'NOT met'}`,
    );
  } finally {
    clearInterval(timer);
    await fs.rm(root, { recursive: true, force: true });
  }
}

await main();
