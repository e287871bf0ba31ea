export type { Coordinates, Locality } from './gazetteer.ts';
export { distanceKm, locate, searchLocalities, stateOfPostcode } from './gazetteer.ts';
export { geoRoutes } from './geo.routes.ts';
