import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

/** Strict response headers on the API and on the web app's HTML, in development and production (issue 8, item 9). */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'partsflow-harness-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>',
);

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  [dev, prod] = await Promise.all([
    createTestApp({ config: { WEB_DIST: webDist } }),
    createTestApp({ config: { WEB_DIST: webDist, NODE_ENV: 'production' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close()]);
  fs.rmSync(webDist, { recursive: true, force: true });
});

function directives(csp: string | undefined): Map<string, string[]> {
  expect(csp).toBeTruthy();
  return new Map(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const targets = [
  ['the API', '/api/health'],
  ['the HTML of the app', '/'],
  ['an app route', '/catalogue/products'],
  ['the API reference', '/api/docs'],
  ['an API error', '/api/no-such-thing'],
] as const;

describe.each(targets)('headers of %s', (_label, url) => {
  it('carry a strict policy in development', async () => {
    const res = await dev.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    for (const values of csp.values()) expect(values).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // The server's own time, for the browser's network panel and the benchmarks.
    expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
  });

  it('add HSTS and upgrade-insecure-requests in production', async () => {
    const res = await prod.app.inject({ method: 'GET', url });
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the pages served', () => {
  it('carry no inline script the policy would block', async () => {
    for (const url of ['/', '/api/docs']) {
      const html = (await dev.app.inject({ method: 'GET', url })).body;
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/\bsrc=/);
        expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
    }
  });
});
