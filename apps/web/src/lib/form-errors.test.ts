import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerErrors, fieldOfPath } from './form-errors.ts';

describe("server errors on a form's fields", () => {
  it('finds the field a detail path names, also inside a multipart root', () => {
    const fields = ['sku', 'brand_id', 'price'] as const;
    expect(fieldOfPath(['sku'], fields)).toBe('sku');
    expect(fieldOfPath(['product', 'brand_id'], fields)).toBe('brand_id');
    expect(fieldOfPath(['product', 'nothing'], fields)).toBeNull();
  });

  it('puts each field error on its field, and the rest on the form', () => {
    const setError = vi.fn();
    const err = new ApiError(400, 'validation_failed', 'Invalid input', [
      { path: ['product', 'sku'], message: 'SKU is required' },
    ]);
    expect(applyServerErrors(err, setError, ['sku', 'title'])).toBe(true);
    expect(setError).toHaveBeenCalledWith('sku', { type: 'server', message: 'SKU is required' });

    setError.mockClear();
    const refused = new ApiError(401, 'unauthenticated', 'Invalid email or password');
    expect(applyServerErrors(refused, setError, ['email'])).toBe(false);
    expect(setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Invalid email or password',
    });

    setError.mockClear();
    applyServerErrors(refused, setError, ['email'], { root: false });
    expect(setError).not.toHaveBeenCalled();
  });
});
