/** Demo data: the teams and sign-ins, and the generated platform around them (never loaded in production). */
import type { Database } from '../platform/db/client.ts';
import { seedDemoAccounts, type DemoTeams } from './demo-accounts.ts';
import { DEFAULT_DEMO_PRODUCTS, seedDemoPlatform, type DemoSummary } from './demo-platform.ts';

export { loadDemoDataIfEmpty } from './load.ts';
export { seedDemoAccounts, DEMO_PASSWORD, type DemoTeams } from './demo-accounts.ts';
export {
  seedDemoPlatform,
  DEFAULT_DEMO_PRODUCTS,
  DEFAULT_DEMO_SEED,
  type DemoSummary,
} from './demo-platform.ts';

export interface SeedDemoOptions {
  products?: number;
  seed?: number;
  /** Vehicles in the catalogue (default: by the product count). */
  vehicles?: number;
  /** Application links per product (1: up to 6 vehicles an application). */
  fitmentDensity?: number;
  writeBatch?: number;
  /** PostgreSQL, 100,000 products or more: build the catalogue's indexes once, after the load. */
  deferIndexes?: boolean;
  log?: (line: string) => void;
}

/** Accounts and platform in one go, reporting progress and speed (the db:seed script and the benchmark). */
export async function seedDemo(
  database: Database,
  opts: SeedDemoOptions = {},
): Promise<DemoSummary & { teams: DemoTeams }> {
  const log = opts.log ?? (() => undefined);
  const products = opts.products ?? DEFAULT_DEMO_PRODUCTS;
  const teams = await seedDemoAccounts(database.db);
  const large = products >= 100_000;
  let lastLog = 0;
  const summary = await seedDemoPlatform(database, teams, {
    products,
    seed: opts.seed,
    vehicles: opts.vehicles,
    fitmentDensity: opts.fitmentDensity,
    writeBatch: opts.writeBatch ?? (database.kind === 'postgresql' && large ? 5000 : 1000),
    deferIndexes: (opts.deferIndexes ?? true) && large,
    onIndexBuilt: (name, ms) => log(`  index ${name} built in ${(ms / 1000).toFixed(1)} s`),
    onProgress: (p) => {
      const now = Date.now();
      if (p.phase === 'products' && now - lastLog < 2000 && p.products < p.totalProducts) return;
      lastLog = now;
      const secs = p.elapsedMs / 1000;
      const pct = p.totalProducts ? Math.round((100 * p.products) / p.totalProducts) : 100;
      const label =
        p.phase === 'reference'
          ? 'reference data, vehicles, stores and distributors'
          : p.phase === 'indexes'
            ? 'rebuilding indexes'
            : p.phase === 'done'
              ? 'finished'
              : `products ${fmt(p.products)}/${fmt(p.totalProducts)} (${pct}%)`;
      log(
        `  ${label} | ${fmt(p.rows)} rows | ${fmt(Math.round(p.rows / Math.max(secs, 0.001)))} rows/s | ` +
          `${fmt(Math.round(p.products / Math.max(secs, 0.001)))} products/s | ${secs.toFixed(1)} s`,
      );
    },
  });
  return { ...summary, teams };
}

export function formatSeedSummary(summary: DemoSummary): string {
  const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  const secs = summary.elapsedMs / 1000;
  const lines = Object.entries(summary.rows)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([table, n]) => `  ${table.padEnd(32)} ${fmt(n).padStart(12)}`);
  return [
    `Seeded ${fmt(summary.products)} products and ${fmt(summary.vehicles)} vehicles: ${fmt(total)} rows in ` +
      `${secs.toFixed(1)} s (${fmt(Math.round(total / Math.max(secs, 0.001)))} rows/s)`,
    ...lines,
  ].join('\n');
}

function fmt(n: number): string {
  return n.toLocaleString('en-AU');
}
