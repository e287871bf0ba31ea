import { z } from 'zod';
import { warehousePackageSchema } from '../orders/warehouse.ts';
import { distributorListSchema } from '../shared/lists.ts';

/** Packaging's other tables page by 25 (distributor spec 9: inventory and pricing 100, other tables 25). */
export const PRODUCT_PACKAGES_PAGE_SIZE = 25;

/** `GET /api/distributor/product_packages`: the products the distributor stocks, paged, searched by SKU prefix. */
export const productPackagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(PRODUCT_PACKAGES_PAGE_SIZE),
  query: z.string().trim().max(100).optional(),
});
export type ProductPackagesQuery = z.infer<typeof productPackagesQuerySchema>;

/**
 * The Product Weights & Dimensions tab (distributor spec 2.3, 3): one stocked brand and SKU with the catalogue
 * product it is (null when the catalogue has no such product, so no packages can be kept for it) and the packages
 * the distributor sees: the manufacturer's (distributor_id null, read only) and its own (editable, removable).
 */
export const stockedProductPackagesSchema = z.object({
  sku: z.string(),
  brand: z.string(),
  product: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  packages: z.array(warehousePackageSchema),
});
export type StockedProductPackages = z.infer<typeof stockedProductPackagesSchema>;
export const productPackagesListSchema = distributorListSchema(stockedProductPackagesSchema);
export type ProductPackagesList = z.infer<typeof productPackagesListSchema>;
