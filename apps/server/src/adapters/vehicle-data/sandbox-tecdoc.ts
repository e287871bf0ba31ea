import data from './data/tecdoc.json' with { type: 'json' };
import type { DbOrTx } from '../../platform/db/client.ts';
import { sandboxRecords } from './sandbox-store.ts';
import { ccToLitres, type ExternalVehicleRecord, type VehicleDataSandbox } from './vehicle-data.adapter.ts';

/** One KType row of the TecDoc-like sandbox (construction years as YYYYMM). */
export interface TecDocType {
  kType: number;
  manuName: string;
  modelSeriesId: number;
  modelName: string;
  typeName: string;
  constructionType: string | null;
  yearOfConstrFrom: number | null;
  yearOfConstrTo: number | null;
  motorCodes: string | null;
  ccmTech: number | null;
  powerKw: number | null;
  cylinders: number | null;
  fuelType: string | null;
  impulsionType: string | null;
  gearbox: string | null;
}

/** "HILUX VIII Pick-up (_N1_)" is model HILUX; "3.2 TDCi 4x4 (PX II)" is series PX II. */
function modelOf(modelName: string) {
  return modelName.split(/\s+(?:[IVX]+\b|\()/)[0]!.trim();
}
function seriesOf(typeName: string) {
  const m = /\(([^)]+)\)\s*$/.exec(typeName);
  return m ? m[1]!.replace(/_+$/, '').replace(/_/g, '') : null;
}

export function tecDocRecord(t: TecDocType): ExternalVehicleRecord {
  const ym = (v: number | null): [number | null, number | null] =>
    v === null ? [null, null] : [Math.floor(v / 100), v % 100];
  const [yearFrom, monthFrom] = ym(t.yearOfConstrFrom);
  const [yearTo, monthTo] = ym(t.yearOfConstrTo);
  return {
    external_source: 'TecDoc',
    external_group_id: String(t.modelSeriesId),
    external_id: String(t.kType),
    make: t.manuName,
    model: modelOf(t.modelName),
    series: seriesOf(t.typeName),
    body: t.constructionType,
    year_from: yearFrom,
    month_from: monthFrom,
    year_to: yearTo,
    month_to: monthTo,
    variant: t.typeName,
    engine: t.motorCodes,
    engine_capacity: ccToLitres(t.ccmTech),
    fuel_type: t.fuelType,
    drive_type: t.impulsionType,
    transmission: t.gearbox,
    kw_power: t.powerKw,
    cylinders: t.cylinders,
  };
}

/**
 * The TecDoc-like sandbox: its records live in the database (seeded once from the repository's sample file), so
 * what a test or demo publishes or withdraws survives a restart.
 */
export function createTecDocSandbox(
  db: DbOrTx,
  samples: readonly TecDocType[] = data.types as TecDocType[],
): VehicleDataSandbox<TecDocType> {
  const store = sandboxRecords<TecDocType>(db, 'TecDoc', samples, (t) => String(t.kType));
  return {
    name: 'TecDoc',
    async vehicles() {
      return (await store.list()).map(tecDocRecord);
    },
    publish: store.publish,
    withdraw: store.withdraw,
    setMode: store.setMode,
  };
}
