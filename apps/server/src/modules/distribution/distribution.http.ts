import { areaAccess } from '../../platform/http/route-presets.ts';

/** The distributor area's API prefix (design section 1) and the module's route presets. */
export const DISTRIBUTOR_PREFIX = '/api/distributor';
export const tags = ['distributor'];
export const distributorAccess = areaAccess('distributor');
