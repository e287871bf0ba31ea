import { API_AUDIT_USER, type Audit } from '@partsflow/contracts';
import type { AuditRow } from '../../../platform/audit/index.ts';
import { iso } from '../../../platform/http/presenters.ts';

const TYPE_LABELS: Record<string, string> = {
  Product: '',
  ProductAttribute: 'Attribute',
  Package: 'Package',
  Hazard: 'Dangerous goods',
  ProductHsCode: 'HS code',
  ProductPrice: 'Pricing',
  ProductNumber: 'Product number',
  ProductMedia: 'Media',
  ProductComponent: 'Part',
  CrossSell: 'Cross-sell',
  SellerAgreement: 'Seller agreement',
  SubBrand: 'Sub-Brand',
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
  code: 'Code',
  marketplace: 'Marketplace',
  require_merchant_application: 'Require merchant application',
  logo_file_name: 'Logo',
  text: 'Text',
  max_discount_percent: 'Max discount percent',
};

export function changeLabel(type: string, field: string): string {
  const fieldLabel = FIELD_LABELS[field] ?? field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const prefix = TYPE_LABELS[type];
  return prefix ? `${prefix} ${fieldLabel.toLowerCase()}` : fieldLabel;
}

export function presentAudit(row: AuditRow): Audit {
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
