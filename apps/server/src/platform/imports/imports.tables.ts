import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams, users } from '../../modules/accounts/accounts.tables.ts';

/**
 * One uploaded file of one import type for one team, from upload to the email when it is loaded. Its status:
 * `uploaded` (waiting for the column mapping), `queued`, `processing` (held under a lease by one worker),
 * `completed`, `failed`.
 */
export const imports = pgTable(
  'imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the email goes when the import has finished (the uploader's address at upload). */
    notify_email: text('notify_email'),
    import_type: text('import_type').notNull(),
    status: text('status', { enum: ['uploaded', 'queued', 'processing', 'completed', 'failed'] })
      .notNull()
      .default('uploaded'),
    /** The record chosen for the whole file (the type's `context`, e.g. a brand); null when it has none. */
    context_id: integer('context_id'),
    file_name: text('file_name').notNull(),
    file_format: text('file_format', { enum: ['csv', 'xlsx'] }).notNull(),
    file_key: text('file_key').notNull(),
    file_size: integer('file_size').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    mapping: jsonb('mapping').$type<Record<string, string | null>>(),
    total_rows: integer('total_rows').notNull().default(0),
    valid_rows: integer('valid_rows').notNull().default(0),
    error_rows: integer('error_rows').notNull().default(0),
    loaded_rows: integer('loaded_rows').notNull().default(0),
    /** The history change set the load wrote (a type with `changeSet`): previewed and reverted as one unit. */
    change_set_id: integer('change_set_id'),
    attempts: integer('attempts').notNull().default(0),
    lease_until: timestamp('lease_until', { withTimezone: true }),
    failure_message: text('failure_message'),
    queued_at: timestamp('queued_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    notified_at: timestamp('notified_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('imports_team_type_idx').on(t.team_id, t.import_type, t.id),
    index('imports_pending_idx').on(t.status, t.id),
  ],
);

/** The rows of an import that were not loaded: file line, the file's column heading and the message. */
export const importRowErrors = pgTable(
  'import_row_errors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    import_id: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    column_name: text('column_name').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('import_row_errors_import_idx').on(t.import_id, t.line)],
);

/** The last column mapping a team used for an import type, offered again on its next upload. */
export const importMappings = pgTable(
  'import_mappings',
  {
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    import_type: text('import_type').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_mappings_team_type_key').on(t.team_id, t.import_type)],
);
