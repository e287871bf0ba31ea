import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from '../accounts/accounts.tables.ts';
import { stores } from '../marketplace/marketplace.tables.ts';

/**
 * Lines of a team's platform invoice (docs/decisions/0603): so far brokered freight; the orders-and-money issue
 * adds fulfilment charges and the invoices that collect lines. One line per source record, so a repeated charge
 * of the same booking is impossible.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** What the line charges for, e.g. 'freight_booking', and that record's id. */
    source_type: text('source_type').notNull(),
    source_id: integer('source_id').notNull(),
    description: text('description').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('AUD'),
    /** Set when the line is reversed (a cancelled booking): the line stays for the record. */
    voided_at: timestamp('voided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_lines_source_key').on(t.source_type, t.source_id),
    index('invoice_lines_team_idx').on(t.team_id, t.created_at),
  ],
);

/**
 * A store's (integration's) subscription plan (merchant spec 3, Integration; docs/decisions/0455). One per store:
 * subscribing again replaces the plan. `plan_status` active counts as subscribed; cancelled keeps the plan until
 * `current_period_end`.
 */
export const storeSubscriptions = pgTable(
  'store_subscriptions',
  {
    store_id: integer('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    plan_id: text('plan_id').notNull(),
    plan_name: text('plan_name').notNull(),
    plan_price_cents: integer('plan_price_cents').notNull(),
    billing_cycle: text('billing_cycle', { enum: ['ANNUAL', 'EVERY_30_DAYS'] }).notNull(),
    plan_status: text('plan_status', { enum: ['active', 'cancelled'] }).notNull(),
    charge_id: text('charge_id').notNull(),
    billing_on: timestamp('billing_on', { withTimezone: true }).notNull(),
    current_period_end: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelled_on: timestamp('cancelled_on', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_subscriptions_team_idx').on(t.team_id)],
);

/** The team's number plate search add-on (merchant spec 3, plate search usage). */
export const plateSearchSubscriptions = pgTable('plate_search_subscriptions', {
  team_id: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  price_id: text('price_id').notNull(),
  charge_id: text('charge_id').notNull(),
  active: boolean('active').notNull().default(true),
  total_usage: integer('total_usage').notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A billing provider charge created for a plan or add-on and not yet approved: what confirming it applies. */
export const pendingBillingCharges = pgTable('pending_billing_charges', {
  charge_id: text('charge_id').primaryKey(),
  team_id: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  /** null: the plate search add-on. */
  store_id: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  price_id: text('price_id').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A closed revenue share period (a calendar month, UTC) of a team (docs/decisions/0461): closing writes the month's
 * revenue share into invoice lines whose source is this row, so a period is invoiced once.
 */
export const revenueSharePeriods = pgTable(
  'revenue_share_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** First day of the month, YYYY-MM-01. */
    period: text('period').notNull(),
    order_units_rate: integer('order_units_rate').notNull(),
    closed_at: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('revenue_share_periods_team_period_key').on(t.team_id, t.period)],
);
