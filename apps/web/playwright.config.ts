import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `partsflow-e2e-${process.pid}`);

/**
 * Journeys in Debian's Chromium against the built server on a fresh embedded database with demo data.
 * Tests run one at a time: they share one server and change its data.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${dataDir} ${dataDir}-files && tsx ../server/src/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // A loaded machine can take longer to start the server with its demo data (decision 0915).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000),
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      FILES_DIR: `${dataDir}-files`,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  },
});
