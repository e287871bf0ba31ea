import { defineConfig } from 'vitest/config';

// Unit tests of pure web code (formatters, URL builders), the lint boundary fixtures and the build scripts;
// journeys live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'lint/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
