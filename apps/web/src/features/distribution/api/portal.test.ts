import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { downloadDocument, isDocumentUnavailable } from './portal.ts';

const pdf = () => new Response(new Blob(['%PDF-1.7']), { status: 200 });
const unavailable = () =>
  new Response(JSON.stringify({ error: { code: 'document_unavailable', message: 'Document unavailable' } }), {
    status: 404,
  });
const failure = (status: number, message: string) =>
  new Response(JSON.stringify({ error: { code: 'x', message } }), { status });

function run(responses: (() => Response)[]) {
  const fetch = vi.fn(async () => responses.shift()!());
  vi.stubGlobal('fetch', fetch);
  const delays: number[] = [];
  const retries: number[] = [];
  const result = downloadDocument(5, 'SHIPPING_LABEL', {
    sleep: async (ms) => void delays.push(ms),
    onRetry: (n) => retries.push(n),
  });
  return { fetch, delays, retries, result };
}

describe('document download retry rule (spec 4, 8, 9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("retries 'Document unavailable' up to 3 times, 2000 ms growing by 1.5", async () => {
    const r = run([unavailable, unavailable, unavailable, pdf]);
    await expect(r.result).resolves.toBeInstanceOf(Blob);
    expect(r.fetch).toHaveBeenCalledTimes(4);
    expect(r.delays).toEqual([2000, 3000, 4500]);
    expect(r.retries).toEqual([1, 2, 3]);
  });

  it('gives up after the third retry', async () => {
    const r = run([unavailable, unavailable, unavailable, unavailable, pdf]);
    await expect(r.result).rejects.toMatchObject({ status: 404, message: 'Document unavailable' });
    expect(r.fetch).toHaveBeenCalledTimes(4);
  });

  it('stops at once on any other failure, a 404 with another message included', async () => {
    for (const res of [() => failure(500, 'Boom'), () => failure(404, 'Delivery not found')]) {
      const r = run([res, pdf]);
      await expect(r.result).rejects.toBeInstanceOf(ApiError);
      expect(r.fetch).toHaveBeenCalledTimes(1);
      expect(r.delays).toEqual([]);
    }
  });

  it('knows the retryable answer', () => {
    expect(isDocumentUnavailable(new ApiError(404, 'x', 'Document unavailable'))).toBe(true);
    expect(isDocumentUnavailable(new ApiError(503, 'x', 'Document unavailable'))).toBe(false);
  });
});
