/**
 * Seeds the demo platform into DATABASE_URL (PostgreSQL) or the PGlite in DATA_DIR, scaled to N products.
 *
 *   npm run db:seed                          # the demo size (2,400 products)
 *   npm run db:seed -- --products 1000000    # a benchmark catalogue
 *   npm run db:seed -- --products 1000000 --vehicles 100000 --fitment-density 6
 *                                            # fitment at scale: 100,000 vehicles, about 20,000,000 application links
 *   options: --seed <n>  --batch <products per transaction>  --keep-indexes (do not drop and rebuild indexes)
 *            --vehicles <n> (default: 3,000 for the demo, 100,000 at a million products)
 *            --fitment-density <x> (vehicles an application covers: up to 6 times x)
 *
 * Refuses a database that already has users, and never runs with NODE_ENV=production.
 */
import { parseArgs } from 'node:util';
import { anyUserExists } from '../src/modules/accounts/index.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { seedDemo, formatSeedSummary } from '../src/demo/index.ts';

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      batch: { type: 'string' },
      vehicles: { type: 'string' },
      'fitment-density': { type: 'string' },
      'keep-indexes': { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  if (config.NODE_ENV === 'production') throw new Error('db:seed never runs in production');
  const products = values.products ? parseCount(values.products, '--products') : undefined;
  const seed = values.seed ? parseCount(values.seed, '--seed') : undefined;
  const writeBatch = values.batch ? parseCount(values.batch, '--batch') : undefined;
  const vehicles = values.vehicles ? parseCount(values.vehicles, '--vehicles') : undefined;
  const fitmentDensity = values['fitment-density'] ? Number(values['fitment-density']) : undefined;
  if (fitmentDensity !== undefined && !(fitmentDensity > 0))
    throw new Error(`--fitment-density takes a positive number, not "${values['fitment-density']}"`);

  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    if (await anyUserExists(database.db)) {
      throw new Error('the database already has users: seed an empty database (or remove DATA_DIR)');
    }
    const where = database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
    console.log(`Seeding ${where}...`);
    const summary = await seedDemo(database, {
      products,
      seed,
      writeBatch,
      vehicles,
      fitmentDensity,
      deferIndexes: !values['keep-indexes'],
      log: (line) => console.log(line),
    });
    console.log(formatSeedSummary(summary));
  } finally {
    await database.close();
  }
}

function parseCount(raw: string, flag: string): number {
  const n = Number(raw.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} takes a whole number, not "${raw}"`);
  return n;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
