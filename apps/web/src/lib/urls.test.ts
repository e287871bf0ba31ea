import { describe, expect, it } from 'vitest';
import { safeNextPath, urls } from './urls.ts';

describe('sign-in return address', () => {
  it('keeps paths inside the app', () => {
    expect(safeNextPath('/catalogue/products?page=2#x')).toBe('/catalogue/products?page=2#x');
    expect(urls.signIn('/marketplace/import')).toBe('/sign-in?next=%2Fmarketplace%2Fimport');
  });

  it('refuses addresses that leave the app', () => {
    for (const next of ['https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '']) {
      expect(safeNextPath(next)).toBeNull();
    }
    expect(urls.signIn('//evil.test')).toBe('/sign-in');
  });

  it('leaves out a return to the home page', () => {
    expect(urls.signIn('/')).toBe('/sign-in');
  });
});
