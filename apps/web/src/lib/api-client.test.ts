import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, newIdempotencyKey } from './api-client.ts';

function deferredFetch() {
  const calls: { url: string; init: RequestInit; resolve: (body: unknown) => void }[] = [];
  const fetchMock = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        calls.push({
          url,
          init,
          resolve: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })),
        });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('api writes', () => {
  it('sends one request for the same write asked twice while it runs, and answers both callers', async () => {
    const calls = deferredFetch();
    const first = api<{ id: number }>('/api/boxes', { method: 'POST', body: { size: 1 } });
    const second = api<{ id: number }>('/api/boxes', { method: 'POST', body: { size: 1 } });
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ id: 7 });
    expect(await first).toEqual({ id: 7 });
    expect(await second).toEqual({ id: 7 });
  });

  it('sends a write again once the first has answered, and different writes at once', async () => {
    const calls = deferredFetch();
    const a = api('/api/boxes', { method: 'POST', body: { size: 1 } });
    const b = api('/api/boxes', { method: 'POST', body: { size: 2 } });
    expect(calls).toHaveLength(2);
    calls[0]!.resolve({});
    calls[1]!.resolve({});
    await Promise.all([a, b]);
    const c = api('/api/boxes', { method: 'POST', body: { size: 1 } });
    expect(calls).toHaveLength(3);
    calls[2]!.resolve({});
    await c;
  });

  it('never merges reads', async () => {
    const calls = deferredFetch();
    const a = api('/api/boxes');
    const b = api('/api/boxes');
    expect(calls).toHaveLength(2);
    calls.forEach((c) => c.resolve([]));
    await Promise.all([a, b]);
  });
});

describe('idempotency keys', () => {
  it('sends the Idempotency-Key header on a write that carries one, and none otherwise', async () => {
    const calls = deferredFetch();
    const key = newIdempotencyKey();
    const keyed = api('/api/exports', { method: 'POST', idempotencyKey: key });
    const plain = api('/api/boxes', { method: 'POST', body: { size: 1 } });
    const headers = calls.map((c) => c.init.headers as Record<string, string>);
    expect(headers[0]!['idempotency-key']).toBe(key);
    expect(headers[1]!['idempotency-key']).toBeUndefined();
    calls.forEach((c) => c.resolve({}));
    await Promise.all([keyed, plain]);
  });

  it('makes a different version-4 UUID each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
