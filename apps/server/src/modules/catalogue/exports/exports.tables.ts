import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams, users } from '../../accounts/accounts.tables.ts';

/** A team's export template: which product columns a CSV export writes, in order (spec section 3). */
export const exportTemplates = pgTable(
  'export_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('export_templates_team_idx').on(t.team_id, t.title, t.id)],
);

/** One column of a template: the original column code (decision 0250) and how its value is shaped. */
export const exportTemplateFields = pgTable(
  'export_template_fields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    export_template_id: integer('export_template_id')
      .notNull()
      .references(() => exportTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    original_column: integer('original_column').notNull(),
    column_title: text('column_title').notNull(),
    type: integer('type').notNull().default(0),
    translatable: boolean('translatable').notNull().default(false),
    strip_html: boolean('strip_html').notNull().default(false),
    uppercase: boolean('uppercase').notNull().default(false),
    character_limit: integer('character_limit').notNull().default(0),
  },
  (t) => [index('export_template_fields_template_idx').on(t.export_template_id, t.position, t.id)],
);

/** A scheduled data export (staff admin): the products of some brands and types, daily at an hour (UTC). */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    account_code: text('account_code').notNull(),
    email: text('email').notNull(),
    product_type_ids: integer('product_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    brand_ids: integer('brand_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Hour of the day (UTC) 0-23, shown as HH:00. */
    export_hour: integer('export_hour').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** The start of the last hour slot it ran for: a slot runs once however many processes sweep. */
    last_slot_at: timestamp('last_slot_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_exports_due_idx').on(t.active, t.export_hour)],
);

/**
 * One run of an export (a template run by a user, or a scheduled data export): its status, the CSV file kept in
 * file storage and the secret token of its download link.
 */
export const exportRuns = pgTable(
  'export_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    export_template_id: integer('export_template_id').references(() => exportTemplates.id, {
      onDelete: 'set null',
    }),
    data_export_id: integer('data_export_id').references(() => dataExports.id, { onDelete: 'set null' }),
    brand_ids: integer('brand_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sub_brand_id: integer('sub_brand_id'),
    product_type_ids: integer('product_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    notify_email: text('notify_email'),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    row_count: integer('row_count').notNull().default(0),
    file_name: text('file_name').notNull(),
    file_key: text('file_key'),
    token: text('token').notNull(),
    failure_message: text('failure_message'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('export_runs_token_key').on(t.token),
    index('export_runs_team_idx').on(t.team_id, t.id),
    index('export_runs_pending_idx')
      .on(t.status, t.id)
      .where(sql`status in ('queued', 'running')`),
  ],
);
