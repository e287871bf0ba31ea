import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from '../accounts/accounts.tables.ts';

/** A merchant's connected store. `platform` sandbox is the built-in stateful store the demo runs on. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform', { enum: ['sandbox', 'shopify', 'woocommerce'] })
      .notNull()
      .default('sandbox'),
    domain: text('domain').notNull(),
    settings: jsonb('settings').notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_team_idx').on(t.team_id)],
);
