import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../src/config.ts';
import { sessionCookieName } from '../src/modules/accounts/index.ts';
import { buildApp } from '../src/app.ts';
import type { RegisteredRoute } from '../src/platform/http/route-registry.ts';
import type { AppContext } from '../src/platform/context.ts';
import { createAppContext, type RunningContext } from '../src/platform/app-context.ts';
import type { MailAdapter } from '../src/adapters/mail/index.ts';
import { seedDemoAccounts, DEMO_PASSWORD, type DemoTeams } from '../src/demo/demo-accounts.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  /** Every registered route with its declared access (the harness derives expectations from it). */
  routes: RegisteredRoute[];
  ctx: RunningContext;
  teams: DemoTeams;
  /** Signs in a demo user and returns a client that sends its cookie and anti-forgery token. */
  signIn(email: string): Promise<TestClient>;
  anonymous: TestClient;
  close(): Promise<void>;
}

export interface TestClient {
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  csrfToken: string | null;
  cookie: string | null;
}

function client(
  app: FastifyInstance,
  cookie: string | null,
  csrfToken: string | null,
  extraHeaders: Record<string, string> = {},
): TestClient {
  const request = (opts: InjectOptions) =>
    app.inject({
      ...opts,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
        ...extraHeaders,
        ...(opts.headers ?? {}),
      },
    });
  const withBody = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE') => (url: string, body?: unknown) =>
    request({ method, url, ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }) });
  return {
    request,
    get: (url) => request({ method: 'GET', url }),
    post: withBody('POST'),
    patch: withBody('PATCH'),
    put: withBody('PUT'),
    delete: withBody('DELETE'),
    csrfToken,
    cookie,
  };
}

export function bearerClient(app: FastifyInstance, key: string): TestClient {
  return client(app, null, null, { authorization: `Bearer ${key}` });
}

/**
 * The whole app on a fresh database with the demo teams and users. `seed` adds a file's own data.
 * Workers are off unless asked for, so tests stay deterministic.
 */
export async function createTestApp(
  opts: {
    workers?: boolean;
    seed?: (ctx: AppContext, teams: DemoTeams) => Promise<void>;
    testDb?: TestDatabase;
    /** Another mail adapter (an SMTP client, one that fails on purpose). */
    mail?: MailAdapter;
    /** A built web app to serve (none by default: API only). */
    webDist?: string;
    /** Configuration to change (production mode for cookie and header tests). */
    config?: Partial<Config>;
    /** How long an import's lease lasts without a heartbeat (the kill tests shorten it). */
    importLeaseMs?: number;
  } = {},
): Promise<TestApp> {
  const testDb = opts.testDb ?? (await createTestDatabase());
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsflow-files-'));
  const config = {
    // Uploaded files always go to a temporary directory of the test, removed when it closes.
    ...loadConfig({
      NODE_ENV: 'test',
      WORKERS: opts.workers ? 'on' : 'off',
      FILES_DIR: filesDir,
    }),
    WEB_DIST: opts.webDist ?? '/nonexistent',
    ...opts.config,
  };
  const ctx = await createAppContext(config, testDb.database, {
    mail: opts.mail,
    pollMs: 500,
    importLeaseMs: opts.importLeaseMs,
  });
  const teams = await seedDemoAccounts(testDb.database.db);
  if (opts.seed) await opts.seed(ctx, teams);
  const { app, routes } = await buildApp(ctx);
  await ctx.startWorkers();
  return {
    app,
    routes,
    ctx,
    teams,
    anonymous: client(app, null, null),
    async signIn(email) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { email, password: DEMO_PASSWORD },
      });
      if (res.statusCode !== 200)
        throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      const name = sessionCookieName(config.NODE_ENV);
      const setCookie = res.cookies.find((c) => c.name === name);
      const cookie = setCookie ? `${name}=${setCookie.value}` : null;
      return client(app, cookie, (res.json() as { csrf_token: string }).csrf_token);
    },
    async close() {
      // Everything that holds a connection closes before the database is dropped, even when one of them fails.
      try {
        await app.close();
      } finally {
        try {
          await ctx.stop();
        } finally {
          fs.rmSync(filesDir, { recursive: true, force: true });
          await testDb.drop();
        }
      }
    },
  };
}
