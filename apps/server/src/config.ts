import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_ROOT = path.resolve(here, '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://... selects PostgreSQL; unset means the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  /** Where stored files (shipping documents) live; unset: `files/` under DATA_DIR (a temporary dir in tests). */
  FILES_DIR: z.string().optional(),
  /** Demo data loads on first start unless disabled; never in production. */
  DEMO_DATA: z.enum(['auto', 'off']).default('auto'),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  LOG_LEVEL: z.string().default('info'),
  /** Run background workers in this process (turn off for API-only processes). */
  WORKERS: z.enum(['on', 'off']).default('on'),
  PUBLIC_URL: z.string().optional(),
  /** smtp://user:pass@host:587 (or smtps://) sends email by SMTP; unset keeps it in the development mailbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Partsflow <no-reply@partsflow.test>'),
  /**
   * Which proxies' X-Forwarded-For is believed (proxy-addr names, addresses or CIDRs, comma-separated; `true`
   * trusts any). The client address keys sign-in throttling, so a header anyone can send must not set it: by
   * default only proxies on loopback and private networks (a load balancer in the same network) are trusted.
   */
  TRUST_PROXY: z.string().default('loopback,linklocal,uniquelocal'),
  /** The largest file an import accepts, in MB. */
  IMPORT_MAX_MB: z.coerce.number().positive().default(100),
});

export type Config = z.infer<typeof envSchema> & { publicUrl: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  return { ...parsed, publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}` };
}
