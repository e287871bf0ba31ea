import { areaAccess } from '../../platform/http/route-presets.ts';

/** Portal calls (spec 7.1) live under V1, warehouse calls (7.2, 7.3) under DISTRIBUTOR (platform design 1). */
export const DISTRIBUTOR = '/api/distributor';
export const V1 = '/api/distributor/v1';
export const tags = ['shipping'];
export const distributorAccess = areaAccess('distributor');
