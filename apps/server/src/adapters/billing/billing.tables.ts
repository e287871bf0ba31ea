import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The billing provider sandbox's own state (platform design 5): recurring charges for plans and add-ons, the way a
 * store platform's billing API keeps them (created pending with a confirmation url, activated when the merchant
 * approves, cancelled at the end of the period). Keyed by the platform's references as text, without foreign keys
 * (adapters import no module).
 */
export const sandboxBillingCharges = pgTable(
  'sandbox_billing_charges',
  {
    id: text('id').primaryKey(),
    /** The platform's customer reference (the team). */
    customer: text('customer').notNull(),
    /** The plan or add-on price the charge is for. */
    price_id: text('price_id').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    interval: text('interval', { enum: ['year', 'month', 'one_time', 'metered'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    current_period_start: timestamp('current_period_start', { withTimezone: true }),
    current_period_end: timestamp('current_period_end', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_billing_charges_customer_idx').on(t.customer)],
);
