import type { DbOrTx } from '../../platform/db/client.ts';
import * as repo from './fitment.repository.ts';

/** The vehicle makes, all or those with the given ids, by name: `{id, value}` as the makes selector shows them. */
export async function listVehicleMakes(db: DbOrTx, params: { ids?: number[] } = {}) {
  return (await repo.listVehicleMakes(db, params)).map((m) => ({ id: m.id, value: m.name }));
}

/** How many distinct vehicles each product fits (0 for a product without applications). */
export async function countVehiclesOfProducts(
  db: DbOrTx,
  params: { productIds: number[] },
): Promise<Map<number, number>> {
  const counts = new Map(params.productIds.map((id) => [id, 0]));
  for (const row of await repo.countVehiclesOfProducts(db, params)) counts.set(row.product_id, row.vehicles);
  return counts;
}
