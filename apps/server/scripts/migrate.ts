/** Applies the migrations to DATABASE_URL (PostgreSQL) or the PGlite in DATA_DIR: `npm run db:migrate`. */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/platform/db/client.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const started = Date.now();
    await database.migrate();
    const where = database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
    console.log(`Migrations applied to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
