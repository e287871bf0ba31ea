import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';

const shown = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }));
vi.mock('./notify.ts', () => ({
  notify: {
    success: (m: string) => shown.success.push(m),
    error: (m: string) => shown.error.push(m),
  },
}));
const { GENERIC_ERROR, mutateWithToast } = await import('./mutate-with-toast.ts');

describe('mutateWithToast', () => {
  beforeEach(() => {
    shown.success = [];
    shown.error = [];
  });

  it('says a success in one toast and answers the data', async () => {
    const outcome = await mutateWithToast(Promise.resolve({ id: 7 }), { success: (d) => `Saved ${d.id}` });
    expect(outcome).toEqual({ ok: true, data: { id: 7 } });
    expect(shown).toEqual({ success: ['Saved 7'], error: [] });
  });

  it("says a failure with the caller's text, a function of the error, or the server's message", async () => {
    const err = new ApiError(409, 'conflict', 'Already there');
    await mutateWithToast(Promise.reject(err), { success: 'no', error: 'Fixed text' });
    await mutateWithToast(Promise.reject(err), {
      success: 'no',
      error: (e) => `Got ${(e as ApiError).code}`,
    });
    await mutateWithToast(Promise.reject(err), { success: 'no' });
    await mutateWithToast(Promise.reject(new TypeError('Failed to fetch')), { success: 'no' });
    expect(shown.error).toEqual(['Fixed text', 'Got conflict', 'Already there', GENERIC_ERROR]);
    expect(shown.success).toEqual([]);
  });

  it('stays quiet when the caller opts out, and never throws', async () => {
    const failed = await mutateWithToast(() => Promise.reject(new Error('x')), {
      success: false,
      error: false,
    });
    const done = await mutateWithToast(() => Promise.resolve(1), { success: false });
    expect(failed.ok).toBe(false);
    expect(done).toEqual({ ok: true, data: 1 });
    expect(shown).toEqual({ success: [], error: [] });
  });
});
