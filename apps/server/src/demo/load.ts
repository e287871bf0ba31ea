import type { AppContext } from '../platform/context.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoPlatform, type DemoPlatformOptions } from './demo-platform.ts';
import { anyUserExists } from '../modules/accounts/index.ts';

/**
 * Loads the demo platform on first start (a database without users). Never in production: main.ts checks,
 * and so does this, in case someone calls it from elsewhere.
 */
export async function loadDemoDataIfEmpty(
  ctx: Pick<AppContext, 'database' | 'config'>,
  log: (line: string) => void,
  opts: Omit<DemoPlatformOptions, 'onProgress'> = {},
): Promise<boolean> {
  if (ctx.config.NODE_ENV === 'production') return false;
  const { db } = ctx.database;
  if (await anyUserExists(db)) return false;
  const started = Date.now();
  log('Loading demo data...');
  const teams = await seedDemoAccounts(db);
  const summary = await seedDemoPlatform(ctx.database, teams, opts);
  const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  log(
    `Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${summary.products.toLocaleString('en-AU')} products, ${summary.vehicles} vehicles, ` +
      `${rows.toLocaleString('en-AU')} rows (orders, deliveries and payments through the services: ` +
      `${(summary.ordersMs / 1000).toFixed(1)} s)`,
  );
  return true;
}
