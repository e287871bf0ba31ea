import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The first answer to a POST sent with an `Idempotency-Key`, per caller (team and user, or team and API key):
 * the same key and request again get that answer without running the route twice (decision 0015).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    status: text('status', { enum: ['processing', 'completed'] })
      .notNull()
      .default('processing'),
    response_status: integer('response_status'),
    response_type: text('response_type'),
    response_body: text('response_body'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_scope_key').on(t.scope, t.key),
    index('idempotency_keys_expires_idx').on(t.expires_at),
  ],
);
