import fs from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { BRAND_MESSAGES as M } from '@partsflow/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../../test/test-app.ts';
import { makeBrand, makeProduct } from '../../__tests__/fixtures.ts';

let t: TestApp;
let brand: TestClient;
let brand2: TestClient;
let viewer: TestClient;
let staff: TestClient;
let merchant: TestClient;
let southId: number;
let southSubId: number;
const P = '/api/catalogue';

interface FilePart {
  name: string;
  filename: string;
  body: Buffer;
}

/** A multipart form: text fields, then files (the order the brand editor sends). */
function form(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = 'brand-test-boundary';
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\n` +
          `content-type: application/octet-stream\r\n\r\n`,
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

const png = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#123"/></svg>',
);

const fields = (over: Record<string, string> = {}) => ({
  'brand[name]': 'Torque Masters',
  'brand[code]': 'TQM',
  'brand[brand_seller_agreement_attributes][text]': 'Sell at RRP or above.',
  'brand[brand_seller_agreement_attributes][active]': 'true',
  'brand[brand_seller_agreement_attributes][max_discount_percent]': '15',
  ...over,
});

function send(
  client: TestClient,
  method: 'POST' | 'PATCH',
  url: string,
  f: Record<string, string>,
  files: FilePart[] = [],
) {
  return client.request({ method, url, ...form(f, files) });
}
const logo = (body: Buffer, filename = 'logo.png'): FilePart => ({ name: 'brand[logo]', filename, body });
const details = (res: { json(): unknown }) =>
  (res.json() as { error: { details: { path: unknown[]; message: string }[] } }).error.details;
const logoFiles = async () => {
  const root = path.join(t.ctx.config.FILES_DIR!, 'catalogue', 'brands');
  if (!fs.existsSync(root)) return [];
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((f) => f.isFile())
    .map((f) => f.name);
};
const brandCount = async () => {
  const rows = await t.ctx.database.db.execute(sql`select count(*)::int as n from brands`);
  return (
    (rows as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]!.n
  );
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const south = await makeBrand(db, { teamId: t.teams.brands[1]!, name: 'Southern', slug: 'southern' });
  southId = south.brand.id;
  southSubId = south.subBrand.id;
  [brand, brand2, viewer, staff, merchant] = await Promise.all([
    t.signIn('brand@demo.test'),
    t.signIn('brand2@demo.test'),
    t.signIn('viewer@demo.test'),
    t.signIn('staff@demo.test'),
    t.signIn('merchant@demo.test'),
  ]);
});
afterAll(async () => t?.close());

describe('brand editor: create and update', () => {
  let id: number;

  it('refuses a brand without a name or a max discount, or a discount outside 0 to 100, and stores nothing', async () => {
    const before = await brandCount();
    const noName = await send(brand, 'POST', `${P}/team/brands`, fields({ 'brand[name]': ' ' }), [
      logo(await png()),
    ]);
    expect(noName.statusCode).toBe(400);
    expect(details(noName)).toContainEqual({ path: ['brand', 'name'], message: M.nameRequired });
    const noDiscount = await send(
      brand,
      'POST',
      `${P}/team/brands`,
      fields({ 'brand[brand_seller_agreement_attributes][max_discount_percent]': '' }),
    );
    expect(details(noDiscount)).toEqual([
      {
        path: ['brand', 'brand_seller_agreement_attributes', 'max_discount_percent'],
        message: M.maxDiscountRequired,
      },
    ]);
    for (const bad of ['-1', '100.01', '101']) {
      const res = await send(
        brand,
        'POST',
        `${P}/team/brands`,
        fields({ 'brand[brand_seller_agreement_attributes][max_discount_percent]': bad }),
      );
      expect(res.statusCode).toBe(400);
      expect(details(res)[0]!.message).toBe('Max discount percent must be between 0 and 100');
    }
    const noText = await send(
      brand,
      'POST',
      `${P}/team/brands`,
      fields({ 'brand[brand_seller_agreement_attributes][text]': '' }),
    );
    expect(details(noText)[0]!.message).toBe(M.agreementTextRequired);
    expect(await brandCount()).toBe(before);
    expect(await logoFiles()).toEqual([]);
  });

  it('refuses a logo of another type, a renamed file or one over 5 MB, leaving no file', async () => {
    const gif = await send(brand, 'POST', `${P}/team/brands`, fields(), [logo(await png(), 'logo.gif')]);
    expect(details(gif)).toEqual([
      { path: ['brand', 'logo'], message: 'Logo must be a .png, .jpg, .jpeg or .svg file' },
    ]);
    const renamed = await send(brand, 'POST', `${P}/team/brands`, fields(), [
      logo(Buffer.from('not an image'), 'x.png'),
    ]);
    expect(details(renamed)[0]!.message).toBe(M.logoUnreadable);
    const svgAsPng = await send(brand, 'POST', `${P}/team/brands`, fields(), [logo(svg, 'x.png')]);
    expect(details(svgAsPng)[0]!.message).toBe(M.logoUnreadable);
    const big = await send(brand, 'POST', `${P}/team/brands`, fields(), [
      logo(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png'),
    ]);
    expect(details(big)[0]!.message).toBe(M.logoTooLarge);
    expect(await logoFiles()).toEqual([]);
  });

  it('creates a brand with a png logo, its thumbnail and its seller agreement (0 and 100 are allowed)', async () => {
    const res = await send(brand, 'POST', `${P}/team/brands`, fields(), [logo(await png())]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    id = body.brand.id;
    expect(body).toMatchObject({
      message: 'Brand created',
      location: `/catalogue/brands/${id}`,
      brand: {
        name: 'Torque Masters',
        slug: 'torque-masters',
        code: 'TQM',
        team_id: t.teams.brands[0],
        favourite: false,
        logo_file_name: 'logo.png',
        marketplace: true,
        brand_seller_agreement_attributes: {
          text: 'Sell at RRP or above.',
          active: true,
          max_discount_percent: 15,
        },
        sub_brands: [],
      },
    });
    const original = await brand.get(body.brand.logo);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    const thumb = await brand.get(body.brand.logo_thumbnail_url);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(160);
    for (const edge of ['0', '100']) {
      const ok = await send(
        brand,
        'POST',
        `${P}/team/brands`,
        fields({
          'brand[name]': `Edge ${edge}`,
          'brand[brand_seller_agreement_attributes][max_discount_percent]': edge,
        }),
      );
      expect(ok.statusCode).toBe(201);
      expect(ok.json().brand.brand_seller_agreement_attributes.max_discount_percent).toBe(Number(edge));
    }
    // The same name again gets its own slug.
    const again = await brand.post(`${P}/team/brands`, {
      brand: { name: 'Torque Masters', brand_seller_agreement_attributes: { max_discount_percent: 0 } },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().brand.slug).toBe('torque-masters-2');
  });

  it('takes an svg logo and serves it sandboxed', async () => {
    const res = await send(brand, 'POST', `${P}/team/brands`, fields({ 'brand[name]': 'Vector Parts' }), [
      logo(svg, 'mark.svg'),
    ]);
    expect(res.statusCode).toBe(201);
    const file = await brand.get(res.json().brand.logo);
    expect(file.headers['content-type']).toContain('image/svg+xml');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    const thumb = await brand.get(res.json().brand.logo_thumbnail_url);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('updates details, keeps the slug, replaces and removes the logo (old files go)', async () => {
    const before = (await brand.get(`${P}/admin/brands/${id}`)).json();
    const res = await send(
      brand,
      'PATCH',
      `${P}/admin/brands/${id}`,
      fields({
        'brand[name]': 'Torque Masters Pro',
        'brand[brand_seller_agreement_attributes][max_discount_percent]': '20.5',
      }),
      [logo(svg, 'new.svg')],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Brand updated',
      brand: {
        name: 'Torque Masters Pro',
        slug: 'torque-masters',
        logo_file_name: 'new.svg',
        brand_seller_agreement_attributes: { max_discount_percent: 20.5 },
      },
    });
    expect(res.json().brand.logo).not.toBe(before.logo);
    const files = await logoFiles();
    expect(files.filter((f) => f.startsWith('logo.png'))).toHaveLength(0);
    expect(files.filter((f) => f.startsWith('new.svg'))).toHaveLength(4);
    const bad = await send(brand, 'PATCH', `${P}/admin/brands/${id}`, fields({ 'brand[name]': '' }));
    expect(details(bad)[0]!.message).toBe(M.nameRequired);
    expect((await brand.get(`${P}/admin/brands/${id}`)).json().name).toBe('Torque Masters Pro');
    const removed = await brand.patch(`${P}/admin/brands/${id}`, {
      brand: {
        name: 'Torque Masters Pro',
        remove_logo: true,
        brand_seller_agreement_attributes: {
          text: 'Sell at RRP or above.',
          active: true,
          max_discount_percent: 20.5,
        },
      },
    });
    expect(removed.json().brand).toMatchObject({ logo: null, logo_thumbnail_url: null });
    expect((await logoFiles()).filter((f) => f.startsWith('new.svg'))).toHaveLength(0);
  });

  it('answers 404 for another team’s brand and 403 for a viewer’s changes', async () => {
    expect((await brand2.get(`${P}/admin/brands/${id}`)).statusCode).toBe(404);
    const patch = await send(brand2, 'PATCH', `${P}/admin/brands/${id}`, fields(), [logo(await png())]);
    expect(patch.statusCode).toBe(404);
    expect((await brand.get(`${P}/admin/brands/${southId}`)).statusCode).toBe(404);
    expect((await brand.get(`${P}/brands/${southId}/logo`)).statusCode).toBe(404);
    expect((await viewer.get(`${P}/admin/brands/${id}`)).statusCode).toBe(200);
    expect((await send(viewer, 'PATCH', `${P}/admin/brands/${id}`, fields())).statusCode).toBe(403);
    expect((await send(viewer, 'POST', `${P}/team/brands`, fields())).statusCode).toBe(403);
    // Staff see every team's brand.
    expect((await staff.get(`${P}/admin/brands/${id}`)).statusCode).toBe(200);
  });
});

describe('seller agreements are what the marketplace asks merchants to accept', () => {
  it('shows an active agreement to merchants, hides an inactive one, and asks again after a text change', async () => {
    const db = t.ctx.database.db;
    const created = await brand.post(`${P}/team/brands`, {
      brand: {
        name: 'Agreement Brand',
        brand_seller_agreement_attributes: {
          text: 'No discounts over 10%.',
          active: true,
          max_discount_percent: 10,
        },
      },
    });
    const b = created.json().brand;
    const sub = (
      await brand.post(`${P}/admin/sub_brands`, { sub_brand: { name: 'Core', brand_id: b.id } })
    ).json().sub_brand;
    const product = await makeProduct(db, {
      teamId: t.teams.brands[0]!,
      brand: b,
      subBrandId: sub.id,
      sku: 'AGR-1',
      values: { price_cents: 1000 },
    });
    const L = `/api/catalogue/b/${b.slug}/listings`;
    const listing = (await brand.post(L, { title: 'Agreement pad', products: [{ id: product.id }] })).json()
      .listing;
    await brand.patch(`${L}/${listing.id}/status`, { status: 'published' });
    await brand.patch(`${L}/${listing.id}/visibility`, { visible_on_marketplace: true });
    const API = '/api/marketplace/v1/marketplace';
    expect((await merchant.post(`${API}/create-import-listing`, { listing_id: listing.id })).statusCode).toBe(
      200,
    );
    const pending = async () =>
      (await merchant.get(`${API}/import-list?page=1&per_page=10&query=Agreement`)).json().meta
        .brand_seller_agreements;
    expect(await pending()).toEqual([
      { brand: 'Agreement Brand', brand_id: b.id, text: 'No discounts over 10%.' },
    ]);

    const save = (text: string, active: boolean) =>
      brand.patch(`${P}/admin/brands/${b.id}`, {
        brand: {
          name: 'Agreement Brand',
          brand_seller_agreement_attributes: { text, active, max_discount_percent: 10 },
        },
      });
    await save('No discounts over 10%.', false);
    expect(await pending()).toEqual([]);
    await save('No discounts over 10%.', true);
    await merchant.post(`${API}/seller-agreements/accept`, { brand_ids: [b.id] });
    expect(await pending()).toEqual([]);
    await save('No discounts over 10%.', true);
    expect(await pending()).toEqual([]);
    await save('No discounts over 5%.', true);
    expect(await pending()).toEqual([
      { brand: 'Agreement Brand', brand_id: b.id, text: 'No discounts over 5%.' },
    ]);
  });
});

describe('sub-brands', () => {
  let brandId: number;
  beforeAll(async () => {
    brandId = (
      await brand.post(`${P}/team/brands`, {
        brand: { name: 'Sub Test', brand_seller_agreement_attributes: { max_discount_percent: 0 } },
      })
    ).json().brand.id;
  });

  it('adds, renames and removes a sub-brand with the spec messages', async () => {
    const empty = await brand.post(`${P}/admin/sub_brands`, { sub_brand: { name: '', brand_id: brandId } });
    expect(empty.statusCode).toBe(400);
    expect(details(empty)).toEqual([{ path: ['sub_brand', 'name'], message: 'Name is required' }]);
    const created = await brand.post(`${P}/admin/sub_brands`, {
      sub_brand: { name: 'Street', brand_id: brandId },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Sub-Brand created',
      sub_brand: { name: 'Street', brand_id: brandId },
    });
    const subId = created.json().sub_brand.id;
    const dup = await brand.post(`${P}/admin/sub_brands`, {
      sub_brand: { name: 'street', brand_id: brandId },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(M.subBrandTaken);
    // The form posts multipart `sub_brand[name]`.
    const renamed = await brand.request({
      method: 'PATCH',
      url: `${P}/admin/sub_brands/${subId}`,
      ...form({ 'sub_brand[name]': 'Street Pro', 'sub_brand[brand_id]': String(brandId) }),
    });
    expect(renamed.json()).toMatchObject({
      message: 'Sub-Brand updated',
      sub_brands: [{ id: subId, name: 'Street Pro' }],
    });
    const blank = await brand.patch(`${P}/admin/sub_brands/${subId}`, { sub_brand: { name: ' ' } });
    expect(details(blank)[0]!.message).toBe('Name is required');
    const moved = await brand.patch(`${P}/admin/sub_brands/${subId}`, {
      sub_brand: { name: 'X', brand_id: southId },
    });
    expect(moved.statusCode).toBe(400);
    const removed = await brand.delete(`${P}/admin/sub_brands/${subId}`);
    expect(removed.json()).toEqual({ message: 'Sub-Brand removed from Brand', sub_brands: [] });
    expect((await brand.delete(`${P}/admin/sub_brands/${subId}`)).statusCode).toBe(404);
  });

  it('keeps a sub-brand that products use', async () => {
    const sub = (
      await brand.post(`${P}/admin/sub_brands`, { sub_brand: { name: 'Used', brand_id: brandId } })
    ).json().sub_brand;
    const b = (await brand.get(`${P}/admin/brands/${brandId}`)).json();
    await makeProduct(t.ctx.database.db, {
      teamId: t.teams.brands[0]!,
      brand: b,
      subBrandId: sub.id,
      sku: 'USED-1',
    });
    const res = await brand.delete(`${P}/admin/sub_brands/${sub.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(M.subBrandInUse);
  });

  it('answers 404 for another team’s brand or sub-brand and 403 for a viewer', async () => {
    expect(
      (await brand.post(`${P}/admin/sub_brands`, { sub_brand: { name: 'X', brand_id: southId } })).statusCode,
    ).toBe(404);
    expect(
      (await brand.patch(`${P}/admin/sub_brands/${southSubId}`, { sub_brand: { name: 'X' } })).statusCode,
    ).toBe(404);
    expect((await brand.delete(`${P}/admin/sub_brands/${southSubId}`)).statusCode).toBe(404);
    expect(
      (await viewer.post(`${P}/admin/sub_brands`, { sub_brand: { name: 'X', brand_id: brandId } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('brand switcher: favourites and the current brand', () => {
  it('lists the team’s brands, favourites first, and switches the current brand', async () => {
    const me = (await brand.get('/api/session')).json().user.id as number;
    const list = (await brand.get(`${P}/team/brands`)).json();
    expect(list.current_brand_id).toBeNull();
    expect(list.brands.every((b: { favourite: boolean }) => !b.favourite)).toBe(true);
    expect(list.brands.map((b: { id: number }) => b.id)).not.toContain(southId);
    const last = list.brands.at(-1);
    const fav = await brand.post(`${P}/users/${me}/favourite-brand`, { brand_id: last.id });
    expect(fav.json()).toEqual({ message: M.favouriteAdded, brand_id: last.id, favourite: true });
    await brand.post(`${P}/users/${me}/favourite-brand`, { brand_id: last.id });
    const after = (await brand.get(`${P}/team/brands`)).json();
    expect(after.brands[0]).toMatchObject({ id: last.id, favourite: true });
    expect(after.brands.filter((b: { favourite: boolean }) => b.favourite)).toHaveLength(1);
    const unfav = await brand.delete(`${P}/users/${me}/favourite-brand`, { brand_id: last.id });
    expect(unfav.json().favourite).toBe(false);
    const sw = await brand.post(`${P}/users/${me}/brand`, { brand_id: last.id });
    expect(sw.json()).toEqual({
      message: 'Brand switched',
      current_brand_id: last.id,
      location: `/catalogue/brands/${last.id}`,
    });
    expect((await brand.get(`${P}/team/brands`)).json().current_brand_id).toBe(last.id);
    // A viewer may switch and favourite for themself.
    const vid = (await viewer.get('/api/session')).json().user.id as number;
    expect((await viewer.post(`${P}/users/${vid}/brand`, { brand_id: last.id })).statusCode).toBe(200);
  });

  it('answers 404 for another user or another team’s brand, and the spec message without a brand', async () => {
    const me = (await brand.get('/api/session')).json().user.id as number;
    const other = (await brand2.get('/api/session')).json().user.id as number;
    expect((await brand.post(`${P}/users/${other}/brand`, { brand_id: southId })).statusCode).toBe(404);
    expect((await brand.post(`${P}/users/${me}/brand`, { brand_id: southId })).statusCode).toBe(404);
    expect((await brand.post(`${P}/users/${me}/favourite-brand`, { brand_id: southId })).statusCode).toBe(
      404,
    );
    const none = await brand.post(`${P}/users/${me}/brand`, {});
    expect(none.statusCode).toBe(400);
    expect(details(none)[0]!.message).toBe('Brand is required');
  });
});

describe('brand history (decision 0271)', () => {
  it('records the brand, its logo, seller agreement and sub-brands, each change once, and refuses a failed save', async () => {
    const created = await brand.post(`${P}/team/brands`, {
      brand: {
        name: 'History Works',
        code: 'HW',
        brand_seller_agreement_attributes: { text: 'Sell at RRP.', active: true, max_discount_percent: 10 },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().brand.id as number;
    const history = async () =>
      (await brand.get(`${P}/admin/brands/${id}/audits`)).json().audits as {
        action: string;
        auditable_type: string;
        user: string;
        changes: { change: string; details: { old: unknown; new: unknown } }[];
      }[];
    let audits = await history();
    expect(audits.map((a) => [a.auditable_type, a.action])).toEqual([
      ['SellerAgreement', 'update'],
      ['Brand', 'create'],
    ]);
    expect(audits[1]!.changes).toContainEqual({
      change: 'Name',
      details: { old: null, new: 'History Works' },
    });
    expect(audits[0]!.changes).toContainEqual({
      change: 'Seller agreement max discount percent',
      details: { old: 0, new: 10 },
    });
    expect(audits[0]!.user).not.toBe('');

    // A rename with a logo and a new discount: one Brand entry (name, logo), one agreement entry.
    const updated = await send(
      brand,
      'PATCH',
      `${P}/admin/brands/${id}`,
      {
        'brand[name]': 'History Works Co',
        'brand[code]': 'HW',
        'brand[brand_seller_agreement_attributes][text]': 'Sell at RRP.',
        'brand[brand_seller_agreement_attributes][active]': 'true',
        'brand[brand_seller_agreement_attributes][max_discount_percent]': '20',
      },
      [logo(await png(), 'history.png')],
    );
    expect(updated.statusCode).toBe(200);
    audits = await history();
    expect(audits.slice(0, 2).map((a) => [a.auditable_type, a.action])).toEqual([
      ['SellerAgreement', 'update'],
      ['Brand', 'update'],
    ]);
    expect(audits[1]!.changes).toEqual([
      { change: 'Name', details: { old: 'History Works', new: 'History Works Co' } },
      { change: 'Logo', details: { old: null, new: 'history.png' } },
    ]);
    expect(audits[0]!.changes).toEqual([
      { change: 'Seller agreement max discount percent', details: { old: 10, new: 20 } },
    ]);
    // The same form again changes nothing and records nothing; a refused form records nothing.
    await brand.patch(`${P}/admin/brands/${id}`, {
      brand: {
        name: 'History Works Co',
        code: 'HW',
        brand_seller_agreement_attributes: { text: 'Sell at RRP.', active: true, max_discount_percent: 20 },
      },
    });
    const refused = await brand.patch(`${P}/admin/brands/${id}`, {
      brand: { name: 'Nope', brand_seller_agreement_attributes: { max_discount_percent: 101 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(await history()).toHaveLength(4);

    const sub = await brand.post(`${P}/admin/sub_brands`, { sub_brand: { name: 'Archive', brand_id: id } });
    const subId = sub.json().sub_brand.id as number;
    await brand.patch(`${P}/admin/sub_brands/${subId}`, { sub_brand: { name: 'Archive Line' } });
    await brand.delete(`${P}/admin/sub_brands/${subId}`);
    audits = await history();
    expect(audits.slice(0, 3).map((a) => [a.auditable_type, a.action, a.changes[0]!.details])).toEqual([
      ['SubBrand', 'destroy', { old: 'Archive Line', new: null }],
      ['SubBrand', 'update', { old: 'Archive', new: 'Archive Line' }],
      ['SubBrand', 'create', { old: null, new: 'Archive' }],
    ]);
    expect(audits[0]!.changes[0]!.change).toBe('Sub-Brand name');

    // Another team's brand history is not there; a viewer of the team may read it.
    expect((await brand2.get(`${P}/admin/brands/${id}/audits`)).statusCode).toBe(404);
    expect((await viewer.get(`${P}/admin/brands/${id}/audits`)).statusCode).toBe(200);
  });
});

describe('the current brand filters the product list (decision 0270)', () => {
  it('lists the current brand’s products, every brand on request, and acts on them in a bulk action', async () => {
    const db = t.ctx.database.db;
    const teamId = t.teams.brands[0]!;
    const a = await makeBrand(db, { teamId, name: 'Current Alpha', slug: 'current-alpha' });
    const b = await makeBrand(db, { teamId, name: 'Current Beta', slug: 'current-beta' });
    for (const [x, sku] of [
      [a, 'CUR-A1'],
      [a, 'CUR-A2'],
      [b, 'CUR-B1'],
    ] as const) {
      await makeProduct(db, { teamId, brand: x.brand, subBrandId: x.subBrand.id, sku });
    }
    const me = (await brand.get('/api/session')).json().user.id as number;
    const list = (filters: Record<string, unknown>) =>
      brand.post(`${P}/products/datatable.json`, { query: 'CUR-', per: 50, filters });
    const skus = (res: { json(): unknown }) =>
      (res.json() as { data: { sku: string }[] }).data.map((r) => r.sku).sort();

    expect((await brand.post(`${P}/users/${me}/brand`, { brand_id: a.brand.id })).statusCode).toBe(200);
    const followed = await list({});
    expect(skus(followed)).toEqual(['CUR-A1', 'CUR-A2']);
    expect(followed.json().current_brand).toEqual({ id: a.brand.id, name: 'Current Alpha' });
    // The GET form follows it too.
    const got = await brand.get(`${P}/products/datatable.json?query=CUR-`);
    expect(
      got
        .json()
        .data.map((r: { sku: string }) => r.sku)
        .sort(),
    ).toEqual(['CUR-A1', 'CUR-A2']);
    // A named brand wins, and every brand is one flag away.
    const named = await list({ brand_id: b.brand.id });
    expect(skus(named)).toEqual(['CUR-B1']);
    expect(named.json().current_brand).toBeNull();
    expect(skus(await list({ all_brands: true }))).toEqual(['CUR-A1', 'CUR-A2', 'CUR-B1']);

    // "Every matching row" of a bulk action is what the list shows: the current brand's two products.
    const bulk = await brand.post(`${P}/products/bulk-publish`, { all_matching: true, query: 'CUR-' });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().job.total).toBe(2);
    await t.ctx.database.db.execute(
      sql`update catalogue_bulk_jobs set status = 'completed' where id = ${bulk.json().job.job_id}`,
    );

    // Another user’s choice is theirs: brand2@ (another team) sees its own list, and cannot clear brand@'s.
    const other = (await brand2.get('/api/session')).json().user.id as number;
    expect((await brand.delete(`${P}/users/${other}/brand`)).statusCode).toBe(404);
    const cleared = await brand.delete(`${P}/users/${me}/brand`);
    expect(cleared.json()).toEqual({ message: M.allBrands, current_brand_id: null });
    expect((await brand.get(`${P}/team/brands`)).json().current_brand_id).toBeNull();
    const all = await list({});
    expect(skus(all)).toEqual(['CUR-A1', 'CUR-A2', 'CUR-B1']);
    expect(all.json().current_brand).toBeNull();
  });
});

describe('attributes admin', () => {
  it('creates a lookup attribute with its values as staff, shared with every team', async () => {
    const res = await staff.post(`${P}/admin/attributes`, {
      attribute_title: {
        name: 'pad compound',
        data_type: 'lookup',
        values: ['Ceramic', 'Semi-metallic', 'Ceramic', ''],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Pad Compound',
      data_type: 'lookup',
      attribute_title: { values: ['Ceramic', 'Semi-metallic'] },
    });
    const table = (await brand.get(`${P}/admin/attributes?query=compound`)).json();
    expect(table).toEqual({
      data: [
        expect.objectContaining({ name: 'Pad Compound', shared: true, values: ['Ceramic', 'Semi-metallic'] }),
      ],
      meta: { total_count: 1 },
    });
  });

  it('keeps a team’s own attribute to the team, and refuses bad data types and empty names', async () => {
    const own = await brand.post(`${P}/admin/attributes`, {
      attribute_title: { name: 'Bore Size', data_type: 'numeric' },
    });
    expect(own.statusCode).toBe(201);
    expect((await brand.get(`${P}/admin/attributes?query=bore`)).json().data[0]).toMatchObject({
      shared: false,
    });
    expect((await brand2.get(`${P}/admin/attributes?query=bore`)).json().meta.total_count).toBe(0);
    const bad = await staff.post(`${P}/admin/attributes`, {
      attribute_title: { name: 'X', data_type: 'colour' },
    });
    expect(details(bad)[0]!.message).toBe(
      'Data type must be one of alphanumeric, numeric, lookup, boolean, without_value',
    );
    const noName = await staff.post(`${P}/admin/attributes`, {
      attribute_title: { name: '', data_type: 'boolean' },
    });
    expect(details(noName)[0]!.message).toBe('Name is required');
    const page = (await staff.get(`${P}/admin/attributes?per=1&page=2`)).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta.total_count).toBeGreaterThanOrEqual(2);
  });
});
