import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { createAppContext } from './platform/app-context.ts';
import { buildApp } from './app.ts';
import { loadDemoDataIfEmpty } from './demo/load.ts';

/** Start: config, migrate, (demo data), listen; stop cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const ctx = await createAppContext(config, database);
  const logger =
    config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty' } }
      : { level: config.LOG_LEVEL };
  const { app } = await buildApp(ctx, { logger });
  // Modules register event handlers and workflows in their plugins: the workers start once the app is built.
  await ctx.startWorkers();

  if (config.NODE_ENV !== 'production' && config.DEMO_DATA === 'auto') {
    await loadDemoDataIfEmpty(ctx, (line) => app.log.info(line));
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await ctx.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const db = database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
  console.log(`\nPartsflow is running at ${config.publicUrl} (database: ${db})`);
  if (config.NODE_ENV !== 'production' && config.DEMO_DATA === 'auto') {
    console.log('\nDemo sign-ins (password: partsflow-demo):');
    for (const email of DEMO_EMAILS) console.log(`  ${email}`);
    console.log(`\nAPI reference: ${config.publicUrl}/api/docs\n`);
  }
}

const DEMO_EMAILS = [
  'staff@demo.test',
  'brand@demo.test',
  'merchant@demo.test',
  'distributor@demo.test',
  'brand2@demo.test',
  'merchant2@demo.test',
  'distributor2@demo.test',
];

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
