import data from './au-vehicles.json' with { type: 'json' };

/**
 * Australian-market makes, models and series (au-vehicles.json): compiled by hand from public knowledge, not from a
 * dataset (the file's `_source` says so; docs/decisions/0830-vehicle-data.md). The demo generator combines them
 * with its own list into the platform's vehicle catalogue.
 */
export interface AuEngine {
  code: string;
  capacity: number;
  cylinders: number;
  kw: number;
  fuel: 'Petrol' | 'Diesel' | 'Hybrid' | 'LPG' | 'Electric';
}

export interface AuSeries {
  series: string;
  from: number;
  to: number | null;
  engines: AuEngine[];
  bodies: string[];
  drives: string[];
  transmissions: string[];
  variants: string[];
}

export interface AuModel {
  make: string;
  model: string;
  series: AuSeries[];
}

export const AU_VEHICLE_SOURCE: string = data._source;
export const AU_VEHICLE_MODELS = data.models as AuModel[];
