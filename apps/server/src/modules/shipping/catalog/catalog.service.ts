import type { Scope } from '../../../platform/auth/access.ts';
import { findShippingLocation } from '../../distribution/index.ts';
import { ownAccountCarrierIds } from '../quotes/quotes.service.ts';
import { shippingError } from '../shipping.errors.ts';
import type { ShippingDeps } from '../shipping.deps.ts';

/**
 * `GET /locations/{id}/freight_exchange_catalog`: the exchange's carriers with their services, each carrier
 * flagged `byo` when the distributor holds its own account, and the location's current filter policy.
 */
export async function freightExchangeCatalog(
  deps: ShippingDeps,
  scope: Pick<Scope, 'teamId' | 'staff'>,
  locationId: number,
) {
  const location = await findShippingLocation(deps.db, { scope, locationId });
  if (!location) throw shippingError('location_not_found');
  const [catalogue, own] = await Promise.all([
    deps.carriers.catalogue(),
    ownAccountCarrierIds(deps.db, location.team_id),
  ]);
  return {
    carriers: catalogue.map((c) => ({
      id: c.id,
      name: c.name,
      byo: own.includes(c.id),
      services: c.services.map((s) => ({ id: s.id, name: s.name })),
    })),
    filter_policy: location.filter_policy,
  };
}
