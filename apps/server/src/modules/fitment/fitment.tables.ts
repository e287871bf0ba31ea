import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
/** Titles of application attributes (Position, Side, ...): shared reference data like the lookups. */
export const vehicleAttributeTitles = lookup('vehicle_attribute_titles');

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
    /** Make, model, series, variant, engine and years as words: the picker's and admin table's keyword search. */
    search_text: text('search_text').notNull().default(''),
    /** Set by a link, unlink or override of an external vehicle; the reindex job applies them and clears it. */
    needs_reindex: boolean('needs_reindex').notNull().default(false),
  },
  (t) => [
    index('vehicles_make_model_idx').on(t.vehicle_make_id, t.vehicle_model_id, t.year_from),
    index('vehicles_series_trgm').using('gin', sql`${t.series} gin_trgm_ops`),
    // The admin table's default order and the picker's keyword search.
    index('vehicles_updated_idx').on(t.updated_at, t.id),
    index('vehicles_model_idx').on(t.vehicle_model_id, t.year_from),
    index('vehicles_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
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

/** An attribute of one application (Position: Front). */
export const vehicleApplicationAttributes = pgTable(
  'vehicle_application_attributes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicle_application_id: integer('vehicle_application_id')
      .notNull()
      .references(() => vehicleApplications.id, { onDelete: 'cascade' }),
    vehicle_attribute_title_id: integer('vehicle_attribute_title_id')
      .notNull()
      .references(() => vehicleAttributeTitles.id),
    attribute_value: text('attribute_value').notNull(),
  },
  (t) => [index('vehicle_application_attributes_application_idx').on(t.vehicle_application_id)],
);

/**
 * A vehicle as an external source (TecDoc-like, OSCAR-like) describes it, in that source's own vocabulary; the
 * import upserts by (external_source, external_id). Staff may edit the cells (the Edit modal).
 */
export const externalVehicles = pgTable(
  'external_vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    external_source: text('external_source', { enum: ['TecDoc', 'OSCAR'] }).notNull(),
    external_group_id: text('external_group_id').notNull(),
    external_id: text('external_id').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    series: text('series'),
    body: text('body'),
    year_from: integer('year_from'),
    month_from: integer('month_from'),
    year_to: integer('year_to'),
    month_to: integer('month_to'),
    variant: text('variant'),
    engine: text('engine'),
    engine_capacity: numeric('engine_capacity', { precision: 3, scale: 1, mode: 'number' }),
    fuel_type: text('fuel_type'),
    drive_type: text('drive_type'),
    transmission: text('transmission'),
    kw_power: numeric('kw_power', { precision: 4, scale: 0, mode: 'number' }),
    cylinders: integer('cylinders'),
    /**
     * The vehicle translation layer (the most precise): attribute to the value that replaces the source's word
     * for this one vehicle. Lookups as `{id}` of the platform's lookup, text as strings, numbers as numbers.
     */
    vehicle_translation: jsonb('vehicle_translation').$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_vehicles_source_id_key').on(t.external_source, t.external_id),
    index('external_vehicles_make_model_idx').on(t.make, t.model),
  ],
);

/**
 * The global translation layer: a source's word for a make, model, body, fuel type or drive type, and the
 * platform lookup row it means (TecDoc's "Pick-up" is the platform's Utility). The least precise layer.
 */
export const vehicleTermTranslations = pgTable(
  'vehicle_term_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    external_source: text('external_source', { enum: ['TecDoc', 'OSCAR'] }).notNull(),
    section: text('section', { enum: ['make', 'model', 'body', 'fuel_type', 'drive_type'] }).notNull(),
    term: text('term').notNull(),
    /** The id in the section's lookup (vehicle_makes, vehicle_models, vehicle_bodies, ...). */
    internal_id: integer('internal_id').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vehicle_term_translations_key').on(t.external_source, t.section, t.term)],
);

/** The group translation layer: values for every external vehicle of one source group (a model series). */
export const externalVehicleGroupTranslations = pgTable(
  'external_vehicle_group_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    external_source: text('external_source', { enum: ['TecDoc', 'OSCAR'] }).notNull(),
    external_group_id: text('external_group_id').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('external_vehicle_group_translations_key').on(t.external_source, t.external_group_id)],
);

/** A candidate pairing of a platform vehicle with an external vehicle: scored, then approved or declined. */
export const externalVehicleLinks = pgTable(
  'external_vehicle_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicle_id: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    external_vehicle_id: integer('external_vehicle_id')
      .notNull()
      .references(() => externalVehicles.id, { onDelete: 'cascade' }),
    /** null unconfirmed, true approved (Linked), false declined. */
    approved: boolean('approved'),
    /** 0 to 1 (docs/decisions/0810-external-vehicle-matching.md); shown times 100. */
    match_score: doublePrecision('match_score').notNull(),
    /** Per-attribute overrides: attribute name to use_attribute (take the external value on reindex). */
    overrides: jsonb('overrides').$type<Record<string, boolean>>().notNull().default({}),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_vehicle_links_pair_key').on(t.vehicle_id, t.external_vehicle_id),
    index('external_vehicle_links_external_idx').on(t.external_vehicle_id),
  ],
);

/** Staging of the catalogue's Import Vehicle Fitments (platform/imports): one vehicle of one product per row. */
export const fitmentImportRows = pgTable(
  'fitment_import_rows',
  {
    import_id: integer('import_id').notNull(),
    line: integer('line').notNull(),
    sku: text('sku').notNull(),
    vehicle_id: integer('vehicle_id').notNull(),
    fitment_notes: text('fitment_notes'),
    year_from: integer('year_from'),
    year_to: integer('year_to'),
  },
  (t) => [index('fitment_import_rows_import_idx').on(t.import_id)],
);
