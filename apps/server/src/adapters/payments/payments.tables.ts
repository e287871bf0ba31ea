import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/**
 * Connected accounts (platform design 5): a distributor's account at the provider that payouts are sent to.
 * Payouts are enabled once the account holder has finished onboarding (bank details given).
 */
export const sandboxConnectedAccounts = pgTable(
  'sandbox_connected_accounts',
  {
    id: text('id').primaryKey(),
    /** The platform's reference for the holder, e.g. `distributor-12`: one account per holder. */
    reference: text('reference').notNull(),
    business_name: text('business_name'),
    bank_last4: text('bank_last4'),
    payouts_enabled: boolean('payouts_enabled').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_connected_accounts_reference_key').on(t.reference)],
);

/** Money moved from the platform's balance to a connected account, once per idempotency key. */
export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    id: text('id').primaryKey(),
    idempotency_key: text('idempotency_key').notNull(),
    destination: text('destination').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_transfers_key').on(t.idempotency_key),
    index('sandbox_transfers_destination_idx').on(t.destination),
  ],
);

/** Money given back on a succeeded payment intent, partly or fully, once per idempotency key. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    idempotency_key: text('idempotency_key').notNull(),
    intent_id: text('intent_id').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_key').on(t.idempotency_key),
    index('sandbox_refunds_intent_idx').on(t.intent_id),
  ],
);

/** Money taken from a connected account's balance back to the platform (a claw-back collected), once per key. */
export const sandboxAccountDebits = pgTable(
  'sandbox_account_debits',
  {
    id: text('id').primaryKey(),
    idempotency_key: text('idempotency_key').notNull(),
    account_id: text('account_id').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_account_debits_key').on(t.idempotency_key),
    index('sandbox_account_debits_account_idx').on(t.account_id),
  ],
);
