import { defineConfig } from 'drizzle-kit';

// Tables live beside the module that owns them; migrations are generated from all of them.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.tables.ts', './src/platform/*/*.tables.ts', './src/adapters/*/*.tables.ts'],
  out: './src/db/migrations',
});
