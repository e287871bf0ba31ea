import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('distributor_locations_code_key').on(t.distributor_id, t.code),
    index('distributor_locations_team_idx').on(t.team_id),
  ],
);

/** Stock by SKU and brand at a location, as imported by the distributor. */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
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
