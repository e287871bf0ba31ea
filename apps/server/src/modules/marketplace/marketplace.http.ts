import { areaAccess } from '../../platform/http/route-presets.ts';

/** The merchant API (platform design section 1): spec paths verbatim after the area prefix. */
export const MARKETPLACE = '/api/marketplace/v1/marketplace';
/** The brand's listing pages live in the catalogue area (catalogue-pim section 7, "Copy and listing"). */
export const CATALOGUE = '/api/catalogue';
export const tags = ['marketplace'];
export const marketplaceAccess = areaAccess('marketplace');
export const catalogueAccess = areaAccess('catalogue');
/** Amazon listings: the spec's same-origin `amazon_listings` calls, under the marketplace area. */
export const AMAZON_LISTINGS = '/api/marketplace/amazon_listings';
