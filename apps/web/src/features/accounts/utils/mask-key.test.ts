import { describe, expect, it } from 'vitest';
import { maskKey } from './mask-key.ts';

describe('maskKey', () => {
  it('keeps the kind and the last four characters only', () => {
    expect(maskKey('sk_Y5civAbcdefghijklmnopWXYZ')).toBe(`sk_${'•'.repeat(16)}WXYZ`);
  });

  it('shows nothing of a short key', () => {
    expect(maskKey('sk_abc')).toBe(`sk_${'•'.repeat(16)}`);
    expect(maskKey('')).toBe('•'.repeat(16));
  });

  it('never has the same length as the key it hides', () => {
    const key = `sk_${'x'.repeat(40)}`;
    expect(maskKey(key)).toHaveLength(3 + 16 + 4);
  });
});
