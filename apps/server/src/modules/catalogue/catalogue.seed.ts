import { auditRows, deferAuditIndexes } from '../../platform/audit/index.ts';
import {
  allocateIds,
  dropSecondaryIndexes,
  ensureNamed,
  insertRows,
  intArrayLiteral,
  RowSet,
  tableName,
  writeRows,
  type RowCounter,
  type SqlSession,
} from '../../platform/db/bulk.ts';
import {
  attributeTemplateItems,
  attributeTemplates,
  attributeTitles,
  attributeValues,
  brands,
  dangerousGoodsDefinitions,
  harmonizedSystemCodes,
  packageHazards,
  packages,
  packageTypes,
  productAttributes,
  productCategories,
  productComponents,
  productHazards,
  productHsCodes,
  productIssues,
  productNumbers,
  productPrices,
  products,
  productTypes,
  subBrands,
} from './catalogue.tables.ts';
import { PRODUCT_SUBJECT } from './history/history.repository.ts';

/**
 * Demo data of the catalogue, written in bulk (INSERT ... SELECT FROM unnest, thousands of rows a statement) on
 * the seed's session. The demo composer resolves everything to ids first; these functions only write.
 */

export interface CatalogueReferenceSeed {
  dangerousGoods: readonly { un: string; hazard: string; name: string }[];
  hsCodes: readonly { code: string; description: string }[];
  packageTypes: readonly string[];
  categories: readonly (readonly [parent: string, children: readonly string[]])[];
  /** teamId null: shared (built-in or universal). */
  productTypes: readonly {
    key: string;
    title: string;
    code: string;
    teamId: number | null;
    universal: boolean;
  }[];
  /** teamId null: the shared dictionary; `values` are a lookup's options. */
  attributes: readonly {
    name: string;
    dataType: (typeof attributeTitles.$inferInsert)['data_type'];
    teamId: number | null;
    tecDocCriteriaId?: number;
    values?: readonly string[];
  }[];
  brands: readonly {
    teamId: number;
    name: string;
    slug: string;
    code: string;
    marketplace: boolean;
    requireMerchantApplication: boolean;
    subBrands: readonly string[];
    /** An attribute template per product type key, with the attributes' names in order. */
    templates: readonly { typeKey: string; attributes: readonly string[] }[];
  }[];
}

export interface CatalogueRefs {
  brandIds: number[];
  subBrandIds: number[][];
  productTypeIds: Map<string, number>;
  categoryIds: Map<string, number>;
  /** Attribute name -> id as a team sees them (the shared dictionary and the team's own). */
  attributeIds: Map<number, Map<string, number>>;
  packageTypeIds: Map<string, number>;
  dgIds: Map<string, number>;
  hsIds: Map<string, number>;
}

/** Reference rows, brands and templates. Rows the catalogue already loaded (reference data) are reused. */
export async function seedCatalogueReference(
  s: SqlSession,
  input: CatalogueReferenceSeed,
  count: RowCounter,
): Promise<CatalogueRefs> {
  // Dangerous goods and HS codes are reference data the catalogue loads at start; add only what is missing.
  const dgTable = tableName(dangerousGoodsDefinitions);
  const knownDg = await s.query<{ id: number; un_number: string }>(
    `SELECT id, un_number FROM ${dgTable} WHERE un_number = ANY($1::text[]) ORDER BY id`,
    [input.dangerousGoods.map((d) => d.un)],
  );
  const dg = new RowSet(dangerousGoodsDefinitions, [
    'un_number',
    'hazard_identifier',
    'proper_shipping_name',
  ]);
  for (const d of input.dangerousGoods) {
    if (!knownDg.some((k) => k.un_number === d.un))
      dg.push({ un_number: d.un, hazard_identifier: d.hazard, proper_shipping_name: d.name });
  }
  count(dg.table, dg.size);
  const newDg = await insertRows<{ id: number; un_number: string }>(s, dg, { returning: 'id, un_number' });
  const dgIds = new Map<string, number>();
  for (const r of [...knownDg, ...newDg]) if (!dgIds.has(r.un_number)) dgIds.set(r.un_number, r.id);

  const hs = new RowSet(harmonizedSystemCodes, ['code', 'description']);
  for (const h of input.hsCodes) hs.push(h);
  const newHs = await insertRows(s, hs, { onConflict: '(code) DO NOTHING', returning: 'id' });
  count(hs.table, newHs.length);
  const hsIds = new Map(
    (
      await s.query<{ id: number; code: string }>(
        `SELECT id, code FROM ${tableName(harmonizedSystemCodes)} WHERE code = ANY($1::text[])`,
        [input.hsCodes.map((h) => h.code)],
      )
    ).map((r) => [r.code, r.id]),
  );

  const packageTypeIds = await ensureNamed(s, packageTypes, packageTypes.name, input.packageTypes, count);

  // Categories: the top level, then their children.
  const categoryIds = await ensureNamed(
    s,
    productCategories,
    productCategories.name,
    input.categories.map(([p]) => p),
    count,
  );
  const categoriesTable = tableName(productCategories);
  const existingCategories = await s.query<{ id: number; name: string }>(
    `SELECT id, name FROM ${categoriesTable}`,
  );
  const children = new RowSet(productCategories, ['name', 'parent_id']);
  for (const [parent, names] of input.categories) {
    for (const name of names) {
      if (!existingCategories.some((c) => c.name === name))
        children.push({ name, parent_id: categoryIds.get(parent) });
    }
  }
  await writeRows(s, children, count);
  for (const r of await s.query<{ id: number; name: string }>(
    `SELECT id, name FROM ${categoriesTable} ORDER BY id`,
  )) {
    if (!categoryIds.has(r.name)) categoryIds.set(r.name, r.id);
  }

  // Product types: shared ones are unique by code (the catalogue may have loaded the built-in ones already).
  const typesTable = tableName(productTypes);
  const productTypeIds = new Map<string, number>();
  for (const t of input.productTypes) {
    const find = () =>
      s.query<{ id: number }>(
        `SELECT id FROM ${typesTable} WHERE code = $1 AND team_id IS NOT DISTINCT FROM $2::int ORDER BY id LIMIT 1`,
        [t.code, t.teamId],
      );
    let [found] = await find();
    if (!found) {
      const one = new RowSet(productTypes, ['title', 'code', 'team_id', 'universal']);
      one.push({ title: t.title, code: t.code, team_id: t.teamId, universal: t.universal });
      await insertRows(s, one, { onConflict: 'DO NOTHING' });
      count(one.table, 1);
      [found] = await find();
    }
    if (!found) throw new Error(`product type ${t.code} could not be created`);
    productTypeIds.set(t.key, found.id);
  }

  // Attribute titles: the shared dictionary plus team-owned ones; lookup values for lists.
  const teamIds = [...new Set(input.brands.map((b) => b.teamId))];
  const attributeIds = new Map(teamIds.map((id) => [id, new Map<string, number>()]));
  const titlesTable = tableName(attributeTitles);
  for (const a of input.attributes) {
    let [found] = await s.query<{ id: number }>(
      `SELECT id FROM ${titlesTable} WHERE name = $1 AND team_id IS NOT DISTINCT FROM $2::int ORDER BY id LIMIT 1`,
      [a.name, a.teamId],
    );
    if (!found) {
      const one = new RowSet(attributeTitles, [
        'team_id',
        'name',
        'data_type',
        'tec_doc_criteria_id',
        'tec_doc_max_length',
      ]);
      one.push({
        team_id: a.teamId,
        name: a.name,
        data_type: a.dataType,
        tec_doc_criteria_id: a.tecDocCriteriaId ?? null,
        tec_doc_max_length: a.dataType === 'alphanumeric' ? 60 : null,
      });
      [found] = await insertRows<{ id: number }>(s, one, { returning: 'id' });
      count(one.table, 1);
    }
    const id = found!.id;
    for (const [teamId, ids] of attributeIds)
      if (a.teamId === null || a.teamId === teamId) ids.set(a.name, id);
    if (a.dataType === 'lookup' && a.values) {
      const values = new RowSet(attributeValues, ['attribute_title_id', 'value']);
      for (const value of a.values) values.push({ attribute_title_id: id, value });
      const added = await insertRows(s, values, {
        onConflict: '(attribute_title_id, value) DO NOTHING',
        returning: 'id',
      });
      count(values.table, added.length);
    }
  }

  // Brands, sub-brands and an attribute template per brand and product type.
  const brandRows = new RowSet(brands, [
    'team_id',
    'name',
    'slug',
    'code',
    'marketplace',
    'require_merchant_application',
  ]);
  for (const b of input.brands) {
    brandRows.push({
      team_id: b.teamId,
      name: b.name,
      slug: b.slug,
      code: b.code,
      marketplace: b.marketplace,
      require_merchant_application: b.requireMerchantApplication,
    });
  }
  const insertedBrands = await insertRows<{ id: number; slug: string }>(s, brandRows, {
    returning: 'id, slug',
  });
  count(brandRows.table, brandRows.size);
  const brandIds = input.brands.map((b) => insertedBrands.find((r) => r.slug === b.slug)!.id);

  const subBrandRows = new RowSet(subBrands, ['brand_id', 'name']);
  input.brands.forEach((b, i) =>
    b.subBrands.forEach((name) => subBrandRows.push({ brand_id: brandIds[i], name })),
  );
  const insertedSubBrands = await insertRows<{ id: number; brand_id: number; name: string }>(
    s,
    subBrandRows,
    {
      returning: 'id, brand_id, name',
    },
  );
  count(subBrandRows.table, subBrandRows.size);
  const subBrandIds = input.brands.map((b, i) =>
    b.subBrands.map(
      (name) => insertedSubBrands.find((r) => r.brand_id === brandIds[i] && r.name === name)!.id,
    ),
  );

  const templates = new RowSet(attributeTemplates, ['team_id', 'brand_id', 'product_type_id']);
  input.brands.forEach((b, i) => {
    for (const t of b.templates)
      templates.push({
        team_id: b.teamId,
        brand_id: brandIds[i],
        product_type_id: productTypeIds.get(t.typeKey),
      });
  });
  const insertedTemplates = await insertRows<{ id: number; brand_id: number; product_type_id: number }>(
    s,
    templates,
    { returning: 'id, brand_id, product_type_id' },
  );
  count(templates.table, templates.size);
  const items = new RowSet(attributeTemplateItems, [
    'attribute_template_id',
    'attribute_title_id',
    'sequence',
  ]);
  for (const t of insertedTemplates) {
    const brand = input.brands[brandIds.indexOf(t.brand_id)]!;
    const typeKey = [...productTypeIds].find(([, id]) => id === t.product_type_id)?.[0];
    const template = brand.templates.find((x) => x.typeKey === typeKey);
    let sequence = 1;
    for (const name of template?.attributes ?? []) {
      const id = attributeIds.get(brand.teamId)?.get(name);
      if (id !== undefined)
        items.push({ attribute_template_id: t.id, attribute_title_id: id, sequence: sequence++ });
    }
  }
  await writeRows(s, items, count);

  return { brandIds, subBrandIds, productTypeIds, categoryIds, attributeIds, packageTypeIds, dgIds, hsIds };
}

// ---------------------------------------------------------------- products

/** A product with everything the editor shows, every reference already an id. */
export interface ProductSeed {
  id: number;
  teamId: number;
  brandId: number;
  subBrandId: number | null;
  productTypeId: number | null;
  productCategoryId: number | null;
  slug: string;
  sku: string;
  title: string;
  manufacturerSku: string | null;
  recordType: 'Part' | 'Assembly';
  description: string;
  overrideTitle: boolean;
  useRetailCharmPricing: boolean;
  priceCents: number;
  costCents: number;
  countryOfOrigin: string;
  published: boolean;
  purchaseable: boolean;
  universalFitment: boolean;
  catalogueNotes: string;
  preorder: boolean;
  allowDropship: boolean;
  isOem: boolean;
  lockDetails: boolean;
  genericImage: boolean;
  searchPriority: number;
  taArticleId: string | null;
  productCode: string | null;
  /** fitment's count, written with the product (the copy events keep in step afterwards). */
  vehicleCount: number;
  /** The marketplace listing the product is in (the copy the catalogue keeps), if any. */
  listingId?: number | null;
  listingStatus?: 'draft' | 'published' | 'invalid' | 'archived' | null;
  createdAt: string;
  updatedAt: string;
  syncedAt: string | null;
  attributes: { titleId: number | undefined; value: string | null }[];
  numbers: {
    type: 'gtin' | 'oem' | 'alternate';
    value: string;
    gtinType: string | null;
    description: string | null;
    vehicleMakeIds: number[];
  }[];
  packages: {
    packageTypeId: number | undefined;
    identifier: string;
    length: number;
    width: number;
    height: number;
    dimensionsUnit: string;
    weight: number | null;
    weightUnit: string;
    label: string;
    shipsSeparate: boolean;
    useOuterBox: boolean;
  }[];
  /** Carried in the first package, or the product when it has none. */
  hazard: {
    definitionId: number | undefined;
    amount: number;
    unit: 'g' | 'kg' | 'ml' | 'l';
    supplementalInfo: string | null;
  } | null;
  hsCodes: { country: string | null; hsCodeId: number | undefined }[];
  components: { childId: number; quantity: number; vehiclePrimary: boolean; includeMedia: boolean }[];
  audits: {
    action: 'create' | 'update';
    userId: number | null;
    userName: string | null;
    comment: string | null;
    changes: Record<string, [unknown, unknown]>;
    at: string;
  }[];
  issues: {
    reportingTeamId: number | null;
    reportingEmail: string | null;
    text: string;
    resolved: boolean;
    at: string;
  }[];
}

/** Takes ids for products about to be written, so other modules' rows can name them in the same batch. */
export function allocateProductIds(s: SqlSession, n: number): Promise<number[]> {
  return allocateIds(s, products, n);
}

/** Writes products and their records: parents first, each table in one statement. */
export async function writeProducts(
  s: SqlSession,
  list: readonly ProductSeed[],
  count: RowCounter,
): Promise<void> {
  const productRows = new RowSet(products, [
    'id',
    'team_id',
    'brand_id',
    'sub_brand_id',
    'product_type_id',
    'product_category_id',
    'slug',
    'sku',
    'title',
    'manufacturer_sku',
    'record_type',
    'description',
    'override_title',
    'use_retail_charm_pricing',
    'price_cents',
    'country_of_origin',
    'published',
    'purchaseable',
    'universal_fitment',
    'catalogue_notes',
    'preorder',
    'allow_dropship',
    'is_oem',
    'lock_details',
    'generic_image',
    'search_priority',
    'ta_article_id',
    'product_code',
    'attribute_count',
    'vehicle_count',
    'listing_id',
    'listing_status',
    'created_at',
    'updated_at',
  ]);
  const prices = new RowSet(productPrices, [
    'product_id',
    'price_cents',
    'cost_price_cents',
    'storefront_price_cents',
    'amazon_price_cents',
    'ebay_price_cents',
    'google_price_cents',
    'synced_at',
    'updated_at',
  ]);
  const attributes = new RowSet(productAttributes, [
    'product_id',
    'attribute_title_id',
    'value',
    'sequence',
    'created_at',
  ]);
  const numbers = new RowSet(productNumbers, [
    'product_id',
    'number_type',
    'value',
    'gtin_type',
    'description',
    'vehicle_make_ids',
    'created_at',
  ]);
  const packageRows = new RowSet(packages, [
    'id',
    'product_id',
    'package_type_id',
    'identifier',
    'length',
    'width',
    'height',
    'dimensions_unit',
    'weight',
    'weight_unit',
    'label',
    'ships_separate',
    'use_outer_box',
    'created_at',
  ]);
  const hazards = new RowSet(productHazards, [
    'id',
    'product_id',
    'dangerous_goods_definition_id',
    'created_at',
  ]);
  const amounts = new RowSet(packageHazards, [
    'product_hazard_id',
    'package_id',
    'amount',
    'amount_unit',
    'supplemental_info',
  ]);
  const hsCodes = new RowSet(productHsCodes, [
    'product_id',
    'country_code',
    'harmonized_system_code_id',
    'created_at',
  ]);
  const components = new RowSet(productComponents, [
    'parent_product_id',
    'child_product_id',
    'quantity',
    'vehicle_primary',
    'include_media',
    'sequence',
  ]);
  const history = auditRows();
  const issues = new RowSet(productIssues, [
    'product_id',
    'team_id',
    'issue',
    'reporting_team_id',
    'reporting_user_email',
    'resolved',
    'created_at',
    'updated_at',
  ]);

  const packageIds = await allocateIds(
    s,
    packages,
    list.reduce((n, p) => n + p.packages.length, 0),
  );
  const hazardIds = await allocateIds(
    s,
    productHazards,
    list.reduce((n, p) => n + (p.hazard ? 1 : 0), 0),
  );
  let nextPackage = 0;
  let nextHazard = 0;

  for (const p of list) {
    const id = p.id;
    productRows.push({
      id,
      team_id: p.teamId,
      brand_id: p.brandId,
      sub_brand_id: p.subBrandId,
      product_type_id: p.productTypeId,
      product_category_id: p.productCategoryId,
      slug: p.slug,
      sku: p.sku,
      title: p.title,
      manufacturer_sku: p.manufacturerSku,
      record_type: p.recordType,
      description: p.description,
      override_title: p.overrideTitle,
      use_retail_charm_pricing: p.useRetailCharmPricing,
      price_cents: p.priceCents,
      country_of_origin: p.countryOfOrigin,
      published: p.published,
      purchaseable: p.purchaseable,
      universal_fitment: p.universalFitment,
      catalogue_notes: p.catalogueNotes,
      preorder: p.preorder,
      allow_dropship: p.allowDropship,
      is_oem: p.isOem,
      lock_details: p.lockDetails,
      generic_image: p.genericImage,
      search_priority: p.searchPriority,
      ta_article_id: p.taArticleId,
      product_code: p.productCode,
      attribute_count: p.attributes.length,
      vehicle_count: p.vehicleCount,
      listing_id: p.listingId ?? null,
      listing_status: p.listingStatus ?? null,
      created_at: p.createdAt,
      updated_at: p.updatedAt,
    });
    prices.push({
      product_id: id,
      price_cents: p.priceCents,
      cost_price_cents: p.costCents,
      storefront_price_cents: p.priceCents,
      amazon_price_cents: Math.round(p.priceCents * 1.08),
      ebay_price_cents: Math.round(p.priceCents * 1.05),
      google_price_cents: p.priceCents,
      synced_at: p.syncedAt,
      updated_at: p.updatedAt,
    });
    p.attributes.forEach((a, seq) =>
      attributes.push({
        product_id: id,
        attribute_title_id: a.titleId,
        value: a.value,
        sequence: seq + 1,
        created_at: p.createdAt,
      }),
    );
    for (const n of p.numbers) {
      numbers.push({
        product_id: id,
        number_type: n.type,
        value: n.value,
        gtin_type: n.gtinType,
        description: n.description,
        vehicle_make_ids: intArrayLiteral(n.vehicleMakeIds),
        created_at: p.createdAt,
      });
    }
    let firstPackage: number | null = null;
    for (const pk of p.packages) {
      const packageId = packageIds[nextPackage++]!;
      firstPackage ??= packageId;
      packageRows.push({
        id: packageId,
        product_id: id,
        package_type_id: pk.packageTypeId,
        identifier: pk.identifier,
        length: pk.length,
        width: pk.width,
        height: pk.height,
        dimensions_unit: pk.dimensionsUnit,
        weight: pk.weight,
        weight_unit: pk.weightUnit,
        label: pk.label,
        ships_separate: pk.shipsSeparate,
        use_outer_box: pk.useOuterBox,
        created_at: p.createdAt,
      });
    }
    if (p.hazard) {
      const hazardId = hazardIds[nextHazard++]!;
      hazards.push({
        id: hazardId,
        product_id: id,
        dangerous_goods_definition_id: p.hazard.definitionId,
        created_at: p.createdAt,
      });
      amounts.push({
        product_hazard_id: hazardId,
        package_id: firstPackage,
        amount: p.hazard.amount,
        amount_unit: p.hazard.unit,
        supplemental_info: p.hazard.supplementalInfo,
      });
    }
    for (const h of p.hsCodes) {
      hsCodes.push({
        product_id: id,
        country_code: h.country,
        harmonized_system_code_id: h.hsCodeId,
        created_at: p.createdAt,
      });
    }
    p.components.forEach((c, seq) =>
      components.push({
        parent_product_id: id,
        child_product_id: c.childId,
        quantity: c.quantity,
        vehicle_primary: c.vehiclePrimary,
        include_media: c.includeMedia,
        sequence: seq + 1,
      }),
    );
    for (const a of p.audits) {
      history.push({
        team_id: p.teamId,
        subject_type: PRODUCT_SUBJECT,
        subject_id: id,
        auditable_type: 'Product',
        auditable_id: id,
        action: a.action,
        user_id: a.userId,
        user_name: a.userName,
        comment: a.comment,
        changes: JSON.stringify(a.changes),
        created_at: a.at,
      });
    }
    for (const is of p.issues) {
      issues.push({
        product_id: id,
        team_id: p.teamId,
        issue: is.text,
        reporting_team_id: is.reportingTeamId,
        reporting_user_email: is.reportingEmail,
        resolved: is.resolved,
        created_at: is.at,
        updated_at: is.at,
      });
    }
  }

  // Parents before children; each statement carries the whole batch.
  for (const set of [productRows, packageRows, hazards]) await writeRows(s, set, count, { overriding: true });
  for (const set of [prices, attributes, numbers, amounts, hsCodes, components, history, issues]) {
    await writeRows(s, set, count);
  }
}

/** For a very large load: drops the product tables' secondary indexes and answers how to build them again. */
export async function deferCatalogueIndexes(s: SqlSession) {
  const own = await dropSecondaryIndexes(s, [
    products,
    productPrices,
    productAttributes,
    productNumbers,
    packages,
    productHazards,
    packageHazards,
    productHsCodes,
    productComponents,
    productIssues,
  ]);
  const history = await deferAuditIndexes(s);
  return {
    count: own.count + history.count,
    async rebuild(onIndex?: (name: string, ms: number) => void) {
      await own.rebuild(onIndex);
      await history.rebuild(onIndex);
    },
  };
}
