import type { Database } from '../platform/db/client.ts';
import { ensureCatalogueReferenceData } from '../modules/catalogue/index.ts';
import type { DemoTeams } from './demo-accounts.ts';
import {
  ATTRIBUTES,
  BRANDS,
  BRAND_TEAMS,
  CATEGORY_TREE,
  DANGEROUS_GOODS,
  HS_CODES,
  PACKAGE_TYPES,
  PRODUCT_TYPES,
  type ProductTypeDef,
} from './catalogue-data.ts';
import { DISTRIBUTORS, STORES, defaultPickupHours } from './network-data.ts';
import {
  CatalogueGenerator,
  GENERATOR_BATCH,
  generateVehicles,
  type GeneratedProduct,
  type GeneratedVehicle,
} from './generator.ts';
import {
  allocateIds,
  dropSecondaryIndexes,
  insertRows,
  intArrayLiteral,
  openBulkConnection,
  RowSet,
  type SqlSession,
} from './bulk-sql.ts';

export const DEFAULT_DEMO_PRODUCTS = 2400;
export const DEFAULT_DEMO_SEED = 20261122;

export interface DemoPlatformOptions {
  /** Products in the catalogue (default 2,400). */
  products?: number;
  seed?: number;
  /** Vehicles in the vehicle catalogue (default: 600, growing slowly with the product count). */
  vehicles?: number;
  /** Products per write transaction; a multiple of GENERATOR_BATCH is best. */
  writeBatch?: number;
  onProgress?: (progress: DemoProgress) => void;
  /**
   * PostgreSQL only: drop the catalogue's secondary indexes for the load and build them once at the end
   * (worth it from about 100,000 products).
   */
  deferIndexes?: boolean;
  onIndexBuilt?: (name: string, ms: number) => void;
}

export interface DemoProgress {
  phase: 'reference' | 'products' | 'indexes' | 'done';
  products: number;
  totalProducts: number;
  rows: number;
  elapsedMs: number;
}

export interface DemoSummary {
  products: number;
  vehicles: number;
  rows: Record<string, number>;
  elapsedMs: number;
}

/** The tables a product batch writes: their secondary indexes are rebuilt after a deferred load. */
const BULK_TABLES = [
  'products',
  'product_prices',
  'product_attributes',
  'product_numbers',
  'packages',
  'product_hazards',
  'package_hazards',
  'product_hs_codes',
  'product_components',
  'vehicle_applications',
  'vehicle_application_vehicles',
  'audits',
  'product_issues',
  'inventory_items',
] as const;

/** The vehicle count for a catalogue of `products`: 600 for the demo, growing gently for benchmarks. */
export function vehiclesFor(products: number): number {
  return Math.round(600 + Math.max(0, products - DEFAULT_DEMO_PRODUCTS) / 250);
}

interface Refs {
  teams: DemoTeams;
  brandIds: number[];
  brandTeamIds: number[];
  subBrandIds: number[][];
  productTypeIds: Map<string, number>;
  categoryIds: Map<string, number>;
  /** attribute name -> id, per brand team index (team-owned titles resolve for their team only). */
  attributeIds: Map<string, number>[];
  packageTypeIds: Map<string, number>;
  dgIds: Map<string, number>;
  hsIds: Map<string, number>;
  vehicleIds: number[];
  makeIds: Map<string, number>;
  /** [distributor][location] -> location id. */
  locationIds: number[][];
  /** Who made a brand team's changes (its admin), and the platform staff user. */
  brandUsers: ({ id: number; name: string } | null)[];
  staffUser: { id: number; name: string } | null;
  merchantEmails: (string | null)[];
}

/**
 * Builds the demo platform around the demo teams: brands, product types, attributes, vehicles, stores,
 * distributors with stock, and a catalogue of `products` products with their packages, numbers, fitment and
 * history. Deterministic for a seed. Streams the catalogue in batches, so a million products fit in memory.
 */
export async function seedDemoPlatform(
  database: Database,
  teams: DemoTeams,
  opts: DemoPlatformOptions = {},
): Promise<DemoSummary> {
  const started = Date.now();
  const total = opts.products ?? DEFAULT_DEMO_PRODUCTS;
  const seed = opts.seed ?? DEFAULT_DEMO_SEED;
  const large = total > 100_000;
  const vehicles = generateVehicles(seed, opts.vehicles ?? vehiclesFor(total));
  const rows: Record<string, number> = {};
  const count = (table: string, n: number) => {
    rows[table] = (rows[table] ?? 0) + n;
  };
  const rowTotal = () => Object.values(rows).reduce((a, b) => a + b, 0);
  const progress = (phase: DemoProgress['phase'], products: number) =>
    opts.onProgress?.({
      phase,
      products,
      totalProducts: total,
      rows: rowTotal(),
      elapsedMs: Date.now() - started,
    });

  // The catalogue's reference rows (built-in types, dangerous goods, HS codes, categories) come first, so the
  // demo uses those rows rather than adding look-alikes; idempotent, and already done when the app has started.
  await ensureCatalogueReferenceData(database.db);
  const conn = await openBulkConnection(database);
  try {
    const refs = await conn.transaction((s) => seedReference(s, teams, vehicles, count));
    progress('reference', 0);

    const generator = new CatalogueGenerator({
      seed,
      vehicles,
      maxUpdateAudits: large ? 2 : 3,
      stockShare: large ? 0.5 : 1,
    });
    const writeBatch = Math.max(GENERATOR_BATCH, opts.writeBatch ?? GENERATOR_BATCH);
    const deferred =
      opts.deferIndexes && conn.kind === 'postgresql' ? await dropSecondaryIndexes(conn, BULK_TABLES) : null;
    let done = 0;
    let pending: Promise<void> | null = null;
    try {
      while (done < total) {
        const batches: GeneratedProduct[][] = [];
        let inWrite = 0;
        while (inWrite < writeBatch && done + inWrite < total) {
          const size = Math.min(GENERATOR_BATCH, total - done - inWrite);
          batches.push(generator.nextBatch(size));
          inWrite += size;
        }
        // Generate the next batch while the database writes this one.
        if (pending) await pending;
        const doneAfter = done + inWrite;
        pending = conn
          .transaction((s) => writeProducts(s, refs, batches, count))
          .then(() => progress('products', doneAfter));
        done = doneAfter;
      }
      if (pending) await pending;
      await conn.transaction((s) => seedUnmatchedStock(s, refs, seed, count));
    } finally {
      // Even after a failure: a database without its indexes is worse than a half-seeded one.
      await pending?.catch(() => undefined);
      if (deferred) {
        progress('indexes', done);
        await conn.query(`SET maintenance_work_mem = '512MB'`);
        await deferred.rebuild(opts.onIndexBuilt);
        await conn.query(`RESET maintenance_work_mem`);
      }
    }
    progress('done', total);
  } finally {
    conn.release();
  }
  return { products: total, vehicles: vehicles.length, rows, elapsedMs: Date.now() - started };
}

// ---------------------------------------------------------------- reference rows

async function seedReference(
  s: SqlSession,
  teams: DemoTeams,
  vehicles: GeneratedVehicle[],
  count: (table: string, n: number) => void,
): Promise<Refs> {
  if (teams.brands.length < BRAND_TEAMS.length) throw new Error('the demo needs three brand teams');
  const brandTeamIds = teams.brands;

  const members = await s.query<{
    team_id: number;
    user_id: number;
    email: string;
    name: string;
    staff: boolean;
  }>(
    `SELECT m.team_id, u.id AS user_id, u.email, u.name, u.staff FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.admin ORDER BY u.id`,
  );
  const adminOf = (teamId: number) => members.find((m) => m.team_id === teamId && !m.staff);
  const staff = await s.query<{ id: number; name: string }>(
    `SELECT id, name FROM users WHERE staff ORDER BY id LIMIT 1`,
  );

  // Dangerous goods and HS codes are reference data the catalogue module loads; add only what is missing.
  const dg = new RowSet('dangerous_goods_definitions', [
    ['un_number', 'text'],
    ['hazard_identifier', 'text'],
    ['proper_shipping_name', 'text'],
  ]);
  const knownDg = await s.query<{ id: number; un_number: string }>(
    `SELECT id, un_number FROM dangerous_goods_definitions WHERE un_number = ANY($1::text[]) ORDER BY id`,
    [DANGEROUS_GOODS.map((d) => d.un)],
  );
  for (const d of DANGEROUS_GOODS) {
    if (!knownDg.some((k) => k.un_number === d.un)) dg.push(d.un, d.hazard, d.name);
  }
  count('dangerous_goods_definitions', dg.size);
  const newDg = await insertRows<{ id: number; un_number: string }>(s, dg, { returning: 'id, un_number' });
  const dgIds = new Map<string, number>();
  for (const r of [...knownDg, ...newDg]) if (!dgIds.has(r.un_number)) dgIds.set(r.un_number, r.id);

  const hs = new RowSet('harmonized_system_codes', [
    ['code', 'text'],
    ['description', 'text'],
  ]);
  for (const h of HS_CODES) hs.push(h.code, h.description);
  const newHs = await insertRows(s, hs, { onConflict: '(code) DO NOTHING', returning: 'id' });
  count('harmonized_system_codes', newHs.length);
  const hsIds = new Map(
    (
      await s.query<{ id: number; code: string }>(
        `SELECT id, code FROM harmonized_system_codes WHERE code = ANY($1::text[])`,
        [HS_CODES.map((h) => h.code)],
      )
    ).map((r) => [r.code, r.id]),
  );

  const packageTypeIds = await ensureNamed(s, 'package_types', 'name', PACKAGE_TYPES, count);

  // Categories: the top level, then their children.
  const categoryIds = await ensureNamed(
    s,
    'product_categories',
    'name',
    CATEGORY_TREE.map(([p]) => p),
    count,
  );
  const children = new RowSet('product_categories', [
    ['name', 'text'],
    ['parent_id', 'int'],
  ]);
  const existingCategories = await s.query<{ id: number; name: string }>(
    `SELECT id, name FROM product_categories`,
  );
  for (const [parent, names] of CATEGORY_TREE) {
    for (const name of names) {
      if (!existingCategories.some((c) => c.name === name)) children.push(name, categoryIds.get(parent));
    }
  }
  count('product_categories', children.size);
  await insertRows(s, children);
  for (const r of await s.query<{ id: number; name: string }>(
    `SELECT id, name FROM product_categories ORDER BY id`,
  )) {
    if (!categoryIds.has(r.name)) categoryIds.set(r.name, r.id);
  }

  // Product types: built-in and universal ones are shared (team null, unique by code); the rest belong to a
  // brand team. The catalogue module may have loaded the built-in ones already.
  const productTypeIds = new Map<string, number>();
  for (const t of PRODUCT_TYPES) {
    const teamId = typeof t.owner === 'number' ? brandTeamIds[t.owner] : null;
    const universal = t.owner === 'universal';
    const find = () =>
      s.query<{ id: number }>(
        `SELECT id FROM product_types WHERE code = $1 AND team_id IS NOT DISTINCT FROM $2::int ORDER BY id LIMIT 1`,
        [t.code, teamId],
      );
    let [found] = await find();
    if (!found) {
      await s.query(
        `INSERT INTO product_types (title, code, team_id, universal) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [t.title, t.code, teamId, universal],
      );
      count('product_types', 1);
      [found] = await find();
    }
    if (!found) throw new Error(`product type ${t.code} could not be created`);
    productTypeIds.set(t.key, found.id);
  }

  // Attribute titles: the shared dictionary plus a few team-owned ones; lookup values for lists.
  const attributeIds: Map<string, number>[] = BRAND_TEAMS.map(() => new Map());
  for (const a of ATTRIBUTES) {
    const teamId = a.team === undefined ? null : brandTeamIds[a.team];
    let [found] = await s.query<{ id: number }>(
      `SELECT id FROM attribute_titles WHERE name = $1 AND team_id IS NOT DISTINCT FROM $2::int ORDER BY id LIMIT 1`,
      [a.name, teamId],
    );
    if (!found) {
      [found] = await s.query<{ id: number }>(
        `INSERT INTO attribute_titles (team_id, name, data_type, tec_doc_criteria_id, tec_doc_max_length)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [teamId, a.name, a.dataType, a.tecDocCriteriaId ?? null, a.dataType === 'alphanumeric' ? 60 : null],
      );
      count('attribute_titles', 1);
    }
    const id = (found as { id: number }).id;
    attributeIds.forEach((m, team) => {
      if (a.team === undefined || a.team === team) m.set(a.name, id);
    });
    if (a.dataType === 'lookup' && a.values) {
      const values = new RowSet('attribute_values', [
        ['attribute_title_id', 'int'],
        ['value', 'text'],
      ]);
      for (const v of a.values) values.push(id, v);
      const added = await insertRows(s, values, {
        onConflict: '(attribute_title_id, value) DO NOTHING',
        returning: 'id',
      });
      count('attribute_values', added.length);
    }
  }

  // Brands, sub-brands and an attribute template per brand and product type.
  const brandRows = new RowSet('brands', [
    ['team_id', 'int'],
    ['name', 'text'],
    ['slug', 'text'],
    ['code', 'text'],
    ['marketplace', 'boolean'],
    ['require_merchant_application', 'boolean'],
  ]);
  for (const b of BRANDS) {
    brandRows.push(
      brandTeamIds[b.team],
      b.name,
      b.slug,
      b.code,
      b.marketplace,
      b.slug === 'apex-performance',
    );
  }
  count('brands', brandRows.size);
  const insertedBrands = await insertRows<{ id: number; slug: string }>(s, brandRows, {
    returning: 'id, slug',
  });
  const brandIds = BRANDS.map((b) => (insertedBrands.find((r) => r.slug === b.slug) as { id: number }).id);

  const subBrandRows = new RowSet('sub_brands', [
    ['brand_id', 'int'],
    ['name', 'text'],
  ]);
  BRANDS.forEach((b, i) => b.subBrands.forEach((name) => subBrandRows.push(brandIds[i], name)));
  count('sub_brands', subBrandRows.size);
  const insertedSubBrands = await insertRows<{ id: number; brand_id: number; name: string }>(
    s,
    subBrandRows,
    {
      returning: 'id, brand_id, name',
    },
  );
  const subBrandIds = BRANDS.map((b, i) =>
    b.subBrands.map(
      (name) =>
        (insertedSubBrands.find((r) => r.brand_id === brandIds[i] && r.name === name) as { id: number }).id,
    ),
  );

  const templates = new RowSet('attribute_templates', [
    ['team_id', 'int'],
    ['brand_id', 'int'],
    ['product_type_id', 'int'],
  ]);
  BRANDS.forEach((b, i) => {
    for (const [typeKey] of b.types)
      templates.push(brandTeamIds[b.team], brandIds[i], productTypeIds.get(typeKey));
  });
  count('attribute_templates', templates.size);
  const insertedTemplates = await insertRows<{ id: number; brand_id: number; product_type_id: number }>(
    s,
    templates,
    { returning: 'id, brand_id, product_type_id' },
  );
  const templateItems = new RowSet('attribute_template_items', [
    ['attribute_template_id', 'int'],
    ['attribute_title_id', 'int'],
    ['sequence', 'int'],
  ]);
  for (const t of insertedTemplates) {
    const brandIndex = brandIds.indexOf(t.brand_id);
    const brand = BRANDS[brandIndex];
    const type = PRODUCT_TYPES.find((p) => productTypeIds.get(p.key) === t.product_type_id) as ProductTypeDef;
    let sequence = 1;
    for (const name of type.attrs) {
      const id = attributeIds[brand?.team ?? 0]?.get(name);
      if (id !== undefined) templateItems.push(t.id, id, sequence++);
    }
  }
  count('attribute_template_items', templateItems.size);
  await insertRows(s, templateItems);

  // The vehicle catalogue: lookups, models, then vehicles.
  const makeIds = await ensureNamed(s, 'vehicle_makes', 'name', unique(vehicles.map((v) => v.make)), count);
  const bodyIds = await ensureNamed(s, 'vehicle_bodies', 'name', unique(vehicles.map((v) => v.body)), count);
  const fuelIds = await ensureNamed(
    s,
    'vehicle_fuel_types',
    'name',
    unique(vehicles.map((v) => v.fuel)),
    count,
  );
  const driveIds = await ensureNamed(
    s,
    'vehicle_drive_types',
    'name',
    unique(vehicles.map((v) => v.drive)),
    count,
  );
  const transmissionIds = await ensureNamed(
    s,
    'vehicle_transmissions',
    'name',
    unique(vehicles.map((v) => v.transmission)),
    count,
  );
  const models = new RowSet('vehicle_models', [
    ['vehicle_make_id', 'int'],
    ['name', 'text'],
  ]);
  for (const key of unique(vehicles.map((v) => `${v.make}|${v.model}`))) {
    const [make, model] = key.split('|') as [string, string];
    models.push(makeIds.get(make), model);
  }
  const addedModels = await insertRows(s, models, {
    onConflict: '(vehicle_make_id, name) DO NOTHING',
    returning: 'id',
  });
  count('vehicle_models', addedModels.length);
  const modelIds = new Map(
    (
      await s.query<{ id: number; make: string; name: string }>(
        `SELECT m.id, k.name AS make, m.name FROM vehicle_models m JOIN vehicle_makes k ON k.id = m.vehicle_make_id`,
      )
    ).map((r) => [`${r.make}|${r.name}`, r.id]),
  );
  const vehicleIds = await allocateIds(s, 'vehicles', vehicles.length);
  const vehicleRows = new RowSet('vehicles', [
    ['id', 'int'],
    ['vehicle_make_id', 'int'],
    ['vehicle_model_id', 'int'],
    ['series', 'text'],
    ['variant', 'text'],
    ['vehicle_body_id', 'int'],
    ['year_from', 'int'],
    ['month_from', 'int'],
    ['year_to', 'int'],
    ['month_to', 'int'],
    ['engine', 'text'],
    ['cylinders', 'int'],
    ['engine_capacity', 'numeric'],
    ['kw_power', 'int'],
    ['vehicle_fuel_type_id', 'int'],
    ['vehicle_drive_type_id', 'int'],
    ['vehicle_transmission_id', 'int'],
    ['doors', 'int'],
    ['tecdoc_id', 'int'],
    ['autoinfo_id', 'text'],
    ['source', 'text'],
    ['status', 'text'],
  ]);
  vehicles.forEach((v, i) =>
    vehicleRows.push(
      vehicleIds[i],
      makeIds.get(v.make),
      modelIds.get(`${v.make}|${v.model}`),
      v.series,
      v.variant,
      bodyIds.get(v.body),
      v.yearFrom,
      v.monthFrom,
      v.yearTo,
      v.monthTo,
      v.engine,
      v.cylinders,
      v.capacity,
      v.kw,
      fuelIds.get(v.fuel),
      driveIds.get(v.drive),
      transmissionIds.get(v.transmission),
      v.doors,
      v.tecdocId,
      v.autoinfoId,
      v.source,
      v.status,
    ),
  );
  count('vehicles', vehicleRows.size);
  await insertRows(s, vehicleRows, { overriding: true });

  // Merchants' sandbox stores.
  const stores = new RowSet('stores', [
    ['team_id', 'int'],
    ['name', 'text'],
    ['platform', 'text'],
    ['domain', 'text'],
    ['settings', 'jsonb'],
  ]);
  for (const st of STORES) {
    stores.push(teams.merchants[st.team], st.name, 'sandbox', st.domain, JSON.stringify({ currency: 'AUD' }));
  }
  count('stores', stores.size);
  await insertRows(s, stores);

  // Distributors and their warehouses.
  const locationIds: number[][] = [];
  for (const d of DISTRIBUTORS) {
    const teamId = teams.distributors[d.team];
    const [dist] = await s.query<{ id: number }>(
      `INSERT INTO distributors (team_id, name, stripe_connect_onboarded) VALUES ($1, $2, $3) RETURNING id`,
      [teamId, d.name, d.team === 0],
    );
    count('distributors', 1);
    const locs = new RowSet('distributor_locations', [
      ['team_id', 'int'],
      ['distributor_id', 'int'],
      ['name', 'text'],
      ['code', 'text'],
      ['address1', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['postcode', 'text'],
      ['latitude', 'numeric'],
      ['longitude', 'numeric'],
      ['contact_person', 'text'],
      ['contact_phone', 'text'],
      ['contact_email', 'text'],
      ['consignment_email', 'text'],
      ['pickup_instructions', 'text'],
      ['active', 'boolean'],
      ['accept_po_box_addresses', 'boolean'],
      ['shipping_settings', 'jsonb'],
      ['pickup_hours', 'jsonb'],
    ]);
    for (const l of d.locations) {
      const mailbox = l.code.slice(0, 3).toLowerCase();
      locs.push(
        teamId,
        (dist as { id: number }).id,
        l.name,
        l.code,
        l.address1,
        l.city,
        l.state,
        l.postcode,
        l.latitude,
        l.longitude,
        l.contactPerson,
        l.contactPhone,
        `${mailbox}.warehouse@${d.emailDomain}`,
        `${mailbox}.consignments@${d.emailDomain}`,
        l.pickupInstructions,
        l.active,
        l.state === 'NSW',
        JSON.stringify({
          accept_components: true,
          freight_exchange: { filter_policy: { base: 'allow', carriers: {}, services: {} } },
        }),
        JSON.stringify(defaultPickupHours()),
      );
    }
    count('distributor_locations', locs.size);
    const inserted = await insertRows<{ id: number; code: string }>(s, locs, { returning: 'id, code' });
    locationIds.push(d.locations.map((l) => (inserted.find((r) => r.code === l.code) as { id: number }).id));
  }

  const merchantEmails = teams.merchants.map((teamId) => adminOf(teamId)?.email ?? null);
  return {
    teams,
    brandIds,
    brandTeamIds,
    subBrandIds,
    productTypeIds,
    categoryIds,
    attributeIds,
    packageTypeIds,
    dgIds,
    hsIds,
    vehicleIds,
    makeIds,
    locationIds,
    brandUsers: brandTeamIds.map((teamId) => {
      const admin = adminOf(teamId);
      return admin ? { id: admin.user_id, name: admin.name } : (staff[0] ?? null);
    }),
    staffUser: staff[0] ?? null,
    merchantEmails,
  };
}

/** Inserts the names a lookup table lacks and returns name -> id for all of them. */
async function ensureNamed(
  s: SqlSession,
  table: string,
  column: string,
  names: readonly string[],
  count: (table: string, n: number) => void,
): Promise<Map<string, number>> {
  const existing = await s.query<{ id: number; name: string }>(
    `SELECT id, "${column}" AS name FROM "${table}" WHERE "${column}" = ANY($1::text[]) ORDER BY id`,
    [names],
  );
  const ids = new Map<string, number>();
  for (const r of existing) if (!ids.has(r.name)) ids.set(r.name, r.id);
  const missing = new RowSet(table, [[column, 'text']]);
  for (const n of names) if (!ids.has(n)) missing.push(n);
  count(table, missing.size);
  for (const r of await insertRows<{ id: number; name: string }>(s, missing, {
    returning: `id, "${column}" AS name`,
  })) {
    ids.set(r.name, r.id);
  }
  return ids;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

// ---------------------------------------------------------------- products

const PRODUCT_COLUMNS = [
  ['id', 'int'],
  ['team_id', 'int'],
  ['brand_id', 'int'],
  ['sub_brand_id', 'int'],
  ['product_type_id', 'int'],
  ['product_category_id', 'int'],
  ['slug', 'text'],
  ['sku', 'text'],
  ['title', 'text'],
  ['manufacturer_sku', 'text'],
  ['record_type', 'text'],
  ['description', 'text'],
  ['override_title', 'boolean'],
  ['use_retail_charm_pricing', 'boolean'],
  ['price_cents', 'int'],
  ['country_of_origin', 'text'],
  ['published', 'boolean'],
  ['purchaseable', 'boolean'],
  ['universal_fitment', 'boolean'],
  ['catalogue_notes', 'text'],
  ['preorder', 'boolean'],
  ['allow_dropship', 'boolean'],
  ['is_oem', 'boolean'],
  ['lock_details', 'boolean'],
  ['generic_image', 'boolean'],
  ['search_priority', 'int'],
  ['ta_article_id', 'text'],
  ['product_code', 'text'],
  ['attribute_count', 'int'],
  ['vehicle_count', 'int'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;

async function writeProducts(
  s: SqlSession,
  refs: Refs,
  batches: GeneratedProduct[][],
  count: (table: string, n: number) => void,
): Promise<void> {
  const products = batches.flat();
  const ids = await allocateIds(s, 'products', products.length);
  // Components name a position within their generator batch; turn it into a position within `products`.
  const batchStart: number[] = [];
  let offset = 0;
  for (const b of batches) {
    for (let i = 0; i < b.length; i++) batchStart.push(offset);
    offset += b.length;
  }

  const productRows = new RowSet('products', PRODUCT_COLUMNS);
  const prices = new RowSet('product_prices', [
    ['product_id', 'int'],
    ['price_cents', 'int'],
    ['cost_price_cents', 'int'],
    ['storefront_price_cents', 'int'],
    ['amazon_price_cents', 'int'],
    ['ebay_price_cents', 'int'],
    ['google_price_cents', 'int'],
    ['synced_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ]);
  const attributes = new RowSet('product_attributes', [
    ['product_id', 'int'],
    ['attribute_title_id', 'int'],
    ['value', 'text'],
    ['sequence', 'int'],
    ['created_at', 'timestamptz'],
  ]);
  const numbers = new RowSet('product_numbers', [
    ['product_id', 'int'],
    ['number_type', 'text'],
    ['value', 'text'],
    ['gtin_type', 'text'],
    ['description', 'text'],
    ['vehicle_make_ids', 'int[]'],
    ['created_at', 'timestamptz'],
  ]);
  const packages = new RowSet('packages', [
    ['id', 'int'],
    ['product_id', 'int'],
    ['package_type_id', 'int'],
    ['identifier', 'text'],
    ['length', 'numeric'],
    ['width', 'numeric'],
    ['height', 'numeric'],
    ['dimensions_unit', 'text'],
    ['weight', 'numeric'],
    ['weight_unit', 'text'],
    ['label', 'text'],
    ['ships_separate', 'boolean'],
    ['use_outer_box', 'boolean'],
    ['created_at', 'timestamptz'],
  ]);
  const hazards = new RowSet('product_hazards', [
    ['id', 'int'],
    ['product_id', 'int'],
    ['dangerous_goods_definition_id', 'int'],
    ['created_at', 'timestamptz'],
  ]);
  const packageHazards = new RowSet('package_hazards', [
    ['product_hazard_id', 'int'],
    ['package_id', 'int'],
    ['amount', 'numeric'],
    ['amount_unit', 'text'],
    ['supplemental_info', 'text'],
  ]);
  const hsCodes = new RowSet('product_hs_codes', [
    ['product_id', 'int'],
    ['country_code', 'text'],
    ['harmonized_system_code_id', 'int'],
    ['created_at', 'timestamptz'],
  ]);
  const components = new RowSet('product_components', [
    ['parent_product_id', 'int'],
    ['child_product_id', 'int'],
    ['quantity', 'int'],
    ['vehicle_primary', 'boolean'],
    ['include_media', 'boolean'],
    ['sequence', 'int'],
  ]);
  const applications = new RowSet('vehicle_applications', [
    ['id', 'int'],
    ['product_id', 'int'],
    ['fitment_notes', 'text'],
    ['year_from', 'int'],
    ['month_from', 'int'],
    ['year_to', 'int'],
    ['month_to', 'int'],
    ['created_at', 'timestamptz'],
  ]);
  const applicationVehicles = new RowSet('vehicle_application_vehicles', [
    ['vehicle_application_id', 'int'],
    ['vehicle_id', 'int'],
  ]);
  const audits = new RowSet('audits', [
    ['team_id', 'int'],
    ['subject_type', 'text'],
    ['subject_id', 'int'],
    ['auditable_type', 'text'],
    ['auditable_id', 'int'],
    ['action', 'text'],
    ['user_id', 'int'],
    ['user_name', 'text'],
    ['comment', 'text'],
    ['changes', 'jsonb'],
    ['created_at', 'timestamptz'],
  ]);
  const issues = new RowSet('product_issues', [
    ['product_id', 'int'],
    ['team_id', 'int'],
    ['issue', 'text'],
    ['reporting_team_id', 'int'],
    ['reporting_user_email', 'text'],
    ['resolved', 'boolean'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ]);
  const inventory = new RowSet('inventory_items', [
    ['team_id', 'int'],
    ['distributor_location_id', 'int'],
    ['product_id', 'int'],
    ['sku', 'text'],
    ['brand_name', 'text'],
    ['quantity', 'int'],
    ['updated_at', 'timestamptz'],
  ]);

  const packageCount = products.reduce((n, p) => n + p.packages.length, 0);
  const hazardCount = products.reduce((n, p) => n + (p.hazard ? 1 : 0), 0);
  const applicationCount = products.reduce((n, p) => n + p.applications.length, 0);
  const [packageIds, hazardIds, applicationIds] = [
    await allocateIds(s, 'packages', packageCount),
    await allocateIds(s, 'product_hazards', hazardCount),
    await allocateIds(s, 'vehicle_applications', applicationCount),
  ];
  let nextPackage = 0;
  let nextHazard = 0;
  let nextApplication = 0;

  products.forEach((p, i) => {
    const id = ids[i] as number;
    const teamId = refs.brandTeamIds[p.team];
    const brand = BRANDS[p.brand];
    const brandId = refs.brandIds[p.brand];
    const created = p.createdAt.toISOString();
    const updated = p.updatedAt.toISOString();
    productRows.push(
      id,
      teamId,
      brandId,
      p.subBrand === null ? null : refs.subBrandIds[p.brand]?.[p.subBrand],
      refs.productTypeIds.get(p.type),
      refs.categoryIds.get(p.categoryName),
      p.slug,
      p.sku,
      p.title,
      p.manufacturerSku,
      p.recordType,
      p.description,
      p.overrideTitle,
      p.useRetailCharmPricing,
      p.priceCents,
      p.countryOfOrigin,
      p.published,
      p.purchaseable,
      p.universalFitment,
      p.catalogueNotes,
      p.preorder,
      p.allowDropship,
      p.isOem,
      p.lockDetails,
      p.genericImage,
      p.searchPriority,
      p.taArticleId,
      p.productCode,
      p.attributes.length,
      p.vehicleCount,
      created,
      updated,
    );
    prices.push(
      id,
      p.priceCents,
      p.costCents,
      p.priceCents,
      Math.round(p.priceCents * 1.08),
      Math.round(p.priceCents * 1.05),
      p.priceCents,
      p.syncedAt?.toISOString() ?? null,
      updated,
    );
    const attributeIds = refs.attributeIds[p.team] as Map<string, number>;
    p.attributes.forEach((a, seq) =>
      attributes.push(id, attributeIds.get(a.name), a.value, seq + 1, created),
    );
    for (const n of p.numbers) {
      const makes = n.makes.map((m) => refs.makeIds.get(m)).filter((m): m is number => m !== undefined);
      numbers.push(id, n.type, n.value, n.gtinType, n.description, intArrayLiteral(makes), created);
    }
    let firstPackage: number | null = null;
    for (const pk of p.packages) {
      const packageId = packageIds[nextPackage++] as number;
      firstPackage ??= packageId;
      packages.push(
        packageId,
        id,
        refs.packageTypeIds.get(pk.type),
        pk.identifier,
        pk.length,
        pk.width,
        pk.height,
        pk.dimensionsUnit,
        pk.weight,
        pk.weightUnit,
        pk.label,
        pk.shipsSeparate,
        pk.useOuterBox,
        created,
      );
    }
    if (p.hazard) {
      const hazardId = hazardIds[nextHazard++] as number;
      hazards.push(hazardId, id, refs.dgIds.get(p.hazard.un), created);
      packageHazards.push(
        hazardId,
        firstPackage,
        p.hazard.amount,
        p.hazard.unit,
        p.hazard.un === 'UN1950' || p.hazard.un === 'UN1993' ? 'Limited quantity' : null,
      );
    }
    for (const h of p.hsCodes) hsCodes.push(id, h.country, refs.hsIds.get(h.code), created);
    p.components.forEach((c, seq) => {
      const child = ids[(batchStart[i] as number) + c.position] as number;
      components.push(id, child, c.quantity, c.vehiclePrimary, c.includeMedia, seq + 1);
    });
    for (const a of p.applications) {
      const applicationId = applicationIds[nextApplication++] as number;
      applications.push(applicationId, id, a.notes, a.yearFrom, a.monthFrom, a.yearTo, a.monthTo, created);
      for (const v of a.vehicles) applicationVehicles.push(applicationId, refs.vehicleIds[v]);
    }
    for (const a of p.audits) {
      const user = (a.by === 'staff' ? refs.staffUser : null) ?? refs.brandUsers[p.team] ?? null;
      audits.push(
        teamId,
        'Product',
        id,
        'Product',
        id,
        a.action,
        user?.id ?? null,
        user?.name ?? null,
        a.comment,
        JSON.stringify(a.changes),
        a.at.toISOString(),
      );
    }
    for (const is of p.issues) {
      const at = is.at.toISOString();
      issues.push(
        id,
        teamId,
        is.text,
        refs.teams.merchants[is.merchant] ?? null,
        refs.merchantEmails[is.merchant] ?? null,
        is.resolved,
        at,
        at,
      );
    }
    for (const st of p.stock) {
      inventory.push(
        refs.teams.distributors[DISTRIBUTORS[st.distributor]?.team ?? 0],
        refs.locationIds[st.distributor]?.[st.location],
        id,
        p.sku,
        brand?.name,
        st.quantity,
        st.at.toISOString(),
      );
    }
  });

  // Parents before children; each statement carries the whole batch.
  for (const set of [productRows, packages, hazards, applications]) {
    await insertRows(s, set, { overriding: true });
    count(set.table, set.size);
  }
  for (const set of [
    prices,
    attributes,
    numbers,
    packageHazards,
    hsCodes,
    components,
    applicationVehicles,
    audits,
    issues,
    inventory,
  ]) {
    await insertRows(s, set);
    count(set.table, set.size);
  }
}

/** A few stocked SKUs per location that the catalogue does not know (as a real inventory import has). */
async function seedUnmatchedStock(
  s: SqlSession,
  refs: Refs,
  seed: number,
  count: (table: string, n: number) => void,
): Promise<void> {
  const others = [
    ['Bendix', 'DB'],
    ['Ryco', 'Z'],
    ['Monroe', 'MR'],
    ['NGK', 'BKR'],
  ] as const;
  const rows = new RowSet('inventory_items', [
    ['team_id', 'int'],
    ['distributor_location_id', 'int'],
    ['sku', 'text'],
    ['brand_name', 'text'],
    ['quantity', 'int'],
  ]);
  DISTRIBUTORS.forEach((d, di) =>
    d.locations.forEach((_, li) => {
      for (let k = 0; k < 12; k++) {
        const [brand, prefix] = others[k % others.length] as (typeof others)[number];
        const n = ((seed + di * 7919 + li * 104_729 + k * 31) % 9000) + 1000;
        rows.push(
          refs.teams.distributors[d.team],
          refs.locationIds[di]?.[li],
          `${prefix}${n}`,
          brand,
          (n % 37) + 1,
        );
      }
    }),
  );
  await insertRows(s, rows, { onConflict: 'DO NOTHING' });
  count('inventory_items', rows.size);
}
