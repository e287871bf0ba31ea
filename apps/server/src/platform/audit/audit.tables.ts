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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audits_subject_idx').on(t.subject_type, t.subject_id, t.id),
    index('audits_team_created_idx').on(t.team_id, t.created_at),
    index('audits_auditable_idx').on(t.auditable_type, t.auditable_id),
  ],
);
