import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The payment provider sandbox's own state (platform design 5): payment intents with client secrets, saved cards
 * per customer and connected accounts for payouts. Keyed by the platform's references as text, without foreign
 * keys (adapters import no module).
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    client_secret: text('client_secret').notNull(),
    /** The caller's key: a create repeated with it answers the first intent. */
    idempotency_key: text('idempotency_key').notNull(),
    customer: text('customer').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['requires_payment_method', 'processing', 'succeeded', 'canceled'],
    })
      .notNull()
      .default('requires_payment_method'),
    payment_method_id: text('payment_method_id'),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_payment_intents_key').on(t.idempotency_key),
    uniqueIndex('sandbox_payment_intents_secret_key').on(t.client_secret),
  ],
);

export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    customer: text('customer').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** The test card number's behaviour, kept so a saved card behaves the same when charged later. */
    behaviour: text('behaviour', { enum: ['succeed', 'decline', 'processing'] }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payment_methods_customer_idx').on(t.customer)],
);
