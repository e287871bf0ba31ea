import { describe, expect, it } from 'vitest';
import { ApiError, NO_ERROR_BODY } from './api-client.ts';
import { describeError, errorCode, serverMessageOr, serverMessages } from './api-errors.ts';

describe('error mapping by code', () => {
  const conflict = new ApiError(409, 'conflict', 'SKU has already been taken for this brand');
  const invalid = new ApiError(400, 'validation_failed', 'Invalid input', [
    { path: ['sku'], message: 'SKU is required' },
    { path: ['brand_id'], message: 'Brand is required' },
  ]);
  // A proxy's 502 page: no error body, so the message is the client's own words.
  const bare = new ApiError(502, NO_ERROR_BODY, 'Request failed with status 502');

  it("answers the server's field messages, else its one message, and nothing for an answer without a body", () => {
    expect(serverMessages(invalid)).toEqual(['SKU is required', 'Brand is required']);
    expect(serverMessages(conflict)).toEqual(['SKU has already been taken for this brand']);
    expect(serverMessages(bare)).toEqual([]);
    expect(serverMessages(new TypeError('Failed to fetch'))).toEqual([]);
  });

  it("prefers the caller's text for the error code, then the server's message, then the fallback", () => {
    expect(describeError(conflict, 'Could not save', { conflict: 'That SKU is taken' })).toBe(
      'That SKU is taken',
    );
    expect(describeError(invalid, 'Could not save', { conflict: 'That SKU is taken' })).toBe(
      'SKU is required, Brand is required',
    );
    expect(describeError(bare, 'Could not save')).toBe('Could not save');
    expect(serverMessageOr(bare, 'Fallback')).toBe('Fallback');
    expect(errorCode(conflict)).toBe('conflict');
    expect(errorCode(bare)).toBeNull();
  });
});
