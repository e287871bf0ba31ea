import data from './data/oscar.json' with { type: 'json' };
import type { DbOrTx } from '../../platform/db/client.ts';
import { sandboxRecords } from './sandbox-store.ts';
import { ccToLitres, type ExternalVehicleRecord, type VehicleDataSandbox } from './vehicle-data.adapter.ts';

/** One record of the OSCAR-like sandbox (dates as MM/YYYY, body and fuel as short codes). */
export interface OscarRecord {
  OSCAR_ID: string;
  GROUP: string;
  MAKE: string;
  FAMILY: string;
  SERIES: string | null;
  VARIANT: string | null;
  BODY: string | null;
  DOORS: number | null;
  RELEASE: string | null;
  DISCONTINUED: string | null;
  ENGINE_CODE: string | null;
  CC: number | null;
  KW: number | null;
  CYL: number | null;
  FUEL: string | null;
  DRIVE: string | null;
  TRANS: string | null;
}

const monthYear = (v: string | null): [number | null, number | null] => {
  const m = v ? /^(\d{2})\/(\d{4})$/.exec(v) : null;
  return m ? [Number(m[2]), Number(m[1])] : [null, null];
};

export function oscarRecord(r: OscarRecord): ExternalVehicleRecord {
  const [yearFrom, monthFrom] = monthYear(r.RELEASE);
  const [yearTo, monthTo] = monthYear(r.DISCONTINUED);
  return {
    external_source: 'OSCAR',
    external_group_id: r.GROUP,
    external_id: r.OSCAR_ID,
    make: r.MAKE,
    model: r.FAMILY,
    series: r.SERIES,
    body: r.BODY,
    year_from: yearFrom,
    month_from: monthFrom,
    year_to: yearTo,
    month_to: monthTo,
    variant: r.VARIANT,
    engine: r.ENGINE_CODE,
    engine_capacity: ccToLitres(r.CC),
    fuel_type: r.FUEL,
    drive_type: r.DRIVE,
    transmission: r.TRANS,
    kw_power: r.KW,
    cylinders: r.CYL,
  };
}

/**
 * The OSCAR-like sandbox: its records live in the database (seeded once from the repository's sample file), so
 * what a test or demo publishes or withdraws survives a restart.
 */
export function createOscarSandbox(
  db: DbOrTx,
  samples: readonly OscarRecord[] = data.records as OscarRecord[],
): VehicleDataSandbox<OscarRecord> {
  const store = sandboxRecords<OscarRecord>(db, 'OSCAR', samples, (r) => r.OSCAR_ID);
  return {
    name: 'OSCAR',
    async vehicles() {
      return (await store.list()).map(oscarRecord);
    },
    publish: store.publish,
    withdraw: store.withdraw,
    setMode: store.setMode,
  };
}
