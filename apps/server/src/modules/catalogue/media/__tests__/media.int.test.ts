import fs from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../../test/test-app.ts';
import { eq } from 'drizzle-orm';
import { brands, products } from '../../catalogue.tables.ts';
import { makeBrand, makeProduct } from '../../__tests__/fixtures.ts';

let t: TestApp;
let brand: TestClient;
let brand2: TestClient;
let viewer: TestClient;
let product: Awaited<ReturnType<typeof makeProduct>>;
let other: Awaited<ReturnType<typeof makeProduct>>;
const P = '/api/catalogue';

interface FilePart {
  name: string;
  filename: string;
  body: Buffer;
  type?: string;
}

/** A multipart form: text fields, then files (the order the editor sends). */
function form(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = 'media-test-boundary';
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\n` +
          `content-type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (width = 1600, height = 900, color = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#2980b9' } })
    .jpeg()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const mediaUrl = (p = product) => `${P}/b/apex-brakes/products/${p.slug}/media`;
const chartsUrl = () => `${P}/b/apex-brakes/products/${product.slug}/charts`;

function upload(client: TestClient, url: string, fields: Record<string, string>, files: FilePart[] = []) {
  return client.request({ method: 'POST', url, ...form(fields, files) });
}
const image = async (filename = 'front.png', body?: Buffer): Promise<FilePart> => ({
  name: 'product[media_file]',
  filename,
  body: body ?? (await png()),
  type: 'image/png',
});
const details = (res: { json(): unknown }) =>
  (res.json() as { error: { details: { path: unknown[]; message: string }[] } }).error.details;
/** The files stored for the product (originals and thumbnails), read from the test app's files directory. */
const storedFiles = async () => {
  const root = path.join(t.ctx.config.FILES_DIR!, 'catalogue', 'media', String(product.id));
  if (!fs.existsSync(root)) return [];
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((f) => f.isFile())
    .map((f) => f.name);
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const apex = await makeBrand(db, { teamId: t.teams.brands[0]!, name: 'Apex Brakes', slug: 'apex-brakes' });
  const south = await makeBrand(db, { teamId: t.teams.brands[1]!, name: 'Southern', slug: 'southern' });
  product = await makeProduct(db, {
    teamId: t.teams.brands[0]!,
    brand: apex.brand,
    subBrandId: apex.subBrand.id,
    sku: 'MED-1',
  });
  other = await makeProduct(db, {
    teamId: t.teams.brands[1]!,
    brand: south.brand,
    subBrandId: south.subBrand.id,
    sku: 'SOUTH-1',
  });
  [brand, brand2, viewer] = await Promise.all([
    t.signIn('brand@demo.test'),
    t.signIn('brand2@demo.test'),
    t.signIn('viewer@demo.test'),
  ]);
});
afterAll(async () => t?.close());

describe('media uploads', () => {
  it('refuses a form without a file with the spec message, and stores nothing', async () => {
    const res = await upload(brand, mediaUrl(), { 'product[media_type]': 'image' });
    expect(res.statusCode).toBe(400);
    expect(details(res)).toEqual([
      { path: ['product', 'media_file'], message: 'Your file could not be uploaded. Please try again.' },
    ]);
    const empty = await upload(brand, mediaUrl(), { 'product[media_type]': 'image' }, [
      await image('empty.png', Buffer.alloc(0)),
    ]);
    expect(details(empty)[0]!.message).toBe('Your file could not be uploaded. Please try again.');
    expect((await brand.get(mediaUrl())).json()).toEqual({ media: [] });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses wrong extensions, renamed files, unknown media types and oversize files', async () => {
    const gif = await upload(brand, mediaUrl(), { 'product[media_type]': 'image' }, [
      await image('photo.gif'),
    ]);
    expect(details(gif)[0]!.message).toBe('Image files must be .jpg, .jpeg, .png');
    const fake = await upload(brand, mediaUrl(), { 'product[media_type]': 'image' }, [
      await image('fake.png', Buffer.from('not an image at all')),
    ]);
    expect(details(fake)[0]!.message).toBe('The file is not a valid image');
    const fakePdf = await upload(brand, mediaUrl(), { 'product[media_type]': 'document' }, [
      { name: 'product[media_file]', filename: 'manual.pdf', body: await png(10, 10) },
    ]);
    expect(details(fakePdf)[0]!.message).toBe('The file is not a valid document');
    const type = await upload(brand, mediaUrl(), { 'product[media_type]': 'audio' }, [await image()]);
    expect(details(type)).toEqual([
      { path: ['product', 'media_type'], message: 'Choose a media type: image, document, video or 3D model' },
    ]);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const tooBig = await upload(brand, mediaUrl(), { 'product[media_type]': 'document' }, [
      { name: 'product[media_file]', filename: 'huge.pdf', body: big },
    ]);
    expect(tooBig.statusCode).toBe(400);
    expect(details(tooBig)[0]!.message).toBe('The file is too large: PDF up to 10MB');
    expect((await brand.get(mediaUrl())).json()).toEqual({ media: [] });
    expect(await storedFiles()).toEqual([]);
  });

  it('leaves neither a record nor a file when the upload breaks off midway', async () => {
    const whole = form({ 'product[media_type]': 'image' }, [await image('cut.png')]);
    const cut = whole.payload.subarray(0, whole.payload.length - 2000);
    const res = await brand.request({
      method: 'POST',
      url: mediaUrl(),
      payload: cut,
      headers: whole.headers,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((await brand.get(mediaUrl())).json()).toEqual({ media: [] });
    expect(await storedFiles()).toEqual([]);
  });

  it('stores an image with three thumbnails, a PDF after it, and the first image is primary', async () => {
    const res = await upload(brand, mediaUrl(), { 'product[media_type]': 'image' }, [await image()]);
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json().media[0];
    expect(res.json()).toMatchObject({
      message: 'Media uploaded',
      media: [{ media_type: 'image', file_name: 'front.png', position: 1, primary: true }],
    });
    expect(first.thumbnails).toEqual({
      small: `${P}/media/${first.id}/file?size=small`,
      medium: `${P}/media/${first.id}/file?size=medium`,
      large: `${P}/media/${first.id}/file?size=large`,
    });
    for (const [size, width] of [
      ['small', 160],
      ['medium', 480],
      ['large', 1024],
    ] as const) {
      const file = await brand.request({ method: 'GET', url: first.thumbnails[size] });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    const original = await brand.request({ method: 'GET', url: first.url });
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(await png())).toBe(true);

    const doc = await upload(brand, mediaUrl(), { 'product[media_type]': 'document' }, [
      { name: 'product[media_file]', filename: 'Fitting Guide.pdf', body: pdf, type: 'application/pdf' },
    ]);
    expect(doc.statusCode, doc.body).toBe(201);
    expect(doc.json().media).toMatchObject([
      { file_name: 'front.png', primary: true, position: 1 },
      {
        media_type: 'document',
        file_name: 'Fitting Guide.pdf',
        position: 2,
        thumbnails: null,
        primary: false,
      },
    ]);
    expect((await storedFiles()).sort()).toEqual(
      [
        'Fitting_Guide.pdf',
        'front.png',
        'front.png.large.webp',
        'front.png.medium.webp',
        'front.png.small.webp',
      ].sort(),
    );
    const pdfFile = await brand.request({ method: 'GET', url: doc.json().media[1].url });
    expect(pdfFile.headers['content-type']).toBe('application/pdf');
    expect(pdfFile.rawPayload.equals(pdf)).toBe(true);

    const detail = (await brand.get(`${P}/b/apex-brakes/products/${product.slug}`)).json();
    expect(detail.has_media).toBe(true);
    const list = (await brand.post(`${P}/products/datatable.json`, { filters: { has_media: true } })).json();
    expect(list.data).toEqual([
      expect.objectContaining({ sku: 'MED-1', image_url: `${P}/media/${first.id}/file?size=small` }),
    ]);
  });

  it('makes another image primary by moving it to position 1 and keeps the order of the rest', async () => {
    const jpg = await upload(brand, mediaUrl(), { 'product[media_type]': 'image' }, [
      { name: 'product[media_file]', filename: 'side.JPG', body: await jpeg() },
    ]);
    expect(jpg.statusCode, jpg.body).toBe(201);
    const side = jpg.json().media.find((m: { file_name: string }) => m.file_name === 'side.JPG');
    expect(side).toMatchObject({ position: 3, primary: false });
    const res = await brand.put(`${P}/media/${side.id}/make_primary`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Primary image updated');
    expect(
      res
        .json()
        .media.map((m: { file_name: string; position: number; primary: boolean }) => [
          m.file_name,
          m.position,
          m.primary,
        ]),
    ).toEqual([
      ['side.JPG', 1, true],
      ['front.png', 2, false],
      ['Fitting Guide.pdf', 3, false],
    ]);
    const doc = res.json().media[2];
    const refused = await brand.put(`${P}/media/${doc.id}/make_primary`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Only an image can be the primary image');
    const history = (await brand.get(`${P}/product/${product.id}/audits`)).json();
    expect(history.audits[0]).toMatchObject({
      auditable_type: 'ProductMedia',
      action: 'update',
      changes: [{ change: 'Media position', details: { old: 3, new: 1 } }],
    });
  });

  it('deletes an item and its files, closing the gap in positions', async () => {
    const before = (await brand.get(mediaUrl())).json().media;
    const front = before.find((m: { file_name: string }) => m.file_name === 'front.png');
    const filesBefore = (await storedFiles()).length;
    const res = await brand.delete(`${P}/media/${front.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Media removed');
    expect(
      res.json().media.map((m: { file_name: string; position: number }) => [m.file_name, m.position]),
    ).toEqual([
      ['side.JPG', 1],
      ['Fitting Guide.pdf', 2],
    ]);
    expect((await storedFiles()).length).toBe(filesBefore - 4);
    expect((await brand.request({ method: 'GET', url: front.url })).statusCode).toBe(404);
    expect((await brand.delete(`${P}/media/${front.id}`)).statusCode).toBe(404);
  });

  it('accepts video and 3D model files by their signatures', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
    const glb = Buffer.concat([Buffer.from('glTF'), Buffer.alloc(64)]);
    const v = await upload(brand, mediaUrl(), { 'product[media_type]': 'video' }, [
      { name: 'product[media_file]', filename: 'install.mp4', body: mp4 },
    ]);
    expect(v.statusCode, v.body).toBe(201);
    const m = await upload(brand, mediaUrl(), { 'product[media_type]': '3d_model' }, [
      { name: 'product[media_file]', filename: 'rotor.glb', body: glb },
    ]);
    expect(m.statusCode, m.body).toBe(201);
    expect(m.json().media.slice(-2)).toMatchObject([
      { media_type: 'video', file_name: 'install.mp4' },
      { media_type: 'model', file_name: 'rotor.glb' },
    ]);
  });

  it("answers 404 for another team's product or media and 403 to a viewer's upload", async () => {
    const mine = (await brand.get(mediaUrl())).json().media[0];
    expect((await brand2.get(mediaUrl())).statusCode).toBe(404);
    expect(
      (await upload(brand2, mediaUrl(), { 'product[media_type]': 'image' }, [await image()])).statusCode,
    ).toBe(404);
    expect((await brand2.request({ method: 'GET', url: mine.url })).statusCode).toBe(404);
    expect((await brand2.put(`${P}/media/${mine.id}/make_primary`)).statusCode).toBe(404);
    expect((await brand2.delete(`${P}/media/${mine.id}`)).statusCode).toBe(404);
    expect((await brand.get(`${P}/b/southern/products/${other.slug}/media`)).statusCode).toBe(404);
    expect((await viewer.get(mediaUrl())).statusCode).toBe(200);
    expect(
      (await upload(viewer, mediaUrl(), { 'product[media_type]': 'image' }, [await image()])).statusCode,
    ).toBe(403);
  });

  it('lets another team read the files of a published marketplace product only (decision 0278)', async () => {
    const merchant = await t.signIn('merchant@demo.test');
    const mine = (await brand.get(mediaUrl())).json().media[0];
    const read = (client: TestClient, url: string) => client.request({ method: 'GET', url });
    // Unpublished: the brand's own team only.
    expect((await read(merchant, mine.url)).statusCode).toBe(404);
    expect((await read(brand2, mine.url)).statusCode).toBe(404);
    const db = t.ctx.database.db;
    await db.update(products).set({ published: true }).where(eq(products.id, product.id));
    try {
      const res = await read(merchant, mine.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
      expect((await read(merchant, mine.thumbnails.small)).statusCode).toBe(200);
      expect((await read(brand2, mine.url)).statusCode).toBe(200);
      // Still not the other calls, and not when the brand is off the marketplace.
      expect((await merchant.put(`${P}/media/${mine.id}/make_primary`)).statusCode).not.toBe(200);
      expect((await brand2.delete(`${P}/media/${mine.id}`)).statusCode).toBe(404);
      await db.update(brands).set({ marketplace: false }).where(eq(brands.id, product.brand_id));
      expect((await read(merchant, mine.url)).statusCode).toBe(404);
    } finally {
      await db.update(brands).set({ marketplace: true }).where(eq(brands.id, product.brand_id));
      await db.update(products).set({ published: false }).where(eq(products.id, product.id));
    }
  });

  it('answers a retried upload with one Idempotency-Key once', async () => {
    const count = (await brand.get(mediaUrl())).json().media.length;
    const body = form({ 'product[media_type]': 'image' }, [await image('retry.png')]);
    const send = () =>
      brand.request({
        method: 'POST',
        url: mediaUrl(),
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': 'media-retry-1' },
      });
    const [a, b] = [await send(), await send()];
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect((await brand.get(mediaUrl())).json().media.length).toBe(count + 1);
  });
});

describe('charts', () => {
  it('needs a title and a CSV or JSON file that parses', async () => {
    const csv = Buffer.from('rpm,torque\n1000,120\n2000,180\n');
    const noTitle = await upload(brand, chartsUrl(), { 'product[media_type]': 'chart' }, [
      { name: 'product[chart_file]', filename: 'torque.csv', body: csv },
    ]);
    expect(details(noTitle)).toEqual([
      { path: ['product', 'chart_title'], message: 'Chart title is required' },
    ]);
    const badJson = await upload(brand, chartsUrl(), { 'product[chart_title]': 'Torque' }, [
      { name: 'product[chart_file]', filename: 'torque.json', body: Buffer.from('{"rpm": [1000,') },
    ]);
    expect(details(badJson)[0]!.message).toBe('The file is not a valid chart/graph');
    const res = await upload(
      brand,
      chartsUrl(),
      { 'product[chart_title]': 'Torque curve', 'product[media_type]': 'chart' },
      [{ name: 'product[chart_file]', filename: 'torque.csv', body: csv }],
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Chart uploaded',
      charts: [{ title: 'Torque curve', file_name: 'torque.csv' }],
    });
    const chart = res.json().charts[0];
    const file = await brand.request({ method: 'GET', url: chart.url });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.body).toBe(csv.toString());
    // Charts are not media items: the media list leaves them out, and each delete route keeps to its own kind.
    expect((await brand.get(mediaUrl())).json().media.some((m: { id: number }) => m.id === chart.id)).toBe(
      false,
    );
    expect((await brand.delete(`${P}/media/${chart.id}`)).statusCode).toBe(404);
    const del = await brand.delete(`${P}/charts/${chart.id}`);
    expect(del.json()).toEqual({ message: 'Chart removed', charts: [] });
  });
});
