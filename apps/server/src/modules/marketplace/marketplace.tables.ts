import { sql } from 'drizzle-orm';
import {
  boolean,
  numeric,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { teams } from '../accounts/accounts.tables.ts';
import { brands, products } from '../catalogue/catalogue.tables.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A merchant's connected store. `platform` sandbox is the built-in stateful store the demo runs on. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform', { enum: ['sandbox', 'shopify', 'woocommerce'] })
      .notNull()
      .default('sandbox'),
    domain: text('domain').notNull(),
    settings: jsonb('settings').notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_team_idx').on(t.team_id)],
);

/**
 * A brand's marketplace listing: one or more of its products as variants. `state` is what the brand chose
 * (draft, published, archived); the status shown is `invalid` while `validations` is not empty.
 */
export const listings = pgTable(
  'listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    handle: text('handle').notNull(),
    description: text('description').notNull().default(''),
    is_purchasable: boolean('is_purchasable').notNull().default(true),
    state: text('state', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    visible_on_marketplace: boolean('visible_on_marketplace').notNull().default(false),
    /** Attribute names that define the variants, in order (at most three). */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** Store ids of the brand's own integrations the listing is pushed to. */
    integrations: jsonb('integrations').$type<number[]>().notNull().default([]),
    /** Why the listing is invalid (empty: valid), recomputed whenever a product of it changes. */
    validations: jsonb('validations').$type<string[]>().notNull().default([]),
    /** The variants' SKUs, space-separated: a copy kept on every save for searching drafts by SKU. */
    sku_text: text('sku_text').notNull().default(''),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('listings_team_updated_idx').on(t.team_id, t.updated_at, t.id),
    index('listings_brand_idx').on(t.brand_id),
  ],
);

/** The products of a listing (its variants). A product is in at most one listing. */
export const listingProducts = pgTable(
  'listing_products',
  {
    listing_id: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    attribute_overrides: jsonb('attribute_overrides').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.listing_id, t.product_id] }),
    uniqueIndex('listing_products_product_key').on(t.product_id),
  ],
);

/** A merchant's draft of a listing (the import list). One per team and listing. */
export const importListings = pgTable(
  'import_listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    listing_id: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    // null: the listing's own value.
    title: text('title'),
    description: text('description'),
    sku: text('sku'),
    handle: text('handle'),
    variant_overrides: jsonb('variant_overrides')
      .$type<{ id: number; field: 'price' | 'sku'; value: string }[]>()
      .notNull()
      .default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('import_listings_team_listing_key').on(t.team_id, t.listing_id),
    index('import_listings_team_idx').on(t.team_id, t.id),
  ],
);

/** A brand's seller agreement, which merchants accept once before publishing its listings. */
export const sellerAgreements = pgTable('seller_agreements', {
  brand_id: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  /** Edited in the catalogue's brand editor (Seller Agreements tab); an inactive agreement asks nothing of merchants. */
  active: boolean('active').notNull().default(true),
  max_discount_percent: numeric('max_discount_percent', { precision: 5, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  updated_at: updatedAt(),
});

export const agreementAcceptances = pgTable(
  'seller_agreement_acceptances',
  {
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accepted_by: text('accepted_by'),
    accepted_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.team_id, t.brand_id] })],
);

/** The merchant team's marketplace plan: `subscription_active` gates publishing (billing fills it in). */
export const marketplaceSubscriptions = pgTable('marketplace_subscriptions', {
  team_id: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(false),
  plan: text('plan'),
  /** The plan's listings limit (billing sets it; null: no limit). Publishing more listings is refused. */
  listings_limit: integer('listings_limit'),
  updated_at: updatedAt(),
});

/**
 * The link between a listing, the store product publishing made and the merchant: what My Products shows.
 * One per store and listing, so publishing again updates. `claimed_until` serialises concurrent publishes of one
 * pair without holding a transaction across the store call.
 */
export const storeProducts = pgTable(
  'merchant_store_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    listing_id: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    external_id: text('external_id'),
    published_at: timestamp('published_at', { withTimezone: true }),
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('merchant_store_products_store_listing_key').on(t.store_id, t.listing_id),
    index('merchant_store_products_team_listing_idx').on(t.team_id, t.listing_id),
  ],
);

/** A bulk publish: its items, stores and progress. The pg-boss job works it; a rerun resumes after `cursor`. */
export const publishJobs = pgTable(
  'publish_jobs',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    import_listing_ids: jsonb('import_listing_ids').$type<number[]>().notNull(),
    store_ids: jsonb('store_ids').$type<number[]>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    /** The last import listing id finished, in id order. */
    cursor: integer('cursor').notNull().default(0),
    errors: jsonb('errors').$type<{ message: string }[]>().notNull().default([]),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('publish_jobs_team_idx').on(t.team_id)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Source Products: one search document per published listing, kept by the marketplace whenever the listing or
 * one of its products changes (the words come from several catalogue tables, so they are copied here: title,
 * brand, SKUs, alternate SKUs, attribute values). Searched through platform/search.
 */
export const searchDocs = pgTable(
  'marketplace_search_docs',
  {
    id: integer('id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    team_id: integer('team_id').notNull(),
    brand_id: integer('brand_id').notNull(),
    brand: text('brand').notNull(),
    product_type: text('product_type'),
    title: text('title').notNull(),
    /** The first variant's SKU: exact and prefix matches of it rank first. */
    sku: text('sku').notNull(),
    /** Every variant SKU and alternate SKU, space-separated: fragments of codes match it (trigram index). */
    codes: text('codes').notNull(),
    image: text('image'),
    price_cents: integer('price_cents'),
    cost_cents: integer('cost_cents'),
    variants: jsonb('variants').$type<{ sku: string; title: string; price: number | null }[]>().notNull(),
    has_distribution: boolean('has_distribution').notNull().default(false),
    valid: boolean('valid').notNull().default(true),
    visible: boolean('visible').notNull().default(false),
    imports_count: integer('imports_count').notNull().default(0),
    orders_count: integer('orders_count').notNull().default(0),
    /** Brand, SKUs, alternate SKUs, attribute values and product type: the words besides the title. */
    search_text: text('search_text').notNull().default(''),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || to_tsvector('simple', coalesce(search_text, ''))`,
    ),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('marketplace_search_docs_vector_idx').using('gin', t.search_vector),
    index('marketplace_search_docs_codes_trgm').using('gin', sql`${t.codes} gin_trgm_ops`),
    index('marketplace_search_docs_sku_idx').on(sql`lower(${t.sku})`),
    index('marketplace_search_docs_cost_idx').on(t.visible, t.cost_cents, t.id),
    index('marketplace_search_docs_new_idx').on(t.visible, t.created_at, t.id),
    index('marketplace_search_docs_orders_idx').on(t.visible, t.orders_count, t.id),
    index('marketplace_search_docs_imports_idx').on(t.visible, t.imports_count, t.id),
    index('marketplace_search_docs_brand_idx').on(t.brand_id, t.cost_cents, t.id),
    index('marketplace_search_docs_type_idx').on(t.product_type, t.cost_cents, t.id),
    index('marketplace_search_docs_team_idx').on(t.team_id),
  ],
);

/**
 * My Products: a product of one of the merchant's stores as the last sync read it, matched to the catalogue.
 * Synced: publishing made it (a published listing's product, manufacturer managed); Linked: a variant SKU matches a
 * catalogue SKU; Not Linked: the merchant's own. One row per store product, so a resumed sync never duplicates.
 */
export const merchantProducts = pgTable(
  'merchant_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The store's own id of the product. */
    external_id: text('external_id').notNull(),
    title: text('title').notNull(),
    /** The first variant's SKU. */
    sku: text('sku').notNull(),
    brand: text('brand').notNull().default(''),
    image: text('image'),
    status: text('status', { enum: ['Synced', 'Linked', 'Not Linked'] }).notNull(),
    published: boolean('published').notNull().default(true),
    variants: jsonb('variants')
      .$type<{ sku: string; supplier_sku: string | null; title: string }[]>()
      .notNull()
      .default([]),
    /** The catalogue product the first matched variant is (Synced and Linked). */
    catalogue_product_id: integer('catalogue_product_id'),
    listing_id: integer('listing_id'),
    /** Title, brand and every variant SKU, lower-cased: what the search box matches. */
    search_text: text('search_text').notNull().default(''),
    /** The sync job that last read it: a finished sync removes the store's products it did not see. */
    sync_job_id: text('sync_job_id'),
    synced_at: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_products_store_external_key').on(t.store_id, t.external_id),
    index('merchant_products_team_idx').on(t.team_id, t.id),
    index('merchant_products_team_status_idx').on(t.team_id, t.status, t.id),
    index('merchant_products_team_brand_idx').on(t.team_id, t.brand, t.id),
    index('merchant_products_team_store_idx').on(t.team_id, t.store_id, t.id),
    index('merchant_products_team_published_idx').on(t.team_id, t.published, t.id),
    index('merchant_products_team_sku_idx').on(t.team_id, sql`lower(${t.sku})`),
    index('merchant_products_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

/** An attribute the merchant gave a product (Attributes tab). */
export const merchantProductAttributes = pgTable(
  'merchant_product_attributes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchant_product_id: integer('merchant_product_id')
      .notNull()
      .references(() => merchantProducts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    value: text('value').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_product_attributes_title_key').on(t.merchant_product_id, sql`lower(${t.title})`),
  ],
);

/** A vehicle of the platform's catalogue the merchant says the product fits (Vehicles tab). */
export const merchantProductVehicles = pgTable(
  'merchant_product_vehicles',
  {
    merchant_product_id: integer('merchant_product_id')
      .notNull()
      .references(() => merchantProducts.id, { onDelete: 'cascade' }),
    vehicle_id: integer('vehicle_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchant_product_id, t.vehicle_id] })],
);

/**
 * A sync of one store's products into My Products. At most one open job per store (the partial unique index), so
 * two Sync All requests at once start one. The worker reads the store a page at a time from `cursor`; a rerun after
 * a restart resumes there and upserts by store product id.
 */
export const merchantSyncJobs = pgTable(
  'merchant_sync_jobs',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    cursor: integer('cursor').notNull().default(0),
    errors: jsonb('errors')
      .$type<{ code: string; shop_name: string; message: string }[]>()
      .notNull()
      .default([]),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_sync_jobs_open_key')
      .on(t.store_id)
      .where(sql`finished_at is null and cancelled_at is null`),
    index('merchant_sync_jobs_team_idx').on(t.team_id, t.created_at),
  ],
);

/**
 * A merchant team's marketplace settings (merchant-marketplace 2.9): one row per setting changed from its default
 * (the definitions and defaults live in the contracts package).
 */
export const marketplaceTeamSettings = pgTable(
  'marketplace_team_settings',
  {
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').$type<boolean | number | string>().notNull(),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.team_id, t.namespace, t.key] })],
);

/** A catalogue product a merchant team lists on Amazon (merchant-marketplace 2.7); one per team and product. */
export const amazonListings = pgTable(
  'amazon_listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('amazon_listings_team_product_key').on(t.team_id, t.product_id),
    index('amazon_listings_team_idx').on(t.team_id, t.id),
    // Deleting a catalogue product cascades here.
    index('amazon_listings_product_idx').on(t.product_id),
  ],
);

/** An Export CSV of a team's Amazon listings, written by a background job into file storage. */
export const amazonExports = pgTable(
  'amazon_exports',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    file_key: text('file_key'),
    error: text('error'),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('amazon_exports_team_idx').on(t.team_id, t.created_at)],
);
