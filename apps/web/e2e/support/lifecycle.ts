import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from './auth.ts';

/** An API answer as JSON: the journeys read the fields they check (every one asserted where used). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

/** A signed-in API client of a demo user, for set-up and for checking hand-overs in the data. */
export async function apiAs(request: APIRequestContext, email: string) {
  const res = await request.post('/api/session', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `${email} signs in`).toBe(true);
  const csrf = (await res.json()).csrf_token as string;
  const headers = { 'x-csrf-token': csrf };
  const json = async (res: APIResponse, want: number): Promise<Json> => {
    expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(want);
    return res.json();
  };
  return {
    request,
    csrf,
    get: async (url: string, want = 200) => json(await request.get(url), want),
    post: async (url: string, data: object = {}, want = 200) =>
      json(await request.post(url, { data, headers }), want),
    put: async (url: string, data: object = {}, want = 200) =>
      json(await request.put(url, { data, headers }), want),
    patch: async (url: string, data: object = {}, want = 200) =>
      json(await request.patch(url, { data, headers }), want),
    /** Uploads a CSV to the import pipeline and starts it with the suggested mapping; answers the import id. */
    importCsv: async (type: string, name: string, csv: string) => {
      const up = await request.post(`/api/imports/${type}/uploads`, {
        headers,
        multipart: { file: { name, mimeType: 'text/csv', buffer: Buffer.from(csv) } },
      });
      const body = await json(up, 201);
      await json(
        await request.post(`/api/imports/${body.import.id}/start`, {
          data: { mapping: body.mapping },
          headers,
        }),
        200,
      );
      return body.import.id as number;
    },
  };
}

export type Api = Awaited<ReturnType<typeof apiAs>>;

/** A delivery's document, retried while the server still answers 404 'Document unavailable'. */
export async function deliveryDocument(api: Api, deliveryId: number, type: string): Promise<Buffer> {
  let body: Buffer | null = null;
  await expect
    .poll(
      async () => {
        const res = await api.request.get(
          `/api/distributor/v1/deliveries/${deliveryId}/documents?document_type=${type}`,
        );
        if (res.status() === 200) body = await res.body();
        return res.status();
      },
      { timeout: 30_000, message: `${type} of delivery ${deliveryId}` },
    )
    .toBe(200);
  return body!;
}

/** The barcodes of a PDF's first page: rendered with pdftoppm, read with zbarimg. */
export function pdfBarcodes(pdf: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsflow-label-'));
  try {
    fs.writeFileSync(path.join(dir, 'label.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '300', '-f', '1', '-l', '1', 'label.pdf', 'page'], { cwd: dir });
    const png = fs.readdirSync(dir).find((f) => f.endsWith('.png'));
    expect(png, 'the label renders to an image').toBeTruthy();
    // zbarimg exits 4 when it finds no barcode: answer none then, so the assertion names the problem.
    try {
      const out = execFileSync('zbarimg', ['--quiet', '--raw', png!], { cwd: dir, encoding: 'utf8' });
      return out
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    } catch {
      return [];
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
