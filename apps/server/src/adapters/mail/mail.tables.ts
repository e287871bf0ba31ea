import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every email the platform sent, whichever adapter sent it: the sandbox's development mailbox (`/dev/mailbox`)
 * and the SMTP adapter's log. `idempotency_key` makes a repeated send of one message a no-op.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    idempotency_key: text('idempotency_key'),
    transport: text('transport', { enum: ['sandbox', 'smtp'] })
      .notNull()
      .default('sandbox'),
    provider_message_id: text('provider_message_id'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_to_idx').on(t.to_address, t.id),
    uniqueIndex('outbox_messages_idempotency_key').on(t.idempotency_key),
  ],
);
