import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox store's own state: its products as the store would keep them, and its switch. Keyed by the
 * platform's store id without a foreign key (adapters import no module).
 */
export const sandboxStoreProducts = pgTable(
  'sandbox_store_products',
  {
    id: text('id').primaryKey(),
    store_id: integer('store_id').notNull(),
    /** The caller's key of the product (a create repeated with it answers the product it made). */
    source_key: text('source_key').notNull(),
    title: text('title').notNull(),
    handle: text('handle').notNull(),
    description: text('description').notNull().default(''),
    vendor: text('vendor').notNull().default(''),
    status: text('status').notNull().default('active'),
    variants: jsonb('variants')
      .$type<{ sku: string; title: string; price: string; options: Record<string, string> }[]>()
      .notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_store_products_source_key').on(t.store_id, t.source_key),
    index('sandbox_store_products_store_idx').on(t.store_id, t.updated_at),
  ],
);

export const sandboxStoreSettings = pgTable('sandbox_store_settings', {
  store_id: integer('store_id').primaryKey(),
  mode: text('mode', { enum: ['normal', 'reject', 'timeout', 'unauthorized'] })
    .notNull()
    .default('normal'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Orders customers placed in the sandbox store, numbered per store (#1001, #1002, ...) as shops do. */
export const sandboxStoreOrders = pgTable(
  'sandbox_store_orders',
  {
    id: text('id').primaryKey(),
    store_id: integer('store_id').notNull(),
    number: integer('number').notNull(),
    /** The order exactly as the store's webhook sends it. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_store_orders_number_key').on(t.store_id, t.number)],
);

/** The sandbox store's locations (a shop's warehouses and outlets), made on first read. */
export const sandboxStoreLocations = pgTable('sandbox_store_locations', {
  id: text('id').primaryKey(),
  store_id: integer('store_id').notNull(),
  name: text('name').notNull(),
});

/** Available quantity of a SKU at a store location, and when it last changed (by the shop or a sync). */
export const sandboxStoreInventoryLevels = pgTable(
  'sandbox_store_inventory_levels',
  {
    store_id: integer('store_id').notNull(),
    location_id: text('location_id').notNull(),
    sku: text('sku').notNull(),
    available: integer('available').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_store_inventory_levels_key').on(t.store_id, t.location_id, t.sku)],
);

/**
 * Fulfilments of the sandbox store's orders, as a shop keeps them: the lines shipped, the carrier and tracking
 * numbers its customer sees. `source_key` is the caller's key (one fulfilment per key and store).
 */
export const sandboxStoreFulfillments = pgTable(
  'sandbox_store_fulfillments',
  {
    id: text('id').primaryKey(),
    store_id: integer('store_id').notNull(),
    order_id: text('order_id').notNull(),
    source_key: text('source_key').notNull(),
    status: text('status', { enum: ['success', 'cancelled'] })
      .notNull()
      .default('success'),
    line_items: jsonb('line_items').$type<{ id: string; quantity: number }[]>().notNull(),
    tracking_company: text('tracking_company'),
    tracking_numbers: jsonb('tracking_numbers').$type<string[]>().notNull().default([]),
    tracking_urls: jsonb('tracking_urls').$type<string[]>().notNull().default([]),
    notify_customer: boolean('notify_customer').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_store_fulfillments_source_key').on(t.store_id, t.source_key),
    index('sandbox_store_fulfillments_order_idx').on(t.store_id, t.order_id, t.created_at),
  ],
);
