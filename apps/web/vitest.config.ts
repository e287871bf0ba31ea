import { defineConfig } from 'vitest/config';

// Unit tests of pure web code (formatters, URL builders); journeys live in e2e/ and run under Playwright.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
