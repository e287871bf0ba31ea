import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { teams } from '../accounts/accounts.tables.ts';

/** A team owns at most one distributor (design section 2). */
export const distributors = pgTable(
  'distributors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    stripe_connect_onboarded: boolean('stripe_connect_onboarded').notNull().default(false),
    /**
     * The distributor's key for the freight exchange (spec 6: carrier filters are shown only with one). The
     * platform's exchange issues one to every distributor it creates; null: no exchange, so no carrier filters.
     * Never sent to a browser (docs/decisions/0751-freight-exchange-key.md).
     */
    freight_exchange_key: text('freight_exchange_key').default(sql`'fx_' || md5(random()::text)`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('distributors_team_key').on(t.team_id)],
);

export const distributorLocations = pgTable(
  'distributor_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    distributor_id: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    country_code: text('country_code').notNull().default('AU'),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    contact_person: text('contact_person'),
    contact_phone: text('contact_phone'),
    contact_email: text('contact_email'),
    consignment_email: text('consignment_email'),
    pickup_instructions: text('pickup_instructions'),
    active: boolean('active').notNull().default(true),
    accept_po_box_addresses: boolean('accept_po_box_addresses').notNull().default(false),
    shipping_settings: jsonb('shipping_settings').notNull().default({}),
    pickup_hours: jsonb('pickup_hours').notNull().default([]),
    /** The pickup address as one line, as the address picker showed it. */
    location: text('location'),
    /** Dropship handling rates: minimum and maximum in cents, percentage 0 to 100. */
    handling_min_cents: integer('handling_min_cents'),
    handling_percentage: numeric('handling_percentage', { precision: 5, scale: 2, mode: 'number' }),
    handling_max_cents: integer('handling_max_cents'),
    dispatch_freight_rates: jsonb('dispatch_freight_rates').notNull().default([]),
    dropship_product_types: jsonb('dropship_product_types').notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('distributor_locations_code_key').on(t.distributor_id, t.code),
    index('distributor_locations_team_idx').on(t.team_id),
  ],
);

/**
 * The boxes a distributor packs into (spec section 3, box; section 5, new box form). Stored in millimetres and
 * grams (design section 4); the screens show cm and kg. The packing engine reads them through the module's index.
 */
export const distributorBoxes = pgTable(
  'distributor_boxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    distributor_id: integer('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label_size: text('label_size').notNull().default('4x6'),
    length_mm: integer('length_mm').notNull(),
    width_mm: integer('width_mm').notNull(),
    height_mm: integer('height_mm').notNull(),
    weight_limit_g: integer('weight_limit_g').notNull(),
    weight_g: integer('weight_g').notNull(),
    internal_buffer_mm: integer('internal_buffer_mm').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('distributor_boxes_team_idx').on(t.team_id, t.distributor_id)],
);

/**
 * Stock by SKU and brand at a location, as imported by the distributor. `team_id` has no foreign key of its own:
 * it is the location's team (the import and the seed write it so), and a team's deletion reaches the stock through
 * its locations; a second per-row key check cost a quarter of a million-row import (decision 0711).
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id').notNull(),
    distributor_location_id: integer('distributor_location_id')
      .notNull()
      .references(() => distributorLocations.id, { onDelete: 'cascade' }),
    product_id: integer('product_id'),
    sku: text('sku').notNull(),
    brand_name: text('brand_name').notNull(),
    quantity: integer('quantity').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inventory_items_location_sku_key').on(t.distributor_location_id, t.brand_name, t.sku),
    index('inventory_items_team_idx').on(t.team_id, t.sku),
    index('inventory_items_product_idx').on(t.product_id),
  ],
);

/**
 * Prices a distributor charges per merchant account (account code) and SKU, optionally dated; imported.
 * Money in integer cents (AUD).
 */
export const distributorPrices = pgTable(
  'distributor_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    account_code: text('account_code').notNull(),
    sku: text('sku').notNull(),
    cost_cents: integer('cost_cents').notNull(),
    rrp_cents: integer('rrp_cents'),
    effective_from: date('effective_from'),
    effective_to: date('effective_to'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('distributor_prices_key')
      .on(t.team_id, t.account_code, t.sku, t.effective_from)
      .nullsNotDistinct(),
    index('distributor_prices_team_sku_idx').on(t.team_id, t.sku),
  ],
);

/** Staging of the inventory import: valid rows copied in bulk, then loaded by one upsert (platform/imports). */
export const inventoryImportRows = pgTable(
  'inventory_import_rows',
  {
    import_id: integer('import_id').notNull(),
    line: integer('line').notNull(),
    location_id: integer('location_id').notNull(),
    brand_name: text('brand_name').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('inventory_import_rows_import_idx').on(t.import_id)],
);

/** Staging of the pricing import. */
export const pricingImportRows = pgTable(
  'pricing_import_rows',
  {
    import_id: integer('import_id').notNull(),
    line: integer('line').notNull(),
    account_code: text('account_code').notNull(),
    sku: text('sku').notNull(),
    cost_cents: integer('cost_cents').notNull(),
    rrp_cents: integer('rrp_cents'),
    effective_from: date('effective_from'),
    effective_to: date('effective_to'),
  },
  (t) => [index('pricing_import_rows_import_idx').on(t.import_id)],
);
