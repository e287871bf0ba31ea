import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { openBulkConnection, type RowCounter, type SqlSession } from '../platform/db/bulk.ts';
import { listTeamAdmins } from '../modules/accounts/index.ts';
import {
  allocateProductIds,
  deferCatalogueIndexes,
  ensureCatalogueReferenceData,
  seedCatalogueReference,
  writeProducts,
  type CatalogueRefs,
  type ProductSeed,
} from '../modules/catalogue/index.ts';
import {
  deferFitmentIndexes,
  seedExternalVehicles,
  seedVehicles,
  writeVehicleApplications,
} from '../modules/fitment/index.ts';
import {
  allocateListingIds,
  createMarketplaceServices,
  demoListingIds,
  publishForDemo,
  seedDemoStoreProducts,
  seededListingStatus,
  seedMerchantState,
  seedStores,
  writeListings,
} from '../modules/marketplace/index.ts';
import { AGREEMENT_BRAND, AGREEMENT_TEXT, planListings } from './marketplace-data.ts';
import { deferDistributionIndexes, seedDistributors, writeInventory } from '../modules/distribution/index.ts';
import { seedCarrierAccounts } from '../modules/shipping/index.ts';
import { orderUsage, ordersDeps, seedDemoOrders } from '../modules/orders/index.ts';
import { billingDeps, seedDemoBilling } from '../modules/billing/index.ts';
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
import { DEMO_BOXES, DEMO_HANDLING, DISTRIBUTORS, STORES, defaultPickupHours } from './network-data.ts';
import {
  CatalogueGenerator,
  GENERATOR_BATCH,
  generateVehicles,
  type GeneratedProduct,
  type GeneratedVehicle,
} from './generator.ts';

export const DEFAULT_DEMO_PRODUCTS = 2400;
export const DEFAULT_DEMO_SEED = 20261122;

export interface DemoPlatformOptions {
  /** Products in the catalogue (default 2,400). */
  products?: number;
  seed?: number;
  /** Vehicles in the vehicle catalogue (default: 3,000 for the demo, 100,000 at a million products). */
  vehicles?: number;
  /** Scales the vehicles an application covers (1: up to 6); 6 gives about 20 links a product. */
  fitmentDensity?: number;
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
  /** Of which the orders, deliveries and money made through the services. */
  ordersMs: number;
}

/** The vehicle count for a catalogue of `products`: 3,000 for the demo, 100,000 at a million products. */
export function vehiclesFor(products: number): number {
  return Math.round(3000 + (Math.max(0, products - DEFAULT_DEMO_PRODUCTS) * 97_000) / 997_600);
}

/** Everything the product batches need from the reference step: the catalogue's ids and the other modules'. */
interface Refs {
  teams: DemoTeams;
  catalogue: CatalogueRefs;
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
    const admins = await listTeamAdmins(database.db);
    const refs = await conn.transaction((s) => seedReference(s, teams, admins, vehicles, count));
    progress('reference', 0);

    const generator = new CatalogueGenerator({
      seed,
      vehicles,
      maxUpdateAudits: large ? 2 : 3,
      stockShare: large ? 0.5 : 1,
      fitmentDensity: opts.fitmentDensity,
    });
    const writeBatch = Math.max(GENERATOR_BATCH, opts.writeBatch ?? GENERATOR_BATCH);
    const deferred = opts.deferIndexes && conn.kind === 'postgresql' ? await deferIndexes(conn) : null;
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
          .transaction((s) => writeProductBatch(s, refs, batches, count))
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
  // External vehicles of both sandboxes, scored against the demo's vehicles (docs/decisions/0810).
  count('external_vehicles', await seedExternalVehicles(database.db));
  await seedMarketplaceState(database, teams, count);
  count(
    'carrier_accounts',
    await seedCarrierAccounts(
      database.db,
      DISTRIBUTORS.flatMap((d) =>
        (d.carrierAccounts ?? []).map((a) => ({ teamId: teams.distributors[d.team] as number, ...a })),
      ),
    ),
  );
  // Orders in different states through the real path (store webhook, routing, the distributor's answers, the
  // warehouse, the carrier sandbox and its clock, card payments and payouts): the living demo (decision 0915).
  const ordersStarted = Date.now();
  count('fulfillment_orders', await seedDemoOrders(database, teams, ordersDeps({ database })));
  const ordersMs = Date.now() - ordersStarted;
  // merchant@'s store on a plan through the billing provider sandbox (the subscription the import gate reads).
  count('store_subscriptions', await seedDemoBilling(database, teams, billingDeps({ database }, orderUsage)));
  return { products: total, vehicles: vehicles.length, rows, elapsedMs: Date.now() - started, ordersMs };
}

// ---------------------------------------------------------------- marketplace state

/**
 * The merchants' side: merchant@ subscribed, with drafts in its import list (some of the agreement brand, so the
 * Brand Seller Agreement dialog shows) and products published to its sandbox store through the real publish path;
 * merchant2@ without a subscription.
 */
async function seedMarketplaceState(database: Database, teams: DemoTeams, count: RowCounter) {
  const [merchant, merchant2] = teams.merchants as [number, number];
  const agreementBrand = await brandIdOf(database, AGREEMENT_BRAND);
  const drafts = [
    ...(await demoListingIds(database.db, { brandIds: [agreementBrand], exclude: false, limit: 3 })),
    ...(await demoListingIds(database.db, { brandIds: [agreementBrand], exclude: true, limit: 5 })),
  ];
  const published = (
    await demoListingIds(database.db, { brandIds: [agreementBrand], exclude: true, limit: 11 })
  ).slice(5);
  const conn = await openBulkConnection(database);
  try {
    await conn.transaction((s) =>
      seedMerchantState(
        s,
        {
          subscriptions: [
            { teamId: merchant, active: true, plan: 'Growth' },
            { teamId: merchant2, active: false, plan: null },
          ],
          agreements: [{ brandId: agreementBrand, text: AGREEMENT_TEXT }],
          acceptances: [],
          importList: [],
        },
        count,
      ),
    );
  } finally {
    conn.release();
  }
  const services = createMarketplaceServices({ database }, { delayMs: [0, 0] });
  await publishForDemo(services, { teamId: merchant, listingIds: published });
  // Products in the store that did not come from the platform: its own, and two catalogue parts listed by hand.
  const byHand = (await database.db.execute(
    sql`select p.sku, p.title from products p where p.published
        and not exists (select 1 from listing_products lp where lp.product_id = p.id) order by p.id limit 2`,
  )) as unknown as { rows: { sku: string; title: string }[] };
  await seedDemoStoreProducts(services, { teamId: merchant, catalogueSkus: byHand.rows });
  const conn2 = await openBulkConnection(database);
  try {
    await conn2.transaction((s) =>
      seedMerchantState(
        s,
        {
          subscriptions: [],
          agreements: [],
          acceptances: [],
          importList: [{ teamId: merchant, listingIds: drafts }],
        },
        count,
      ),
    );
  } finally {
    conn2.release();
  }
}

async function brandIdOf(database: Database, index: number): Promise<number> {
  const slug = BRANDS[index]!.slug;
  const rows = (await database.db.execute(sql`select id from brands where slug = ${slug}`)) as unknown as {
    rows: { id: number }[];
  };
  return rows.rows[0]!.id;
}

// ---------------------------------------------------------------- reference rows

type Admin = Awaited<ReturnType<typeof listTeamAdmins>>[number];

/** Each module's reference rows: catalogue vocabulary and brands, vehicles, stores, distributors. */
async function seedReference(
  s: SqlSession,
  teams: DemoTeams,
  admins: Admin[],
  vehicles: GeneratedVehicle[],
  count: RowCounter,
): Promise<Refs> {
  if (teams.brands.length < BRAND_TEAMS.length) throw new Error('the demo needs three brand teams');
  const brandTeamIds = teams.brands;
  const teamOf = (index: number) => brandTeamIds[index] as number;
  const adminOf = (teamId: number) => admins.find((m) => m.team_id === teamId && !m.staff);
  const staff = admins.find((m) => m.staff);

  const catalogue = await seedCatalogueReference(
    s,
    {
      dangerousGoods: DANGEROUS_GOODS,
      hsCodes: HS_CODES,
      packageTypes: PACKAGE_TYPES,
      categories: CATEGORY_TREE,
      productTypes: PRODUCT_TYPES.map((t) => ({
        key: t.key,
        title: t.title,
        code: t.code,
        teamId: typeof t.owner === 'number' ? teamOf(t.owner) : null,
        universal: t.owner === 'universal',
      })),
      attributes: ATTRIBUTES.map((a) => ({
        name: a.name,
        dataType: a.dataType,
        teamId: a.team === undefined ? null : teamOf(a.team),
        tecDocCriteriaId: a.tecDocCriteriaId,
        values: a.dataType === 'lookup' ? a.values : undefined,
      })),
      brands: BRANDS.map((b) => ({
        teamId: teamOf(b.team),
        name: b.name,
        slug: b.slug,
        code: b.code,
        marketplace: b.marketplace,
        requireMerchantApplication: b.slug === 'apex-performance',
        subBrands: b.subBrands,
        templates: b.types.map(([typeKey]) => ({
          typeKey,
          attributes: (PRODUCT_TYPES.find((p) => p.key === typeKey) as ProductTypeDef).attrs,
        })),
      })),
    },
    count,
  );

  const { vehicleIds, makeIds } = await seedVehicles(s, vehicles, count);

  await seedStores(
    s,
    STORES.map((st) => ({ teamId: teams.merchants[st.team] as number, name: st.name, domain: st.domain })),
    count,
  );

  const locationIds = await seedDistributors(
    s,
    DISTRIBUTORS.map((d) => ({
      teamId: teams.distributors[d.team] as number,
      name: d.name,
      stripeConnectOnboarded: d.team === 0,
      locations: d.locations.map((l) => {
        const mailbox = l.code.slice(0, 3).toLowerCase();
        return {
          ...l,
          contactEmail: `${mailbox}.warehouse@${d.emailDomain}`,
          consignmentEmail: `${mailbox}.consignments@${d.emailDomain}`,
          acceptPoBoxAddresses: l.state === 'NSW',
          shippingSettings: {
            accept_components: true,
            freight_exchange: { filter_policy: { base: 'allow', carriers: {}, services: {} } },
          },
          pickupHours: defaultPickupHours(),
          handling: DEMO_HANDLING,
        };
      }),
      boxes: DEMO_BOXES.map((b) => ({
        name: b.name,
        labelSize: b.labelSize,
        lengthMm: b.length * 10,
        widthMm: b.width * 10,
        heightMm: b.height * 10,
        weightLimitG: b.weightLimit * 1000,
        weightG: Math.round(b.weight * 1000),
        internalBufferMm: b.internalBuffer * 10,
      })),
    })),
    count,
  );

  const staffUser = staff ? { id: staff.user_id, name: staff.name } : null;
  return {
    teams,
    catalogue,
    vehicleIds,
    makeIds,
    locationIds,
    brandUsers: brandTeamIds.map((teamId) => {
      const admin = adminOf(teamId);
      return admin ? { id: admin.user_id, name: admin.name } : staffUser;
    }),
    staffUser,
    merchantEmails: teams.merchants.map((teamId) => adminOf(teamId)?.email ?? null),
  };
}

/** PostgreSQL, very large loads: every module drops its bulk tables' secondary indexes; one rebuild at the end. */
async function deferIndexes(s: SqlSession) {
  const deferred = [
    await deferCatalogueIndexes(s),
    await deferFitmentIndexes(s),
    await deferDistributionIndexes(s),
  ];
  return {
    async rebuild(onIndex?: (name: string, ms: number) => void) {
      for (const d of deferred) await d.rebuild(onIndex);
    },
  };
}

// ---------------------------------------------------------------- products

/** One write batch: generated products turned into each module's rows, written module by module. */
async function writeProductBatch(
  s: SqlSession,
  refs: Refs,
  batches: GeneratedProduct[][],
  count: RowCounter,
): Promise<void> {
  const generated = batches.flat();
  const ids = await allocateProductIds(s, generated.length);
  // Components name a position within their generator batch; turn it into a position within `generated`.
  const batchStart: number[] = [];
  let offset = 0;
  for (const b of batches) {
    for (let i = 0; i < b.length; i++) batchStart.push(offset);
    offset += b.length;
  }
  const c = refs.catalogue;
  const products: ProductSeed[] = [];
  const applications: Parameters<typeof writeVehicleApplications>[1][number][] = [];
  const stock: Parameters<typeof writeInventory>[1][number][] = [];
  generated.forEach((p, i) => {
    const id = ids[i] as number;
    const teamId = refs.teams.brands[p.team] as number;
    const created = p.createdAt.toISOString();
    const attributeIds = c.attributeIds.get(teamId);
    products.push({
      id,
      teamId,
      brandId: c.brandIds[p.brand] as number,
      subBrandId: p.subBrand === null ? null : (c.subBrandIds[p.brand]?.[p.subBrand] ?? null),
      productTypeId: c.productTypeIds.get(p.type) ?? null,
      productCategoryId: c.categoryIds.get(p.categoryName) ?? null,
      slug: p.slug,
      sku: p.sku,
      title: p.title,
      manufacturerSku: p.manufacturerSku,
      recordType: p.recordType,
      description: p.description,
      overrideTitle: p.overrideTitle,
      useRetailCharmPricing: p.useRetailCharmPricing,
      priceCents: p.priceCents,
      costCents: p.costCents,
      countryOfOrigin: p.countryOfOrigin,
      published: p.published,
      purchaseable: p.purchaseable,
      universalFitment: p.universalFitment,
      catalogueNotes: p.catalogueNotes,
      preorder: p.preorder,
      allowDropship: p.allowDropship,
      isOem: p.isOem,
      lockDetails: p.lockDetails,
      genericImage: p.genericImage,
      searchPriority: p.searchPriority,
      taArticleId: p.taArticleId,
      productCode: p.productCode,
      vehicleCount: p.vehicleCount,
      createdAt: created,
      updatedAt: p.updatedAt.toISOString(),
      syncedAt: p.syncedAt?.toISOString() ?? null,
      attributes: p.attributes.map((a) => ({ titleId: attributeIds?.get(a.name), value: a.value })),
      numbers: p.numbers.map((n) => ({
        type: n.type,
        value: n.value,
        gtinType: n.gtinType,
        description: n.description,
        vehicleMakeIds: n.makes.map((m) => refs.makeIds.get(m)).filter((m): m is number => m !== undefined),
      })),
      packages: p.packages.map((pk) => ({
        packageTypeId: c.packageTypeIds.get(pk.type),
        identifier: pk.identifier,
        length: pk.length,
        width: pk.width,
        height: pk.height,
        dimensionsUnit: pk.dimensionsUnit,
        weight: pk.weight,
        weightUnit: pk.weightUnit,
        label: pk.label,
        shipsSeparate: pk.shipsSeparate,
        useOuterBox: pk.useOuterBox,
      })),
      hazard: p.hazard
        ? {
            definitionId: c.dgIds.get(p.hazard.un),
            amount: p.hazard.amount,
            unit: p.hazard.unit,
            supplementalInfo:
              p.hazard.un === 'UN1950' || p.hazard.un === 'UN1993' ? 'Limited quantity' : null,
          }
        : null,
      hsCodes: p.hsCodes.map((h) => ({ country: h.country, hsCodeId: c.hsIds.get(h.code) })),
      components: p.components.map((k) => ({
        childId: ids[(batchStart[i] as number) + k.position] as number,
        quantity: k.quantity,
        vehiclePrimary: k.vehiclePrimary,
        includeMedia: k.includeMedia,
      })),
      audits: p.audits.map((a) => {
        const user = (a.by === 'staff' ? refs.staffUser : null) ?? refs.brandUsers[p.team] ?? null;
        return {
          action: a.action,
          userId: user?.id ?? null,
          userName: user?.name ?? null,
          comment: a.comment,
          changes: a.changes,
          at: a.at.toISOString(),
        };
      }),
      issues: p.issues.map((is) => ({
        reportingTeamId: refs.teams.merchants[is.merchant] ?? null,
        reportingEmail: refs.merchantEmails[is.merchant] ?? null,
        text: is.text,
        resolved: is.resolved,
        at: is.at.toISOString(),
      })),
    });
    for (const a of p.applications) {
      applications.push({
        productId: id,
        notes: a.notes,
        yearFrom: a.yearFrom,
        monthFrom: a.monthFrom,
        yearTo: a.yearTo,
        monthTo: a.monthTo,
        vehicleIds: a.vehicles.map((v) => refs.vehicleIds[v] as number),
        createdAt: created,
      });
    }
    for (const st of p.stock) {
      stock.push({
        teamId: refs.teams.distributors[DISTRIBUTORS[st.distributor]?.team ?? 0] as number,
        locationId: refs.locationIds[st.distributor]?.[st.location] as number,
        productId: id,
        sku: p.sku,
        brandName: BRANDS[p.brand]?.name ?? '',
        quantity: st.quantity,
        updatedAt: st.at.toISOString(),
      });
    }
  });
  // Marketplace listings of this batch: the products point at their listing (the catalogue's copy).
  const plans = planListings(generated, ids, c.brandIds, refs.teams.brands);
  const listingIds = await allocateListingIds(s, plans.length);
  plans.forEach((plan, k) => {
    const status = seededListingStatus(plan.seed);
    for (const position of plan.positions) {
      products[position]!.listingId = listingIds[k]!;
      products[position]!.listingStatus = status;
    }
  });
  await writeProducts(s, products, count);
  await writeVehicleApplications(s, applications, count);
  await writeInventory(s, stock, count);
  await writeListings(
    s,
    plans.map((plan, k) => ({ id: listingIds[k]!, seed: plan.seed })),
    count,
  );
}

/** A few stocked SKUs per location that the catalogue does not know (as a real inventory import has). */
async function seedUnmatchedStock(s: SqlSession, refs: Refs, seed: number, count: RowCounter): Promise<void> {
  const others = [
    ['Bendix', 'DB'],
    ['Ryco', 'Z'],
    ['Monroe', 'MR'],
    ['NGK', 'BKR'],
  ] as const;
  const now = new Date().toISOString();
  const rows: Parameters<typeof writeInventory>[1][number][] = [];
  DISTRIBUTORS.forEach((d, di) =>
    d.locations.forEach((_, li) => {
      for (let k = 0; k < 12; k++) {
        const [brand, prefix] = others[k % others.length] as (typeof others)[number];
        const n = ((seed + di * 7919 + li * 104_729 + k * 31) % 9000) + 1000;
        rows.push({
          teamId: refs.teams.distributors[d.team] as number,
          locationId: refs.locationIds[di]?.[li] as number,
          productId: null,
          sku: `${prefix}${n}`,
          brandName: brand,
          quantity: (n % 37) + 1,
          updatedAt: now,
        });
      }
    }),
  );
  await writeInventory(s, rows, count, { skipExisting: true });
}
