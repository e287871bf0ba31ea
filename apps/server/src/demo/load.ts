import { sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { users } from '../modules/accounts/index.ts';

/** Loads the demo platform on first start (an empty database). Never called in production. */
export async function loadDemoDataIfEmpty(
  ctx: Pick<AppContext, 'database' | 'config'>,
  log: (line: string) => void,
) {
  if (ctx.config.NODE_ENV === 'production') return;
  const { db } = ctx.database;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const started = Date.now();
  log('Loading demo data...');
  await seedDemoAccounts(db);
  log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
