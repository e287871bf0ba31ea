import { areaAccess } from '../../platform/http/route-presets.ts';

/** Every catalogue route lives under this prefix (platform design section 1) and in one OpenAPI tag. */
export const PREFIX = '/api/catalogue';
export const tags = ['catalogue'];
export const catalogueAccess = areaAccess('catalogue');
