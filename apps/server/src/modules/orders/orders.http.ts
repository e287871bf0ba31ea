import { areaAccess } from '../../platform/http/route-presets.ts';

/** Merchant API (spec 7, Marketplace API): /v1/marketplace/... and /v1/fulfillments/... after the area prefix. */
export const MARKETPLACE_V1 = '/api/marketplace/v1';
export const MARKETPLACE = '/api/marketplace';
/** Distributor API (distributor spec 7.1). */
export const DISTRIBUTOR_V1 = '/api/distributor/v1';
/** Where stores deliver their webhooks (no session: the signature is the proof). */
export const WEBHOOKS = '/api/webhooks';
export const tags = ['orders'];
export const merchantAccess = areaAccess('marketplace');
export const distributorAccess = areaAccess('distributor');
