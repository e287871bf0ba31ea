import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teams, users } from '../../modules/accounts/accounts.tables.ts';

/**
 * Change history of any module's records. A row belongs to a team and to a subject (the aggregate a history
 * is read by: a Product, a Listing, a Delivery) and records one change to one record of it (the subject itself
 * or a record that belongs to it: `auditable_type`/`auditable_id`); `changes` maps a field to [old, new].
 * Reverting writes the old values back and records that as a new row.
 */
export const audits = pgTable(
  'audits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    subject_type: text('subject_type').notNull(),
    subject_id: integer('subject_id').notNull(),
    // The catalogue's products are the commonest subject: reports and checks join products on this column.
    product_id: integer('product_id').generatedAlwaysAs(
      sql`case when subject_type = 'Product' then subject_id end`,
    ),
    auditable_type: text('auditable_type').notNull(),
    auditable_id: integer('auditable_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'destroy'] }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The name at the time of the change: history shows who did it even after a rename or removal.
    user_name: text('user_name'),
    comment: text('comment'),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    reverted_audit_id: integer('reverted_audit_id'),
    // The change set (a bulk action, an import) this entry belongs to: previewed and reverted as one unit.
    change_set_id: integer('change_set_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audits_change_set_idx')
      .on(t.change_set_id, t.id)
      .where(sql`change_set_id is not null`),
    index('audits_subject_idx').on(t.subject_type, t.subject_id, t.id),
    index('audits_team_created_idx').on(t.team_id, t.created_at),
    index('audits_auditable_idx').on(t.auditable_type, t.auditable_id),
  ],
);

/**
 * A change set: many history entries made by one action (a bulk action, an import), previewed and reverted as one
 * unit. Its entries are the audits rows carrying its id. Reverting it makes another change set
 * (`reverts_change_set_id`) and marks this one `reverted_by_change_set_id`. See docs/decisions/0240-change-sets.md.
 */
export const changeSets = pgTable(
  'change_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** What made it, e.g. 'bulk-publish', 'import-products', 'revert'. */
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    status: text('status', { enum: ['running', 'completed', 'failed'] })
      .notNull()
      .default('running'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_name: text('user_name'),
    reverts_change_set_id: integer('reverts_change_set_id'),
    reverted_by_change_set_id: integer('reverted_by_change_set_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('change_sets_team_idx').on(t.team_id, t.id)],
);
