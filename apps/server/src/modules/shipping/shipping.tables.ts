import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { teams } from '../accounts/accounts.tables.ts';
import { distributorLocations } from '../distribution/distribution.tables.ts';
import type { PartyJson } from './party.ts';

/**
 * The shipping records of platform design section 4, shared by the portal and the warehouse app: deliveries
 * (one consignment, one carrier booking), their parcels and parcel items, quotes, tracking events, manifests
 * (bookings picked up or handed over together) and stored documents. Carrier ids refer to the freight exchange's
 * catalogue (adapters/carriers) by value.
 */

export type { PartyJson };

export const deliveries = pgTable(
  'deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    location_id: integer('location_id')
      .notNull()
      .references(() => distributorLocations.id, { onDelete: 'cascade' }),
    /** The fulfilment it ships (the fulfilment module's id, when there is one). */
    fulfillment_id: integer('fulfillment_id'),
    identifier: text('identifier').notNull(),
    status: text('status', {
      enum: [
        'pending',
        'packed',
        'quoted',
        'booked',
        'pickup_requested',
        'awaiting_pickup',
        'shipped',
        'delivered',
        'error',
        'cancelled',
      ],
    })
      .notNull()
      .default('pending'),
    label_status: text('label_status', {
      enum: ['not_created', 'pending', 'generated', 'printed', 'error', 'label_requested', 'manual'],
    })
      .notNull()
      .default('not_created'),
    sender: jsonb('sender').$type<PartyJson>().notNull(),
    recipient: jsonb('recipient').$type<PartyJson>().notNull(),
    reference1: text('reference1'),
    reference2: text('reference2'),
    reference3: text('reference3'),
    /** The booked quote. */
    quote_id: integer('quote_id'),
    carrier_id: integer('carrier_id'),
    carrier_service_id: integer('carrier_service_id'),
    carrier_name: text('carrier_name'),
    service_name: text('service_name'),
    private: boolean('private'),
    booked_cost_cents: integer('booked_cost_cents'),
    tracking_number: text('tracking_number'),
    tracking_url: text('tracking_url'),
    label_url: text('label_url'),
    external_job_id: text('external_job_id'),
    booked_at: timestamp('booked_at', { withTimezone: true }),
    pickup_date: date('pickup_date', { mode: 'string' }),
    pickup_slot: text('pickup_slot'),
    expected_delivery_earliest: date('expected_delivery_earliest', { mode: 'string' }),
    expected_delivery_latest: date('expected_delivery_latest', { mode: 'string' }),
    manifest_id: integer('manifest_id'),
    /** When the tracking clock moves it next (null: not moving). */
    next_tracking_at: timestamp('next_tracking_at', { withTimezone: true }),
    latest_event_status: text('latest_event_status'),
    latest_event_description: text('latest_event_description'),
    error_message: text('error_message'),
    /** Bumped by every edit of the packing plan or parties: a stale editor's save answers 409. */
    version: integer('version').notNull().default(1),
    /** Why the packing proposal was chosen among the engine's candidates (orders shipments, decision 0721). */
    plan_reason: jsonb('plan_reason').$type<Record<string, unknown>>(),
    /** Identifier, references and tracking number in one lower-case text: the lists' search (trigram index). */
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(identifier || ' ' || coalesce(reference1, '') || ' ' || coalesce(reference2, '') || ' ' || coalesce(reference3, '') || ' ' || coalesce(tracking_number, ''))`,
    ),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deliveries_fulfillment_idx')
      .on(t.fulfillment_id)
      .where(sql`fulfillment_id is not null`),
    index('deliveries_team_location_idx').on(t.team_id, t.location_id, t.status, t.id),
    // Lists of every location of the team by status, newest first (decision 0722).
    index('deliveries_team_status_idx').on(t.team_id, t.status, t.id),
    // Confirmed (no manifest yet) and Manifested lists: the same ranges split by whether there is a manifest.
    index('deliveries_unmanifested_idx')
      .on(t.team_id, t.location_id, t.status, t.id)
      .where(sql`manifest_id is null`),
    index('deliveries_manifested_idx')
      .on(t.team_id, t.location_id, t.status, t.id)
      .where(sql`manifest_id is not null`),
    index('deliveries_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('deliveries_tracking_due_idx')
      .on(t.next_tracking_at)
      .where(sql`next_tracking_at is not null`),
    index('deliveries_manifest_idx').on(t.manifest_id),
    // The Label Requests screen: the team's shipments in the label request flow, newest first (decision 0760).
    index('deliveries_label_requests_idx')
      .on(t.team_id, t.id)
      .where(sql`label_status in ('error', 'label_requested', 'manual')`),
  ],
);

export const parcels = pgTable(
  'parcels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** The box's label size: the label page for this parcel. */
    label_size: text('label_size', { enum: ['4x6', 'A5', 'A4'] })
      .notNull()
      .default('4x6'),
    length_mm: integer('length_mm'),
    width_mm: integer('width_mm'),
    height_mm: integer('height_mm'),
    /** Gross weight (contents and box). */
    weight_g: integer('weight_g'),
    /** computed: as the packing engine proposed it; other: entered or changed by a person. */
    packing_method: text('packing_method', { enum: ['computed', 'other'] })
      .notNull()
      .default('other'),
    /** The distributor box it was packed in (by value: boxes may be removed later). */
    distributor_box_id: integer('distributor_box_id'),
    /** The packing engine's parcel (placements) for drawing; null when unknown. */
    layout: jsonb('layout').$type<Record<string, unknown>>(),
  },
  (t) => [index('parcels_delivery_idx').on(t.delivery_id, t.position)],
);

export interface DangerousGoodsJson {
  un_number: string;
  class: string;
  proper_shipping_name: string;
  packing_group: string | null;
  amount: number;
  amount_unit: string;
}

export const parcelItems = pgTable(
  'parcel_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    parcel_id: integer('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    /** The fulfilment unit it packs, when the fulfilment module made it. */
    fulfillment_unit_id: integer('fulfillment_unit_id'),
    product_id: integer('product_id'),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    unit_weight_g: integer('unit_weight_g').notNull(),
    unit_value_cents: integer('unit_value_cents').notNull().default(0),
    /** From the catalogue's customs data, copied when packed. */
    hs_code: text('hs_code'),
    country_of_origin: text('country_of_origin'),
    /** From the catalogue's hazards, copied when packed; null when not dangerous goods. */
    dangerous_goods: jsonb('dangerous_goods').$type<DangerousGoodsJson>(),
  },
  (t) => [index('parcel_items_parcel_idx').on(t.parcel_id)],
);

export const deliveryQuotes = pgTable(
  'delivery_quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    carrier_id: integer('carrier_id').notNull(),
    carrier_service_id: integer('carrier_service_id').notNull(),
    carrier_name: text('carrier_name').notNull(),
    service_name: text('service_name').notNull(),
    private: boolean('private').notNull(),
    selected: boolean('selected').notNull().default(false),
    sales_gross_total_cents: integer('sales_gross_total_cents').notNull(),
    chargeable_weight_g: integer('chargeable_weight_g').notNull(),
    transit_days: integer('transit_days').notNull(),
    pickup_dates: jsonb('pickup_dates').$type<string[]>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_quotes_delivery_idx').on(t.delivery_id)],
);

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    delivery_id: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    description: text('description').notNull(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tracking_events_delivery_idx').on(t.delivery_id, t.id)],
);

/** Bookings picked up (pickup request) or handed over together: one per carrier and pickup. */
export const manifests = pgTable(
  'manifests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    location_id: integer('location_id')
      .notNull()
      .references(() => distributorLocations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pickup', 'handover'] }).notNull(),
    carrier_id: integer('carrier_id').notNull(),
    carrier_name: text('carrier_name').notNull(),
    job_reference: text('job_reference').notNull(),
    pickup_date: date('pickup_date', { mode: 'string' }).notNull(),
    pickup_slot: text('pickup_slot'),
    expected_pickup_earliest: timestamp('expected_pickup_earliest', { withTimezone: true }).notNull(),
    expected_pickup_latest: timestamp('expected_pickup_latest', { withTimezone: true }).notNull(),
    /** Handover statuses (pending, executing, requested, complete); pickups are 'requested'. */
    status: text('status', { enum: ['pending', 'executing', 'requested', 'complete'] })
      .notNull()
      .default('requested'),
    pickup_preference: text('pickup_preference'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manifests_team_idx').on(t.team_id, t.location_id, t.id)],
);

/** Generated documents, stored through platform/storage; one of each type per delivery (or manifest). */
export const shippingDocuments = pgTable(
  'shipping_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    delivery_id: integer('delivery_id').references(() => deliveries.id, { onDelete: 'cascade' }),
    manifest_id: integer('manifest_id').references(() => manifests.id, { onDelete: 'cascade' }),
    document_type: text('document_type').notNull(),
    storage_key: text('storage_key').notNull(),
    byte_size: integer('byte_size').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_documents_delivery_key')
      .on(t.delivery_id, t.document_type)
      .where(sql`delivery_id is not null`),
    uniqueIndex('shipping_documents_manifest_key')
      .on(t.manifest_id, t.document_type)
      .where(sql`manifest_id is not null`),
  ],
);

/** A distributor's own (BYO) account with a carrier: quotes on it are private and add nothing to the invoice. */
export const carrierAccounts = pgTable(
  'carrier_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    carrier_id: integer('carrier_id').notNull(),
    account_number: text('account_number').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carrier_accounts_team_carrier_key').on(t.team_id, t.carrier_id)],
);
