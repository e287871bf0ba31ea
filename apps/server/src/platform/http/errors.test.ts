import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, toHttpError } from './errors.ts';

describe('toHttpError', () => {
  it('answers an AppError with its code, status, message and details', () => {
    const err = new AppError('product_not_found', 404, 'Product not found');
    expect(toHttpError(err)).toEqual({
      status: 404,
      body: { error: { code: 'product_not_found', message: 'Product not found' } },
    });
  });

  it('turns a zod error into validation_failed with each path and message', () => {
    const result = z
      .object({ recipient: z.object({ email: z.string().email('Invalid contact email') }) })
      .safeParse({ recipient: { email: 'x' } });
    expect(result.success).toBe(false);
    const { status, body } = toHttpError(result.error);
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 'validation_failed',
      message: 'Invalid contact email',
      details: [{ path: ['recipient', 'email'], message: 'Invalid contact email' }],
    });
  });

  it('never leaks the message of an unexpected error', () => {
    const { status, body } = toHttpError(new Error('connection to 10.0.0.5 refused: password=hunter2'));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(body.error.code).toBe('internal');
  });
});
