import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const lookup = (name: string) =>
  pgTable(
    name,
    { id: integer('id').primaryKey().generatedAlwaysAsIdentity(), name: text('name').notNull() },
    (t) => [uniqueIndex(`${name}_name_key`).on(t.name)],
  );

export const vehicleMakes = lookup('vehicle_makes');
export const vehicleBodies = lookup('vehicle_bodies');
export const vehicleFuelTypes = lookup('vehicle_fuel_types');
export const vehicleDriveTypes = lookup('vehicle_drive_types');
export const vehicleTransmissions = lookup('vehicle_transmissions');

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicle_make_id: integer('vehicle_make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('vehicle_models_make_name_key').on(t.vehicle_make_id, t.name)],
);

/** The platform's vehicle catalogue (shared by every team; staff maintain it). */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicle_make_id: integer('vehicle_make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    vehicle_model_id: integer('vehicle_model_id')
      .notNull()
      .references(() => vehicleModels.id),
    series: text('series').notNull().default(''),
    variant: text('variant'),
    vehicle_body_id: integer('vehicle_body_id').references(() => vehicleBodies.id),
    year_from: integer('year_from').notNull(),
    month_from: integer('month_from').notNull().default(1),
    year_to: integer('year_to'),
    month_to: integer('month_to'),
    engine: text('engine'),
    cylinders: integer('cylinders'),
    engine_capacity: numeric('engine_capacity', { precision: 3, scale: 1, mode: 'number' }),
    kw_power: integer('kw_power'),
    vehicle_fuel_type_id: integer('vehicle_fuel_type_id').references(() => vehicleFuelTypes.id),
    vehicle_drive_type_id: integer('vehicle_drive_type_id').references(() => vehicleDriveTypes.id),
    vehicle_transmission_id: integer('vehicle_transmission_id').references(() => vehicleTransmissions.id),
    doors: integer('doors'),
    tecdoc_id: integer('tecdoc_id'),
    autoinfo_id: text('autoinfo_id'),
    source: text('source', { enum: ['TecDoc', 'OSCAR', 'Partsflow'] })
      .notNull()
      .default('Partsflow'),
    market: text('market').notNull().default('AU'),
    status: text('status', { enum: ['new', 'updated', 'archived'] }),
    swd_id: text('swd_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicles_make_model_idx').on(t.vehicle_make_id, t.vehicle_model_id, t.year_from),
    index('vehicles_series_trgm').using('gin', sql`${t.series} gin_trgm_ops`),
  ],
);

/** A product's fitment: one application groups vehicles with shared notes, attributes and year range. */
export const vehicleApplications = pgTable(
  'vehicle_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id').notNull(),
    fitment_notes: text('fitment_notes'),
    year_from: integer('year_from'),
    month_from: integer('month_from'),
    year_to: integer('year_to'),
    month_to: integer('month_to'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_applications_product_idx').on(t.product_id)],
);

export const vehicleApplicationVehicles = pgTable(
  'vehicle_application_vehicles',
  {
    vehicle_application_id: integer('vehicle_application_id')
      .notNull()
      .references(() => vehicleApplications.id, { onDelete: 'cascade' }),
    vehicle_id: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
  },
  (t) => [
    uniqueIndex('vehicle_application_vehicles_key').on(t.vehicle_application_id, t.vehicle_id),
    index('vehicle_application_vehicles_vehicle_idx').on(t.vehicle_id),
  ],
);
