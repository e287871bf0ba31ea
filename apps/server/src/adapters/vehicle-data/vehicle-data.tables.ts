import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The external vehicle sources' sandbox state (platform design 5): each source's records in its own shape
 * (TecDoc-like KType rows, OSCAR-like records) as the source would publish them, so a record published or
 * withdrawn survives a restart. The sources are platform-wide reference data (staff import them for every
 * team), so nothing here is per team (docs/decisions/0841).
 */
export const sandboxVehicleDataRecords = pgTable(
  'sandbox_vehicle_data_records',
  {
    source: text('source', { enum: ['TecDoc', 'OSCAR'] }).notNull(),
    /** The source's own id of the record (KType, OSCAR id). */
    record_id: text('record_id').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.record_id] })],
);

/**
 * One row per source once its sample records are loaded (so a withdrawn sample record stays withdrawn), with the
 * switch that makes the source fail for testing.
 */
export const sandboxVehicleDataSources = pgTable('sandbox_vehicle_data_sources', {
  source: text('source', { enum: ['TecDoc', 'OSCAR'] }).primaryKey(),
  mode: text('mode', { enum: ['normal', 'unavailable'] })
    .notNull()
    .default('normal'),
  seeded_at: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
