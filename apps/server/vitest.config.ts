import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each integration file makes its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    fileParallelism: true,
    globalSetup: ['test/global-setup.ts'],
  },
});
