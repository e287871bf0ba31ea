import {
  API_AUDIT_USER,
  cubicWeightKg,
  DIMENSION_UNITS,
  displayHazardAmount,
  isMissingAttributeValue,
  marginPercent,
  markupPercent,
  productEditUrl,
  roundTo,
  toMillimetres,
  type Audit,
  type DimensionUnit,
  type Hazard,
  type Package,
  type ProductAttribute,
  type ProductHsCode,
  type ProductIssue,
  type ProductListRow,
  type ProductPrice,
} from '@partsflow/contracts';
import type {
  attributeTitles,
  audits,
  dangerousGoodsDefinitions,
  harmonizedSystemCodes,
  packageHazards,
  packages,
  productAttributes,
  productHazards,
  productHsCodes,
  productIssues,
  productPrices,
  products,
} from './catalogue.tables.ts';

/** Presenters map rows to the contracts' wire shapes; no table row leaves the module as it is. */

type ProductRow = typeof products.$inferSelect;

export function iso(d: Date | string | null | undefined): string | null {
  if (d === null || d === undefined) return null;
  return d instanceof Date ? d.toISOString() : new Date(d).toISOString();
}

export function presentProductRow(r: {
  product: ProductRow;
  brand: { slug: string; name: string };
  sub_brand: string | null;
  product_type: string | null;
}): ProductListRow {
  const p = r.product;
  return {
    id: p.id,
    slug: p.slug,
    sku: p.sku,
    title: p.title,
    brand: r.brand,
    sub_brand: r.sub_brand,
    product_type: r.product_type,
    record_type: p.record_type,
    price: p.price_cents,
    published: p.published,
    purchaseable: p.purchaseable,
    has_listing: p.listing_id !== null,
    listing_status: p.listing_status,
    has_attributes: p.attribute_count > 0,
    has_vehicles: p.vehicle_count > 0,
    has_media: p.media_count > 0,
    updated_at: iso(p.updated_at)!,
    url: productEditUrl(p.slug),
  };
}

export function presentPackage(row: typeof packages.$inferSelect, packageType: string | null): Package {
  const unit = (DIMENSION_UNITS as readonly string[]).includes(row.dimensions_unit)
    ? (row.dimensions_unit as DimensionUnit)
    : 'cm';
  const cubic =
    row.length !== null && row.width !== null && row.height !== null
      ? roundTo(
          cubicWeightKg(
            toMillimetres(row.length, unit),
            toMillimetres(row.width, unit),
            toMillimetres(row.height, unit),
          ),
          3,
        )
      : null;
  return {
    id: row.id,
    package_type: packageType,
    package_type_id: row.package_type_id,
    identifier: row.identifier,
    length: row.length,
    width: row.width,
    height: row.height,
    dimensions_unit: row.dimensions_unit,
    weight: row.weight,
    weight_unit: row.weight_unit,
    cubic_weight: cubic,
    label: row.label,
    ships_separate: row.ships_separate,
    use_outer_box: row.use_outer_box,
    packing: row.use_outer_box ? 'Use Outer Box' : 'Ships As Is',
  };
}

export function presentHazard(r: {
  hazard: typeof productHazards.$inferSelect;
  definition: typeof dangerousGoodsDefinitions.$inferSelect;
  amounts: { ph: typeof packageHazards.$inferSelect; package_identifier: string | null }[];
}): Hazard {
  const first = r.amounts[0]?.ph;
  return {
    id: r.hazard.id,
    shipping_dangerous_goods_definition_id: r.definition.id,
    un_number: r.definition.un_number,
    hazard_identifier: r.definition.hazard_identifier,
    proper_shipping_name: r.definition.proper_shipping_name,
    display_amount: displayHazardAmount(first?.amount, first?.amount_unit),
    package_hazards: r.amounts.map((a) => ({
      id: a.ph.id,
      package_id: a.ph.package_id,
      package_identifier: a.package_identifier,
      amount: a.ph.amount,
      amount_unit: a.ph.amount_unit,
      supplemental_info: a.ph.supplemental_info,
      shipping_dangerous_goods_definition_id: r.definition.id,
    })),
  };
}

export function presentHsCode(r: {
  row: typeof productHsCodes.$inferSelect;
  code: typeof harmonizedSystemCodes.$inferSelect;
}): ProductHsCode {
  return {
    id: r.row.id,
    country_code: r.row.country_code,
    harmonized_system_code: { id: r.code.id, code: r.code.code, description: r.code.description },
  };
}

export function presentPrice(
  row: typeof productPrices.$inferSelect | null,
  product: ProductRow,
): ProductPrice {
  const price = row?.price_cents ?? product.price_cents ?? null;
  const cost = row?.cost_price_cents ?? null;
  const margin = price !== null && cost !== null ? marginPercent(price, cost) : null;
  const markup = price !== null && cost !== null ? markupPercent(price, cost) : null;
  return {
    id: row?.id ?? null,
    price_cents: price,
    cost_price_cents: cost,
    currency: row?.currency ?? product.currency,
    storefront_price_cents: row?.storefront_price_cents ?? null,
    amazon_price_cents: row?.amazon_price_cents ?? null,
    ebay_price_cents: row?.ebay_price_cents ?? null,
    google_price_cents: row?.google_price_cents ?? null,
    synced_at: iso(row?.synced_at ?? null),
    margin: margin === null ? null : roundTo(margin, 2),
    markup: markup === null ? null : roundTo(markup, 2),
  };
}

/** A stable machine code for an attribute title ("Pad Thickness" -> "pad_thickness"). */
export function attributeCode(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

export function presentProductAttribute(
  r: { attribute: typeof productAttributes.$inferSelect; title: typeof attributeTitles.$inferSelect },
  opts: { inTemplate: boolean; values: string[] },
): ProductAttribute {
  return {
    id: r.attribute.id,
    title: r.title.name,
    title_id: r.title.id,
    code: attributeCode(r.title.name),
    value: r.attribute.value,
    data_type: r.title.data_type,
    sequence: r.attribute.sequence,
    template: opts.inTemplate,
    missing_value: isMissingAttributeValue(r.title.data_type, r.attribute.value),
    values: opts.values,
    tec_doc_max_length: r.title.tec_doc_max_length,
  };
}

export function presentIssue(row: typeof productIssues.$inferSelect): ProductIssue {
  return {
    id: row.id,
    product_id: row.product_id,
    issue: row.issue,
    reporting_team: row.reporting_user_email,
    created_at: iso(row.created_at)!,
    resolved: row.resolved,
  };
}

// ---------------------------------------------------------------- history

const TYPE_LABELS: Record<string, string> = {
  Product: '',
  ProductAttribute: 'Attribute',
  Package: 'Package',
  Hazard: 'Dangerous goods',
  ProductHsCode: 'HS code',
  ProductPrice: 'Pricing',
  ProductNumber: 'Product number',
};

const FIELD_LABELS: Record<string, string> = {
  sku: 'SKU',
  title: 'Title',
  manufacturer_sku: 'Manufacturer Part Number',
  brand_id: 'Brand',
  sub_brand_id: 'Sub Brand',
  product_type_id: 'Product Type',
  product_category_id: 'Product Category',
  record_type: 'Type',
  description: 'Description',
  override_title: 'Override vehicle generated title',
  use_retail_charm_pricing: 'Use Charm Pricing',
  price_cents: 'Price',
  country_of_origin: 'Country of origin',
  published: 'Published',
  purchaseable: 'Purchaseable',
  universal_fitment: 'Universal fitment',
  is_oem: 'OEM',
  catalogue_notes: 'Catalogue notes',
  preorder: 'Preorder',
  allow_dropship: 'Dropshippable',
  lock_details: 'Lock Details',
  generic_image: 'Generic Image',
  search_priority: 'Search Priority',
  ta_article_id: 'TecDoc Article ID',
  product_code: 'AutoInfo ID',
  attribute_order: 'Attribute order',
  attribute_title_id: 'Attribute',
  value: 'Value',
  sequence: 'Position',
  package_type_id: 'Pack Type',
  identifier: 'Identifier',
  length: 'Length',
  width: 'Width',
  height: 'Height',
  dimensions_unit: 'Dimension unit',
  weight: 'Weight',
  weight_unit: 'Weight unit',
  label: 'Label',
  ships_separate: 'Ships separate',
  use_outer_box: 'Use Outer Box',
  shipping_dangerous_goods_definition_id: 'Definition',
  package_id: 'Package',
  amount: 'Amount',
  amount_unit: 'Amount unit',
  supplemental_info: 'Supplemental info',
  country_code: 'Country',
  harmonized_system_code_id: 'HS Code',
  cost_price_cents: 'Cost price',
  currency: 'Currency',
  storefront_price_cents: 'Storefront price',
  amazon_price_cents: 'Amazon price',
  ebay_price_cents: 'eBay price',
  google_price_cents: 'Google price',
  number_type: 'Type',
  gtin_type: 'GTIN type',
  active: 'Active',
  vehicle_make_ids: 'Vehicle makes',
};

export function changeLabel(type: string, field: string): string {
  const fieldLabel = FIELD_LABELS[field] ?? field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const prefix = TYPE_LABELS[type];
  return prefix ? `${prefix} ${fieldLabel.toLowerCase()}` : fieldLabel;
}

export function presentAudit(row: typeof audits.$inferSelect): Audit {
  return {
    id: row.id,
    action: row.action,
    auditable_type: row.auditable_type,
    auditable_id: row.auditable_id,
    user: row.user_name ?? API_AUDIT_USER,
    created_at: iso(row.created_at)!,
    comment: row.comment,
    changes: Object.entries(row.changes).map(([field, pair]) => ({
      change: changeLabel(row.auditable_type, field),
      details: { old: pair[0] ?? null, new: pair[1] ?? null },
    })),
    reverted_audit_id: row.reverted_audit_id,
  };
}
