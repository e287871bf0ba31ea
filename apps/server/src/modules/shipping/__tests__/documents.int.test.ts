import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { advanceTracking, createDelivery, generateDeliveryDocuments, shippingDeps } from '../index.ts';
import { DG_ITEM, delivery, makeLocation, parcel } from './fixtures.ts';
import { quoteAndBook } from './helpers.ts';

/**
 * Every document rendered to PNG (pdftoppm) and its barcodes read back (zbarimg): the Code 128 on each must give
 * the tracking number (the manifest's gives its job reference). `SHIPPING_DOCS_DIR` keeps the PNGs for a look.
 */
const out = process.env.SHIPPING_DOCS_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shipping-docs-'));
fs.mkdirSync(out, { recursive: true });

function pages(pdf: Buffer, name: string): string[] {
  const file = path.join(out, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '150', '-png', file, path.join(out, name)]);
  return fs
    .readdirSync(out)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => path.join(out, f));
}

function decode(png: string): string[] {
  try {
    return execFileSync('zbarimg', ['--quiet', '--raw', png], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

let t: TestApp;
let client: TestClient;
let locationId: number;
let teamId: number;
let id: number;
let tracking: string;

beforeAll(async () => {
  t = await createTestApp();
  teamId = t.teams.distributors[0]!;
  locationId = await makeLocation(t.ctx, teamId);
  client = await t.signIn('distributor@demo.test');
  id = await createDelivery(
    t.ctx.database.db,
    { teamId, staff: false },
    delivery(locationId, {
      reference1: 'SO-4417',
      parcels: [
        parcel({ name: 'Small carton', label_size: '4x6' }),
        parcel({
          name: 'Aerosols',
          label_size: 'A5',
          length_mm: 350,
          width_mm: 250,
          height_mm: 250,
          weight_g: 3200,
          items: [DG_ITEM],
        }),
        parcel({
          name: 'Rotor box',
          label_size: 'A4',
          length_mm: 450,
          width_mm: 450,
          height_mm: 150,
          weight_g: 11800,
        }),
      ],
    }),
  );
  const booked = await quoteAndBook(client, id, 'StarTrack', 'Road Express');
  tracking = booked.delivery.tracking_number;
  await generateDeliveryDocuments(shippingDeps(t.ctx), id);
});
afterAll(async () => {
  await t?.close();
});

async function document(type: string): Promise<Buffer> {
  const res = await client.get(`/api/distributor/v1/deliveries/${id}/documents?document_type=${type}`);
  expect(res.statusCode, `${type}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.rawPayload;
}

describe('shipping documents as pictures', () => {
  it('prints one label page per parcel in the box label size, each with the tracking number in Code 128 and a 2D code', async () => {
    const pngs = pages(await document('SHIPPING_LABEL'), 'label');
    expect(pngs).toHaveLength(3);
    const sizes = execFileSync('pdfinfo', ['-f', '1', '-l', '3', path.join(out, 'label.pdf')], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((l) => /Page\s+\d+ size/.test(l))
      .map((l) => l.replace(/.*size:\s+/, '').replace(/\s+pts.*/, ''));
    expect(sizes).toEqual(['288 x 432', '419.53 x 595.28', '595.28 x 841.89']);
    for (const [i, png] of pngs.entries()) {
      const codes = decode(png);
      expect(codes).toContain(tracking);
      expect(codes).toContain(`${tracking}|${i + 1}/3|3065`);
    }
  });

  it.each(['SHIPPING_CONNOTE', 'SHIPPING_COMMERCIAL_INVOICE', 'SHIPPING_DG_DOCUMENT', 'PACKING_SLIP'])(
    '%s carries the tracking number as a barcode',
    async (type) => {
      const pngs = pages(await document(type), type.toLowerCase());
      expect(pngs.length).toBeGreaterThanOrEqual(1);
      expect(decode(pngs[0]!)).toContain(tracking);
    },
  );

  it('prints the manifest of the pickup with its job reference, then the proof of delivery once delivered', async () => {
    expect(
      (
        await client.get(`/api/distributor/v1/deliveries/${id}/documents?document_type=SHIPPING_MANIFEST`)
      ).json().error.message,
    ).toBe('Document unavailable');
    const d = (await client.get(`/api/distributor/v1/deliveries/${id}`)).json().delivery;
    const pickup = await client.post('/api/distributor/v1/deliveries/pickup', {
      booking_ids: [id],
      pickup_date: d.prices.find((p: { selected: boolean }) => p.selected).pickup_dates[0],
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const job = pickup.json().manifests[0].job_reference;
    const manifest = pages(await document('SHIPPING_MANIFEST'), 'manifest');
    expect(decode(manifest[0]!)).toContain(job);

    expect(
      (await client.get(`/api/distributor/v1/deliveries/${id}/documents?document_type=POD`)).statusCode,
    ).toBe(404);
    const deps = { db: t.ctx.database.db };
    let now = new Date(Date.now() + 3 * 24 * 3600_000);
    for (let i = 0; i < 4; i++) {
      await advanceTracking(deps, { now });
      now = new Date(now.getTime() + 2 * 24 * 3600_000);
    }
    const pod = pages(await document('POD'), 'pod');
    expect(decode(pod[0]!)).toContain(tracking);
  });
});
