/**
 * External vehicle data: a source answers its vehicles in the external vehicle shape of the catalogue spec
 * (section 3), each cell still in the source's own vocabulary (TecDoc says "Pick-up", OSCAR says "UTE"). The
 * fitment module translates the terms; the adapter only reshapes the source's records.
 */
export type ExternalSourceName = 'TecDoc' | 'OSCAR';

export interface ExternalVehicleRecord {
  external_source: ExternalSourceName;
  external_group_id: string;
  external_id: string;
  make: string;
  model: string;
  series: string | null;
  body: string | null;
  year_from: number | null;
  month_from: number | null;
  year_to: number | null;
  month_to: number | null;
  variant: string | null;
  engine: string | null;
  /** Litres, one decimal. */
  engine_capacity: number | null;
  fuel_type: string | null;
  drive_type: string | null;
  transmission: string | null;
  kw_power: number | null;
  cylinders: number | null;
}

export interface VehicleDataSource {
  readonly name: ExternalSourceName;
  /** Every vehicle the source publishes. */
  vehicles(): Promise<ExternalVehicleRecord[]>;
}

/** Cubic centimetres to litres with one decimal (2755 cc is 2.8 L). */
export const ccToLitres = (cc: number | null | undefined) =>
  cc === null || cc === undefined ? null : Math.round(cc / 100) / 10;

/** A source that cannot answer (the sandbox's failure switch, a real source's outage). */
export class VehicleDataError extends Error {
  constructor(
    readonly source: ExternalSourceName,
    message: string,
  ) {
    super(message);
    this.name = 'VehicleDataError';
  }
}

/** A sandbox source: the records live in the database, and a test or demo can publish, withdraw and fail them. */
export interface VehicleDataSandbox<R> extends VehicleDataSource {
  publish(record: R): Promise<void>;
  withdraw(id: string): Promise<boolean>;
  setMode(mode: 'normal' | 'unavailable'): Promise<void>;
}
