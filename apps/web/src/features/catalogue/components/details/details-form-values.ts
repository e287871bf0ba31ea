import type { Product, RecordType } from '@partsflow/contracts';
import { createProductInputSchema } from '@partsflow/contracts';
import { contractResolver } from '../../../../lib/contract-resolver.ts';
import type { BrandOption } from '../../api/lookups.ts';
import type { LookupOption } from '../../../../lib/lookups.ts';

/**
 * The details form holds the contract's fields (ids, price in whole cents) plus the chosen options' labels,
 * which the selectors need to show and the contract schema strips.
 */
export interface DetailsFormValues {
  sku: string;
  title: string;
  manufacturer_sku: string;
  record_type: RecordType;
  product_category_id: number | null;
  product_type_id: number | null;
  brand_id: number | null;
  sub_brand_id: number | null;
  /** RRP in whole cents; the input shows dollars. */
  price: number | null;
  use_retail_charm_pricing: boolean;
  override_title: boolean;
  description: string;
  brand_option: BrandOption | null;
  sub_brand_option: LookupOption | null;
  product_type_option: LookupOption | null;
  product_category_option: LookupOption | null;
}

/** Validation is the contract's create schema, so the form shows the same messages the API would. */
export const detailsResolver = contractResolver<DetailsFormValues, typeof createProductInputSchema>(
  createProductInputSchema,
);

const option = (id: number | null | undefined, label: string | null | undefined): LookupOption | null =>
  id && label ? { value: String(id), label } : null;

export function detailsDefaults(product: Product | null, brand: BrandOption | null): DetailsFormValues {
  if (!product) {
    return {
      sku: '',
      title: '',
      manufacturer_sku: '',
      record_type: 'Part',
      product_category_id: null,
      product_type_id: null,
      brand_id: brand?.id ?? null,
      sub_brand_id: null,
      price: null,
      use_retail_charm_pricing: false,
      override_title: false,
      description: '',
      brand_option: brand,
      sub_brand_option: null,
      product_type_option: null,
      product_category_option: null,
    };
  }
  return {
    sku: product.sku,
    title: product.title,
    manufacturer_sku: product.manufacturer_sku ?? '',
    record_type: product.record_type,
    product_category_id: product.product_category_id,
    product_type_id: product.product_type_id,
    brand_id: product.brand_id,
    sub_brand_id: product.sub_brand_id,
    price: product.price,
    use_retail_charm_pricing: product.use_retail_charm_pricing,
    override_title: product.override_title,
    description: product.description,
    brand_option: { id: product.brand.id, name: product.brand.name, slug: product.brand.slug },
    sub_brand_option: option(product.sub_brand?.id, product.sub_brand?.name),
    product_type_option: option(product.product_type?.id, product.product_type?.title),
    product_category_option: option(product.product_category?.id, product.product_category?.name),
  };
}

/** The form fields that show the server's field errors: the contract's own names. */
export const DETAILS_SERVER_FIELDS = [
  'sku',
  'title',
  'manufacturer_sku',
  'brand_id',
  'sub_brand_id',
  'product_type_id',
  'product_category_id',
  'price',
  'record_type',
  'description',
] as const satisfies readonly (keyof DetailsFormValues)[];

/** Identifies the stored details of a product: equal signatures, equal form values. */
export function detailsSignature(product: Product): string {
  return `${product.id}:${JSON.stringify(detailsDefaults(product, null))}`;
}
