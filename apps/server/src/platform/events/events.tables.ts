import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from '../../modules/accounts/accounts.tables.ts';

/**
 * The transactional outbox: a module's change and the event announcing it commit together, and the dispatcher
 * hands each event to every handler registered for its type (docs/decisions/0012-cross-module-events.md).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set once every handler registered for the type has run.
    dispatched_at: timestamp('dispatched_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
  },
  (t) => [
    index('domain_events_pending_idx')
      .on(t.id)
      .where(sql`dispatched_at is null`),
  ],
);

/** One row per event and handler that ran, written in the handler's own transaction: a crash re-delivers once. */
export const domainEventDeliveries = pgTable(
  'domain_event_deliveries',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.handler] })],
);
