import type { DbOrTx } from '../../platform/db/client.ts';
import * as repo from './fitment.repository.ts';

/** The vehicle makes, all or those with the given ids, by name: `{id, value}` as the makes selector shows them. */
export async function listVehicleMakes(db: DbOrTx, params: { ids?: number[] } = {}) {
  return (await repo.listVehicleMakes(db, params)).map((m) => ({ id: m.id, value: m.name }));
}
