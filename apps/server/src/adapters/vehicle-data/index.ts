/** External vehicle data sources: a TecDoc-like and an OSCAR-like sandbox, each in its own vocabulary. */
export {
  VehicleDataError,
  type ExternalSourceName,
  type ExternalVehicleRecord,
  type VehicleDataSandbox,
  type VehicleDataSource,
} from './vehicle-data.adapter.ts';
export { createOscarSandbox, oscarRecord, type OscarRecord } from './sandbox-oscar.ts';
export { createTecDocSandbox, tecDocRecord, type TecDocType } from './sandbox-tecdoc.ts';
