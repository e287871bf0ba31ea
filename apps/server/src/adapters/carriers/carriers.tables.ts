import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox freight exchange's own state (platform design section 5): its carriers and services with their
 * zones, rate bands, cubic factors, limits, dangerous-goods acceptance, pickup days and slots and transit days,
 * the bookings it made, and its failure switches. Seeded from `data/carrier-catalogue.json` at start.
 */
export const carriers = pgTable(
  'carriers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** `{tracking_number}` is replaced by the booking's tracking number. */
    tracking_url: text('tracking_url').notNull(),
  },
  (t) => [uniqueIndex('carriers_code_key').on(t.code)],
);

export interface RateTable {
  /** [up_to_kg, cents] for the metro zone, in ascending weight. */
  bands: [number, number][];
  over_kg_cents: number;
  zone_factor: Record<'metro' | 'regional' | 'remote', number>;
  interstate_factor: number;
}

export interface PickupSlotDefinition {
  slot_id: string;
  start: string;
  end: string;
}

export const carrierServices = pgTable(
  'carrier_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    carrier_id: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['road', 'express', 'courier'] }).notNull(),
    /** kg per m³ for the cubic weight. */
    cubic_factor: integer('cubic_factor').notNull().default(250),
    max_length_mm: integer('max_length_mm').notNull(),
    max_weight_g: integer('max_weight_g').notNull(),
    dangerous_goods: boolean('dangerous_goods').notNull().default(false),
    /** ISO weekdays the carrier collects (1 = Monday). */
    pickup_days: jsonb('pickup_days').$type<number[]>().notNull(),
    /** Courier time slots; empty for carriers that collect any time on a pickup day. */
    pickup_slots: jsonb('pickup_slots').$type<PickupSlotDefinition[]>().notNull(),
    transit_days: jsonb('transit_days').$type<Record<'metro' | 'regional' | 'remote', number>>().notNull(),
    rates: jsonb('rates').$type<RateTable>().notNull(),
  },
  (t) => [uniqueIndex('carrier_services_code_key').on(t.carrier_id, t.code)],
);

/** Every booking the sandbox exchange accepted, by tracking number; cancelled ones keep their row. */
export const carrierSandboxBookings = pgTable(
  'carrier_sandbox_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    carrier_service_id: integer('carrier_service_id')
      .notNull()
      .references(() => carrierServices.id),
    tracking_number: text('tracking_number').notNull(),
    job_id: text('job_id').notNull(),
    /** The caller's reference for the consignment; one live booking per reference. */
    consignment_reference: text('consignment_reference').notNull(),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carrier_sandbox_bookings_tracking_key').on(t.tracking_number),
    uniqueIndex('carrier_sandbox_bookings_job_key').on(t.job_id),
    uniqueIndex('carrier_sandbox_bookings_live_reference_key')
      .on(t.consignment_reference)
      .where(sql`cancelled_at is null`),
  ],
);

/** The sandbox's switches for testing failures, one row (id 1). */
export const carrierSandboxSettings = pgTable('carrier_sandbox_settings', {
  id: integer('id').primaryKey(),
  /** Label generation fails: bookings succeed, their documents do not. */
  label_failure: boolean('label_failure').notNull().default(false),
  /** Booking calls fail: 'timeout' or 'error' (retryable), 'rejected' (refused for good); 'none' books. */
  booking_failure: text('booking_failure', { enum: ['none', 'timeout', 'error', 'rejected'] })
    .notNull()
    .default('none'),
  /** Seconds between two tracking steps of a delivery (the demo's pace). */
  tracking_step_seconds: integer('tracking_step_seconds').notNull().default(3600),
  /** Every n-th delivery in transit reports one exception event (0: never). */
  exception_every: integer('exception_every').notNull().default(25),
});
