import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Staging tables of the catalogue's imports (platform/imports README): the valid rows of one import, COPYed here
 * by the pipeline and loaded into the catalogue by one set-based statement of the import type.
 */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    import_id: integer('import_id').notNull(),
    line: integer('line').notNull(),
    brand_id: integer('brand_id').notNull(),
    sku: text('sku').notNull(),
    slug: text('slug').notNull(),
    title: text('title'),
    description: text('description'),
    manufacturer_sku: text('manufacturer_sku'),
    price_cents: integer('price_cents'),
    record_type: text('record_type'),
    published: boolean('published'),
    country_of_origin: text('country_of_origin'),
    product_type_id: integer('product_type_id'),
    sub_brand_id: integer('sub_brand_id'),
  },
  (t) => [index('product_import_rows_import_idx').on(t.import_id)],
);

export const packageImportRows = pgTable(
  'package_import_rows',
  {
    import_id: integer('import_id').notNull(),
    line: integer('line').notNull(),
    sku: text('sku').notNull(),
    identifier: text('identifier').notNull(),
    package_type_id: integer('package_type_id'),
    length: numeric('length', { precision: 12, scale: 3, mode: 'number' }),
    width: numeric('width', { precision: 12, scale: 3, mode: 'number' }),
    height: numeric('height', { precision: 12, scale: 3, mode: 'number' }),
    dimensions_unit: text('dimensions_unit').notNull(),
    weight: numeric('weight', { precision: 12, scale: 3, mode: 'number' }),
    weight_unit: text('weight_unit').notNull(),
    ships_separate: boolean('ships_separate'),
  },
  (t) => [index('package_import_rows_import_idx').on(t.import_id)],
);

export const attributeImportRows = pgTable(
  'attribute_import_rows',
  {
    import_id: integer('import_id').notNull(),
    line: integer('line').notNull(),
    sku: text('sku').notNull(),
    attribute_title_id: integer('attribute_title_id').notNull(),
    value: text('value'),
  },
  (t) => [index('attribute_import_rows_import_idx').on(t.import_id)],
);
