import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  customType,
} from 'drizzle-orm/pg-core';
import { teams, users } from '../accounts/accounts.tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    code: text('code'),
    logo_url: text('logo_url'),
    /** The uploaded logo in file storage (png, jpg, jpeg or svg); its thumbnails lie beside it. */
    logo_key: text('logo_key'),
    logo_file_name: text('logo_file_name'),
    logo_content_type: text('logo_content_type'),
    marketplace: boolean('marketplace').notNull().default(true),
    require_merchant_application: boolean('require_merchant_application').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug), index('brands_team_idx').on(t.team_id)],
);

export const subBrands = pgTable(
  'sub_brands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('sub_brands_brand_idx').on(t.brand_id)],
);

/** A user's favourite brands (the brand switcher lists them first). */
export const brandFavourites = pgTable(
  'brand_favourites',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.brand_id] }),
    index('brand_favourites_brand_idx').on(t.brand_id),
  ],
);

/** The brand a user works on in a team (the brand switcher's current brand). */
export const userCurrentBrands = pgTable(
  'user_current_brands',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.team_id] })],
);

/** team_id null and universal false: built-in; universal: shared by every team; else team-owned. */
export const productTypes = pgTable(
  'product_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    code: text('code').notNull(),
    team_id: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    universal: boolean('universal').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('product_types_team_idx').on(t.team_id),
    // Built-in and universal types are unique by code; a team's own types are unique within the team.
    uniqueIndex('product_types_shared_code_key')
      .on(t.code)
      .where(sql`team_id is null`),
    uniqueIndex('product_types_team_code_key')
      .on(t.team_id, t.code)
      .where(sql`team_id is not null`),
    index('product_types_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    parent_id: integer('parent_id'),
  },
  (t) => [index('product_categories_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Denormalised from the brand so every tenant query filters one indexed column.
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    sub_brand_id: integer('sub_brand_id').references(() => subBrands.id),
    product_type_id: integer('product_type_id').references(() => productTypes.id),
    product_category_id: integer('product_category_id').references(() => productCategories.id),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    title: text('title').notNull().default(''),
    manufacturer_sku: text('manufacturer_sku'),
    record_type: text('record_type', { enum: ['Part', 'Assembly'] })
      .notNull()
      .default('Part'),
    description: text('description').notNull().default(''),
    override_title: boolean('override_title').notNull().default(false),
    use_retail_charm_pricing: boolean('use_retail_charm_pricing').notNull().default(false),
    price_cents: integer('price_cents'),
    currency: text('currency').notNull().default('AUD'),
    country_of_origin: text('country_of_origin'),
    published: boolean('published').notNull().default(false),
    purchaseable: boolean('purchaseable').notNull().default(false),
    universal_fitment: boolean('universal_fitment').notNull().default(false),
    catalogue_notes: text('catalogue_notes').notNull().default(''),
    preorder: boolean('preorder').notNull().default(false),
    allow_dropship: boolean('allow_dropship').notNull().default(true),
    is_oem: boolean('is_oem').notNull().default(false),
    lock_details: boolean('lock_details').notNull().default(false),
    generic_image: boolean('generic_image').notNull().default(false),
    search_priority: integer('search_priority').notNull().default(0),
    ta_article_id: text('ta_article_id'),
    product_code: text('product_code'),
    // Counters kept by the services so the list filters (has_attributes, ...) are index scans at a million rows.
    attribute_count: integer('attribute_count').notNull().default(0),
    vehicle_count: integer('vehicle_count').notNull().default(0),
    media_count: integer('media_count').notNull().default(0),
    listing_id: integer('listing_id'),
    listing_status: text('listing_status', { enum: ['draft', 'published', 'invalid', 'archived'] }),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(sku, '') || ' ' || coalesce(title, '') || ' ' || coalesce(manufacturer_sku, ''))`,
    ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_brand_sku_key').on(t.brand_id, t.sku),
    index('products_team_updated_idx').on(t.team_id, t.updated_at, t.id),
    index('products_team_sku_id_idx').on(t.team_id, t.sku, t.id),
    index('products_team_title_id_idx').on(t.team_id, t.title, t.id),
    // Staff see every team: the same sorts without the team prefix.
    index('products_updated_idx').on(t.updated_at, t.id),
    index('products_sku_id_idx').on(t.sku, t.id),
    index('products_title_id_idx').on(t.title, t.id),
    // Filters that match few rows get partial indexes, so "has media" does not walk the whole team.
    index('products_team_media_idx')
      .on(t.team_id, t.updated_at, t.id)
      .where(sql`media_count > 0`),
    index('products_team_listing_idx')
      .on(t.team_id, t.updated_at, t.id)
      .where(sql`listing_id is not null`),
    index('products_team_listing_status_idx')
      .on(t.team_id, t.listing_status, t.updated_at, t.id)
      .where(sql`listing_status is not null`),
    index('products_search_idx').using('gin', t.search_vector),
    // The team and the words in one GIN index (btree_gin): a team's keyword probe and count intersect inside the
    // index instead of ANDing a bitmap of the whole team (docs/decisions/0220-keyword-search.md).
    index('products_team_search_idx').using('gin', t.team_id, t.search_vector),
    index('products_sku_trgm').using('gin', sql`${t.sku} gin_trgm_ops`),
    index('products_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    // List sorts and the brand filter, each served by an index in the team.
    index('products_team_price_idx').on(t.team_id, t.price_cents, t.id),
    index('products_team_brand_sku_idx').on(t.team_id, t.brand_id, t.sku),
  ],
);

export const productNumbers = pgTable(
  'product_numbers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    number_type: text('number_type', { enum: ['gtin', 'oem', 'alternate'] }).notNull(),
    value: text('value').notNull(),
    gtin_type: text('gtin_type'),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    vehicle_make_ids: integer('vehicle_make_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    created_at: createdAt(),
  },
  (t) => [
    index('product_numbers_product_idx').on(t.product_id),
    index('product_numbers_value_trgm').using('gin', sql`${t.value} gin_trgm_ops`),
  ],
);

export const attributeTitles = pgTable(
  'attribute_titles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // null: shared by every team (the platform's attribute dictionary).
    team_id: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data_type: text('data_type', {
      enum: ['alphanumeric', 'numeric', 'lookup', 'boolean', 'without_value'],
    }).notNull(),
    tec_doc_max_length: integer('tec_doc_max_length'),
    tec_doc_criteria_id: integer('tec_doc_criteria_id'),
    parts_db_id: integer('parts_db_id'),
    created_at: createdAt(),
  },
  (t) => [
    index('attribute_titles_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('attribute_titles_team_idx').on(t.team_id),
  ],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attribute_title_id: integer('attribute_title_id')
      .notNull()
      .references(() => attributeTitles.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('attribute_values_title_value_key').on(t.attribute_title_id, t.value)],
);

export const productAttributes = pgTable(
  'product_attributes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attribute_title_id: integer('attribute_title_id')
      .notNull()
      .references(() => attributeTitles.id),
    value: text('value'),
    sequence: integer('sequence').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    index('product_attributes_product_idx').on(t.product_id, t.sequence),
    uniqueIndex('product_attributes_product_title_key').on(t.product_id, t.attribute_title_id),
  ],
);

/** Attribute templates per brand and product type: the default attribute set and order. */
export const attributeTemplates = pgTable(
  'attribute_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    product_type_id: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('attribute_templates_brand_type_key').on(t.brand_id, t.product_type_id)],
);

export const attributeTemplateItems = pgTable(
  'attribute_template_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attribute_template_id: integer('attribute_template_id')
      .notNull()
      .references(() => attributeTemplates.id, { onDelete: 'cascade' }),
    attribute_title_id: integer('attribute_title_id')
      .notNull()
      .references(() => attributeTitles.id),
    sequence: integer('sequence').notNull(),
  },
  (t) => [uniqueIndex('attribute_template_items_key').on(t.attribute_template_id, t.attribute_title_id)],
);

export const packageTypes = pgTable(
  'package_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('package_types_name_key').on(t.name)],
);

/** A product's packages. distributor_id set: a distributor's own package (only those can be removed by a distributor). */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    distributor_id: integer('distributor_id'),
    package_type_id: integer('package_type_id').references(() => packageTypes.id),
    identifier: text('identifier'),
    length: numeric('length', { precision: 12, scale: 3, mode: 'number' }),
    width: numeric('width', { precision: 12, scale: 3, mode: 'number' }),
    height: numeric('height', { precision: 12, scale: 3, mode: 'number' }),
    dimensions_unit: text('dimensions_unit').notNull().default('cm'),
    weight: numeric('weight', { precision: 12, scale: 3, mode: 'number' }),
    weight_unit: text('weight_unit').notNull().default('kg'),
    label: text('label'),
    ships_separate: boolean('ships_separate').notNull().default(false),
    // Packing: Ships As Is (false) or Use Outer Box (true).
    use_outer_box: boolean('use_outer_box').notNull().default(false),
    visible_labels: boolean('visible_labels').notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [index('packages_product_idx').on(t.product_id)],
);

export const dangerousGoodsDefinitions = pgTable(
  'dangerous_goods_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    un_number: text('un_number').notNull(),
    hazard_identifier: text('hazard_identifier').notNull(),
    proper_shipping_name: text('proper_shipping_name').notNull(),
  },
  (t) => [
    index('dg_definitions_un_idx').on(t.un_number),
    uniqueIndex('dg_definitions_un_name_key').on(t.un_number, t.proper_shipping_name),
    index('dg_definitions_name_trgm').using('gin', sql`${t.proper_shipping_name} gin_trgm_ops`),
  ],
);

export const productHazards = pgTable(
  'product_hazards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dangerous_goods_definition_id: integer('dangerous_goods_definition_id')
      .notNull()
      .references(() => dangerousGoodsDefinitions.id),
    created_at: createdAt(),
  },
  (t) => [index('product_hazards_product_idx').on(t.product_id)],
);

/** The amount of a hazard carried in one package (or the product when no package is named). */
export const packageHazards = pgTable(
  'package_hazards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_hazard_id: integer('product_hazard_id')
      .notNull()
      .references(() => productHazards.id, { onDelete: 'cascade' }),
    package_id: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    amount_unit: text('amount_unit', { enum: ['g', 'kg', 'ml', 'l'] })
      .notNull()
      .default('g'),
    supplemental_info: text('supplemental_info'),
  },
  (t) => [index('package_hazards_hazard_idx').on(t.product_hazard_id)],
);

export const harmonizedSystemCodes = pgTable(
  'harmonized_system_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    uniqueIndex('hs_codes_code_key').on(t.code),
    index('hs_codes_description_trgm').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

/** country_code null is the Default row. */
export const productHsCodes = pgTable(
  'product_hs_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    country_code: text('country_code'),
    harmonized_system_code_id: integer('harmonized_system_code_id')
      .notNull()
      .references(() => harmonizedSystemCodes.id),
    created_at: createdAt(),
  },
  (t) => [index('product_hs_codes_product_idx').on(t.product_id)],
);

export const productPrices = pgTable(
  'product_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price_cents: integer('price_cents'),
    cost_price_cents: integer('cost_price_cents'),
    currency: text('currency').notNull().default('AUD'),
    storefront_price_cents: integer('storefront_price_cents'),
    amazon_price_cents: integer('amazon_price_cents'),
    ebay_price_cents: integer('ebay_price_cents'),
    google_price_cents: integer('google_price_cents'),
    synced_at: timestamp('synced_at', { withTimezone: true }),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('product_prices_product_key').on(t.product_id)],
);

/** Parts of an assembly (the assembly is the parent). */
export const productComponents = pgTable(
  'product_components',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parent_product_id: integer('parent_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    child_product_id: integer('child_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    vehicle_primary: boolean('vehicle_primary').notNull().default(false),
    include_media: boolean('include_media').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_components_pair_key').on(t.parent_product_id, t.child_product_id),
    index('product_components_child_idx').on(t.child_product_id),
  ],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    media_type: text('media_type', { enum: ['image', 'document', 'video', 'model', 'chart'] }).notNull(),
    title: text('title'),
    file_name: text('file_name').notNull(),
    storage_key: text('storage_key').notNull(),
    position: integer('position').notNull().default(1),
    /** The stored file's content type and size (null on rows made before uploads recorded them). */
    content_type: text('content_type'),
    size_bytes: integer('size_bytes'),
    /** Image thumbnails were made beside the original (`{key}.small.webp`, medium, large). */
    has_thumbnails: boolean('has_thumbnails').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [index('product_media_product_idx').on(t.product_id, t.position)],
);

export const crossSells = pgTable(
  'cross_sells',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    related_product_id: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relationship_type: text('relationship_type').notNull(),
    catalogue_notes: text('catalogue_notes'),
  },
  (t) => [index('cross_sells_product_idx').on(t.product_id)],
);

export const productIssues = pgTable(
  'product_issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    issue: text('issue').notNull(),
    reporting_team_id: integer('reporting_team_id').references(() => teams.id, { onDelete: 'set null' }),
    reporting_user_email: text('reporting_user_email'),
    /** Set on issues the fitment linter raised: the finding's key (kind, vehicle, applications). */
    lint_key: text('lint_key'),
    resolved: boolean('resolved').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('product_issues_product_idx').on(t.product_id),
    index('product_issues_team_idx').on(t.team_id, t.resolved, t.created_at),
    uniqueIndex('product_issues_lint_key').on(t.product_id, t.lint_key),
  ],
);

/**
 * A bulk action over products (publish, unpublish, purchasable, unpurchasable) or the revert of a change set, run
 * as a background job in chunks of product ids in id order: `cursor` is the last id finished, so a job killed
 * midway resumes where it stopped. Its history entries carry `change_set_id`. See docs/decisions/0241-bulk-actions.md.
 */
export const catalogueBulkJobs = pgTable(
  'catalogue_bulk_jobs',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** `{product_ids}` for selected rows, `{filters, query}` for every row matching the list's filters, or `{change_set_id}` for a revert. */
    selection: jsonb('selection').$type<Record<string, unknown>>().notNull(),
    change_set_id: integer('change_set_id').notNull(),
    user_id: integer('user_id'),
    user_name: text('user_name'),
    staff: boolean('staff').notNull().default(false),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    cursor: integer('cursor').notNull().default(0),
    status: text('status', { enum: ['running', 'completed', 'failed'] })
      .notNull()
      .default('running'),
    error: text('error'),
    /** Bumped after every chunk: a running job without progress for minutes has lost its worker. */
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: createdAt(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // One running bulk job per team: a second start while one runs is refused (409).
    uniqueIndex('catalogue_bulk_jobs_running_key')
      .on(t.team_id)
      .where(sql`status = 'running'`),
  ],
);
// Export templates, scheduled data exports and their runs live in their own sub-folder.
export * from './exports/exports.tables.ts';
export * from './imports/imports.tables.ts';
