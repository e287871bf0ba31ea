import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CANCELLATION_STATUSES,
  FULFILLMENT_ORDER_STATUSES,
  FULFILLMENT_STATUSES,
  PAYMENT_STATUSES,
  REJECTION_REASONS,
  type OrderAddress,
  type RejectionReason,
} from '@partsflow/contracts';
import { teams } from '../accounts/accounts.tables.ts';
import { distributorLocations, distributors } from '../distribution/distribution.tables.ts';
import { stores } from '../marketplace/marketplace.tables.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const REASONS = Object.keys(REJECTION_REASONS) as [RejectionReason, ...RejectionReason[]];

/**
 * The orders module's records (docs/decisions/0450): a store's account with a distributor, the store's webhook
 * secret, fulfilment orders (one per store order) with their items, fulfilments (one per distributor location)
 * with their items, and the timeline of every status change.
 */

/** A merchant store's account with a distributor: only connected distributors receive the store's orders. */
export const distributorAccounts = pgTable(
  'distributor_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    distributor_id: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    account_code: text('account_code').notNull(),
    /**
     * The merchant pays this distributor directly on its trade account (docs/decisions/0460): an order routed only
     * to such accounts has payment status direct_account and is neither charged nor paid out by the platform.
     */
    direct_billing: boolean('direct_billing').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('distributor_accounts_store_distributor_key').on(t.store_id, t.distributor_id),
    index('distributor_accounts_team_idx').on(t.team_id),
  ],
);

/** The secret a store signs its webhooks with (HMAC-SHA256 of the raw body). */
export const storeWebhookSecrets = pgTable('store_webhook_secrets', {
  store_id: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  team_id: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  created_at: createdAt(),
});

export interface CustomerJson {
  name: string;
  email: string | null;
  phone: string | null;
}

/** A store order as the merchant's fulfilment order. One per store and store order id (redelivery is a no-op). */
export const fulfillmentOrders = pgTable(
  'fulfillment_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    store_name: text('store_name').notNull(),
    store_order_id: text('store_order_id').notNull(),
    /** The store's order name, e.g. #1001. */
    fulfillment_name: text('fulfillment_name').notNull(),
    status: text('status', { enum: FULFILLMENT_ORDER_STATUSES }).notNull().default('pending'),
    payment_status: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    customer: jsonb('customer').$type<CustomerJson>().notNull(),
    shipping_address: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    /** Cents, AUD. Prices include GST: subtotal is ex GST, total = subtotal + charges + tax. */
    subtotal_cents: integer('subtotal_cents').notNull().default(0),
    charges_cents: integer('charges_cents').notNull().default(0),
    tax_cents: integer('tax_cents').notNull().default(0),
    discount_cents: integer('discount_cents').notNull().default(0),
    total_cents: integer('total_cents').notNull().default(0),
    items_count: integer('items_count').notNull().default(0),
    fulfillments_count: integer('fulfillments_count').notNull().default(0),
    /** Why the last step failed (routing found no stock, a payment failed), shown on the order page. */
    last_error: text('last_error'),
    /** The order's number and names in one text, for the table's search. */
    search_text: text('search_text').notNull().default(''),
    search_vector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    ordered_at: timestamp('ordered_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fulfillment_orders_store_order_key').on(t.store_id, t.store_order_id),
    index('fulfillment_orders_team_created_idx').on(t.team_id, t.created_at, t.id),
    index('fulfillment_orders_name_trgm_idx').using('gin', sql`${t.fulfillment_name} gin_trgm_ops`),
    index('fulfillment_orders_search_idx').using('gin', t.search_vector),
    index('fulfillment_orders_team_total_idx').on(t.team_id, t.total_cents, t.id),
    index('fulfillment_orders_team_status_idx').on(t.team_id, t.status, t.id),
    // The table's other sorts (decision 0454): a page at any depth walks an index instead of sorting the team.
    index('fulfillment_orders_team_name_idx').on(t.team_id, t.fulfillment_name, t.id),
    index('fulfillment_orders_team_store_idx').on(t.team_id, t.store_name, t.id),
    index('fulfillment_orders_team_id_idx').on(t.team_id, t.id),
  ],
);

export const fulfillmentOrderItems = pgTable(
  'fulfillment_order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    fulfillment_order_id: integer('fulfillment_order_id')
      .notNull()
      .references(() => fulfillmentOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    store_line_id: text('store_line_id').notNull(),
    store_sku: text('store_sku').notNull(),
    /** The matched catalogue product (null: no product has the SKU; the line cannot be routed). */
    product_id: integer('product_id'),
    catalogue_sku: text('catalogue_sku'),
    product_title: text('product_title').notNull(),
    product_brand: text('product_brand'),
    quantity: integer('quantity').notNull(),
    /** What the customer paid a unit in the store, cents including GST. */
    store_price_cents: integer('store_price_cents').notNull(),
    /** What the merchant pays a unit: the distributor's price for the account code, cents including GST. */
    price_cents: integer('price_cents').notNull(),
  },
  (t) => [index('fulfillment_order_items_order_idx').on(t.fulfillment_order_id, t.position)],
);

/** A request to one distributor location to fulfil some of an order's items. */
export const fulfillments = pgTable(
  'fulfillments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The merchant's team. */
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    fulfillment_order_id: integer('fulfillment_order_id')
      .notNull()
      .references(() => fulfillmentOrders.id, { onDelete: 'cascade' }),
    distributor_id: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    /** The distributor's team: the portal's tenancy. */
    distributor_team_id: integer('distributor_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    distributor_location_id: integer('distributor_location_id')
      .notNull()
      .references(() => distributorLocations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FULFILLMENT_STATUSES }).notNull().default('pending'),
    distributor_order_id: text('distributor_order_id'),
    account_code: text('account_code'),
    rejection_reason: text('rejection_reason', { enum: REASONS }),
    merchant_message: text('merchant_message'),
    cancellation_status: text('cancellation_status', { enum: CANCELLATION_STATUSES }),
    shipping_charges_cents: integer('shipping_charges_cents').notNull().default(0),
    shipping_tax_cents: integer('shipping_tax_cents').notNull().default(0),
    /** When the warehouse marked it Ready To Ship (it leaves the Packing tab; decision 0740). */
    ready_to_ship_at: timestamp('ready_to_ship_at', { withTimezone: true }),
    /**
     * When its first delivery went in transit and the store fulfilment workflow started (once per fulfilment;
     * decision 0910), and the store's id of the fulfilment it made.
     */
    store_fulfillment_started_at: timestamp('store_fulfillment_started_at', { withTimezone: true }),
    store_fulfillment_id: text('store_fulfillment_id'),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fulfillments_order_idx').on(t.fulfillment_order_id),
    index('fulfillments_distributor_location_idx').on(t.distributor_team_id, t.distributor_location_id, t.id),
    // The warehouse Packing tab: accepted fulfilments of a location not yet ready to ship, newest first.
    index('fulfillments_packing_idx')
      .on(t.distributor_team_id, t.distributor_location_id, t.created_at, t.id)
      .where(sql`status = 'in_progress' and ready_to_ship_at is null`),
  ],
);

export const fulfillmentItems = pgTable(
  'fulfillment_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    fulfillment_id: integer('fulfillment_id')
      .notNull()
      .references(() => fulfillments.id, { onDelete: 'cascade' }),
    fulfillment_order_item_id: integer('fulfillment_order_item_id')
      .notNull()
      .references(() => fulfillmentOrderItems.id, { onDelete: 'cascade' }),
    store_sku: text('store_sku').notNull(),
    catalogue_sku: text('catalogue_sku'),
    product_title: text('product_title').notNull(),
    product_brand: text('product_brand'),
    price_cents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('fulfillment_items_fulfillment_idx').on(t.fulfillment_id)],
);

/**
 * A fulfilment unit (platform design section 4): one line item in one package, with quantity, millimetres and
 * grams. Units belong to the fulfilment; deliveries' parcel items point at them. Made on accept from the
 * products' packages (source package), or added by hand in the shipment editor (source manual).
 */
export const fulfillmentUnits = pgTable(
  'fulfillment_units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The distributor's team (the portal's tenancy). */
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    fulfillment_id: integer('fulfillment_id')
      .notNull()
      .references(() => fulfillments.id, { onDelete: 'cascade' }),
    fulfillment_item_id: integer('fulfillment_item_id').references(() => fulfillmentItems.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull(),
    product_id: integer('product_id'),
    /** The catalogue package it was made from (by value). */
    package_id: integer('package_id'),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    label: text('label'),
    quantity: integer('quantity').notNull(),
    length_mm: integer('length_mm'),
    width_mm: integer('width_mm'),
    height_mm: integer('height_mm'),
    weight_g: integer('weight_g'),
    ships_separate: boolean('ships_separate').notNull().default(false),
    source: text('source', { enum: ['package', 'manual'] }).notNull(),
    source_identifier: text('source_identifier'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Unit message codes of distributor spec 5 (missing_weight, missing_dimensions, no_distributor_box, ships_separate). */
    message_codes: jsonb('message_codes').$type<string[]>().notNull().default([]),
    /** Cents including GST, for customs and declared value. */
    unit_value_cents: integer('unit_value_cents').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('fulfillment_units_fulfillment_idx').on(t.fulfillment_id, t.position)],
);

/** The timeline: every status change of an order or one of its fulfilments, with a comment. */
export const fulfillmentOrderHistory = pgTable(
  'fulfillment_order_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    fulfillment_order_id: integer('fulfillment_order_id')
      .notNull()
      .references(() => fulfillmentOrders.id, { onDelete: 'cascade' }),
    fulfillment_id: integer('fulfillment_id'),
    status: text('status').notNull(),
    comment: text('comment'),
    created_at: createdAt(),
  },
  (t) => [index('fulfillment_order_history_order_idx').on(t.fulfillment_order_id, t.id)],
);

/** A store's billing of fulfilments: auto-billing charges the saved card when fulfilment is requested. */
export const storeBillingSettings = pgTable('store_billing_settings', {
  store_id: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  team_id: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  auto_billing: boolean('auto_billing').notNull().default(false),
  /** The card the provider saved for this store's fulfilments (its id at the provider). */
  saved_card_id: text('saved_card_id'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The payment of a fulfilment order: one payment intent per order, so it is charged at most once. */
export const fulfillmentPayments = pgTable(
  'fulfillment_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    fulfillment_order_id: integer('fulfillment_order_id')
      .notNull()
      .references(() => fulfillmentOrders.id, { onDelete: 'cascade' }),
    intent_id: text('intent_id').notNull(),
    client_secret: text('client_secret').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fulfillment_payments_order_key').on(t.fulfillment_order_id),
    uniqueIndex('fulfillment_payments_secret_key').on(t.client_secret),
  ],
);

/**
 * A distributor's share of a paid fulfilment order, paid out to its connected account (docs/decisions/0460):
 * one per fulfilment. Pending until the distributor's payments account can receive it, then paid (a transfer).
 */
export const distributorPayouts = pgTable(
  'distributor_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The distributor's team: the portal's tenancy. */
    distributor_team_id: integer('distributor_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    distributor_id: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    /** The merchant's team. */
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    fulfillment_id: integer('fulfillment_id')
      .notNull()
      .references(() => fulfillments.id, { onDelete: 'cascade' }),
    fulfillment_order_id: integer('fulfillment_order_id')
      .notNull()
      .references(() => fulfillmentOrders.id, { onDelete: 'cascade' }),
    /**
     * A payout of the fulfilment's share, or the claw-back of that payout when the fulfilment was cancelled after
     * it was paid (docs/decisions/0470): a negative amount recovered from the distributor's next payouts.
     */
    kind: text('kind', { enum: ['payout', 'clawback'] })
      .notNull()
      .default('payout'),
    /**
     * Cents including GST in the payee's currency: the fulfilment's lines at the distributor's prices plus its
     * shipping charges, converted from the order's currency (`source_*`) at `fx_rate`. Negative for a claw-back.
     */
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('AUD'),
    source_amount_cents: integer('source_amount_cents'),
    source_currency: text('source_currency'),
    /** Payee currency units per order currency unit, as used (1 when they are the same). */
    fx_rate: numeric('fx_rate', { precision: 18, scale: 8 }),
    /**
     * Payout: pending -> paid, or cancelled when its fulfilment is cancelled before any transfer was tried.
     * Claw-back: pending while not fully recovered -> settled.
     */
    status: text('status', { enum: ['pending', 'paid', 'cancelled', 'settled'] })
      .notNull()
      .default('pending'),
    /**
     * Cents of outstanding claw-backs taken from this payout when it was first sent (null: not sent yet); the
     * transfer is amount_cents - deducted_cents and never negative.
     */
    deducted_cents: integer('deducted_cents'),
    transfer_id: text('transfer_id'),
    /**
     * A claw-back no later payout recovered in time, collected by a debit of the distributor's connected account
     * (docs/decisions/0475): the cents claimed for the debit (set once, before it is made) and the provider's debit.
     */
    collected_cents: integer('collected_cents'),
    collection_id: text('collection_id'),
    /** Why it is still pending (no payments account yet, the provider refused). */
    last_error: text('last_error'),
    created_at: createdAt(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('distributor_payouts_fulfillment_kind_key').on(t.fulfillment_id, t.kind),
    index('distributor_payouts_team_idx').on(t.distributor_team_id, t.created_at, t.id),
    index('distributor_payouts_open_clawbacks_idx')
      .on(t.distributor_id, t.currency, t.id)
      .where(sql`kind = 'clawback' and status = 'pending'`),
  ],
);

/**
 * A refund to the merchant's card of part of its order's payment (docs/decisions/0474): the share of a fulfilment
 * cancelled after the order was paid, or what is left of the payment once the whole order is cancelled. One per
 * source (`fulfillment:{id}`, `order:{id}`), so a repeated cancellation refunds once.
 */
export const fulfillmentRefunds = pgTable(
  'fulfillment_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    fulfillment_order_id: integer('fulfillment_order_id')
      .notNull()
      .references(() => fulfillmentOrders.id, { onDelete: 'cascade' }),
    fulfillment_id: integer('fulfillment_id').references(() => fulfillments.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    intent_id: text('intent_id').notNull(),
    /** Cents, AUD (the payment's currency). */
    amount_cents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('AUD'),
    /** pending (claimed, the provider not yet answered), succeeded, failed (the provider refused; retried). */
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    refund_id: text('refund_id'),
    last_error: text('last_error'),
    created_at: createdAt(),
    refunded_at: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fulfillment_refunds_source_key').on(t.source),
    index('fulfillment_refunds_order_idx').on(t.team_id, t.fulfillment_order_id),
  ],
);

/** How much of a claw-back one payout recovered: the ledger between them (docs/decisions/0470). */
export const payoutDeductions = pgTable(
  'payout_deductions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    payout_id: integer('payout_id')
      .notNull()
      .references(() => distributorPayouts.id, { onDelete: 'cascade' }),
    clawback_id: integer('clawback_id')
      .notNull()
      .references(() => distributorPayouts.id, { onDelete: 'cascade' }),
    amount_cents: integer('amount_cents').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_deductions_pair_key').on(t.payout_id, t.clawback_id),
    index('payout_deductions_clawback_idx').on(t.clawback_id),
  ],
);

/**
 * Exchange rates for paying a payee in its own currency (docs/decisions/0471): units of `currency` per Australian
 * dollar, the orders' currency. Sandbox reference rates from the migration; a rates feed would update the rows.
 */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  per_aud: numeric('per_aud', { precision: 18, scale: 8 }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Conflict strategies of the inventory sync (merchant spec 9): the store's level or the distributor's wins. */
export const CONFLICT_STRATEGIES = [
  'most_recent',
  'shopify_wins',
  'partsflow_wins',
  'manual_review',
] as const;

/**
 * A store's inventory sync (merchant spec 2.12, 3 Inventory integration; docs/decisions/0459): which distributor
 * locations feed which store locations, the conflict strategy and the last run.
 */
export const inventorySyncIntegrations = pgTable('inventory_sync_integrations', {
  store_id: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  team_id: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  inventory_sync_enabled: boolean('inventory_sync_enabled').notNull().default(true),
  conflict_resolution_strategy: text('conflict_resolution_strategy', { enum: CONFLICT_STRATEGIES })
    .notNull()
    .default('most_recent'),
  /** Keyed by distributor location id. */
  location_mappings: jsonb('location_mappings')
    .$type<Record<string, { shopify_location_gid: string; shipping_enabled: boolean }>>()
    .notNull()
    .default({}),
  last_sync: timestamp('last_sync', { withTimezone: true }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What went wrong in a sync run (a store refusal, a conflict left for review). */
export const inventorySyncErrors = pgTable(
  'inventory_sync_errors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('inventory_sync_errors_store_idx').on(t.store_id, t.created_at)],
);
