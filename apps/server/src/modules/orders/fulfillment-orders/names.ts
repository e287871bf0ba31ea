import type { DbOrTx } from '../../../platform/db/client.ts';
import { listPlatformDistributors, routingLocationsByIds } from '../../distribution/index.ts';
import type { Names } from './fulfillment-orders.presenters.ts';

/** The names of the distributors and locations some fulfilments name (from the distribution module). */
export async function loadNames(
  db: DbOrTx,
  fs: { distributor_id: number; distributor_location_id: number }[],
): Promise<Names> {
  if (!fs.length) return { distributor: () => '', location: (id) => ({ id, name: '', code: '' }) };
  const distributors = new Map((await listPlatformDistributors(db)).map((d) => [d.id, d.name]));
  const locations = new Map(
    (await routingLocationsByIds(db, [...new Set(fs.map((f) => f.distributor_location_id))])).map((l) => [
      l.id,
      l,
    ]),
  );
  return {
    distributor: (id) => distributors.get(id) ?? '',
    location: (id) => {
      const l = locations.get(id);
      return { id, name: l?.name ?? '', code: l?.code ?? '' };
    },
  };
}
