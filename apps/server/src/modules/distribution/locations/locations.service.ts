import {
  DEFAULT_PICKUP_HOURS,
  LOCATION_MESSAGES,
  normalizeFilterPolicy,
  type CreateLocationInput,
  type DistributorLocation,
  type UpdateLocationInput,
} from '@partsflow/contracts';
import type { Scope } from '../../../platform/auth/access.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { locate, searchLocalities } from '../../../platform/geo/index.ts';
import { distributionError, fieldError } from '../distribution.errors.ts';
import { requireDistributor } from '../distributors.service.ts';
import { addressLine, presentLocation, type StoredShippingSettings } from './locations.presenters.ts';
import * as repo from './locations.repository.ts';

type TeamScope = Pick<Scope, 'teamId'>;
type Fields = NonNullable<UpdateLocationInput['distributor_location']>;

const cents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : Math.round(dollars * 100);

/** The columns a form's fields set; fields not sent are left as they are. */
function columnsOf(
  fields: Fields,
  rates: UpdateLocationInput['rates'],
  hours: UpdateLocationInput['pickup_hours'],
  current: StoredShippingSettings,
): repo.LocationValues {
  const { shipping_settings: settings, ...plain } = fields;
  const out: repo.LocationValues = {};
  for (const [key, value] of Object.entries(plain))
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  // An address changed without its one-line form: the line is made from the address again (see the presenter).
  const addressSent = ['address1', 'city', 'state', 'postcode'].some((k) => k in out);
  if (addressSent && out.location === undefined) out.location = null;
  if (settings) {
    // Merged, not replaced: the component toggle must not drop the filter policy, nor the policy the toggle.
    const next: StoredShippingSettings = { ...current };
    if (settings.accept_components !== undefined) next.accept_components = settings.accept_components;
    if (settings.freight_exchange?.filter_policy)
      next.freight_exchange = {
        ...(current.freight_exchange ?? {}),
        filter_policy: normalizeFilterPolicy(settings.freight_exchange.filter_policy),
      };
    out.shipping_settings = next;
  }
  if (rates) {
    const h = rates.dropship_handling_rates;
    if (h) {
      if (h.min_rate !== undefined) out.handling_min_cents = cents(h.min_rate);
      if (h.percentage_rate !== undefined) out.handling_percentage = h.percentage_rate;
      if (h.max_rate !== undefined) out.handling_max_cents = cents(h.max_rate);
    }
    if (rates.dispatch_freight_rates) out.dispatch_freight_rates = rates.dispatch_freight_rates;
    if (rates.dropship_product_types) out.dropship_product_types = rates.dropship_product_types;
  }
  if (hours) out.pickup_hours = hours;
  return out;
}

/**
 * The address against the gazetteer (platform geo): a postcode must belong to the state given (border postcodes
 * belong to each of their states), and a location sent without coordinates is placed at its locality.
 */
function placeAddress(values: repo.LocationValues, current: repo.LocationRow | null) {
  const postcode = values.postcode ?? current?.postcode;
  const state = values.state ?? current?.state;
  const city = values.city ?? current?.city;
  const addressSent =
    values.postcode !== undefined || values.state !== undefined || values.city !== undefined;
  if (!addressSent || !postcode) return;
  const known = searchLocalities(postcode, 50).filter((l) => l.postcode === postcode);
  if (state && known.length > 0 && !known.some((l) => l.state === state))
    throw fieldError(['distributor_location', 'postcode'], LOCATION_MESSAGES.postcodeState(postcode, state));
  if (values.latitude == null || values.longitude == null) {
    const at = locate({ postcode, city });
    values.latitude = at?.latitude ?? null;
    values.longitude = at?.longitude ?? null;
  }
}

async function checkCode(
  tx: DbOrTx,
  p: { teamId: number; distributorId: number; code: string | undefined; exceptId?: number },
) {
  if (p.code && (await repo.codeTaken(tx, { ...p, code: p.code })))
    throw fieldError(['distributor_location', 'code'], LOCATION_MESSAGES.codeTaken);
}

export async function listLocations(db: Db, scope: TeamScope, distributorId: number) {
  const distributor = await requireDistributor(db, scope, distributorId);
  const rows = await repo.listLocations(db, { teamId: scope.teamId, distributorId: distributor.id });
  return { locations: rows.map(presentLocation) };
}

export async function getLocation(
  db: Db,
  scope: TeamScope,
  p: { distributorId: number; id: number },
): Promise<DistributorLocation> {
  const distributor = await requireDistributor(db, scope, p.distributorId);
  const row = await repo.findLocation(db, { teamId: scope.teamId, distributorId: distributor.id, id: p.id });
  if (!row) throw distributionError('location_not_found');
  return presentLocation(row);
}

/** `POST /distributors/{id}/locations`: a new location; hours default to the spec's (weekdays 09:00-17:00). */
export async function createLocation(
  db: Db,
  scope: TeamScope,
  distributorId: number,
  input: CreateLocationInput,
): Promise<DistributorLocation> {
  return db.transaction(async (tx) => {
    const distributor = await requireDistributor(tx, scope, distributorId);
    const fields = input.distributor_location;
    await checkCode(tx, { teamId: scope.teamId, distributorId: distributor.id, code: fields.code });
    const values = columnsOf(fields, input.rates, input.pickup_hours ?? DEFAULT_PICKUP_HOURS, {
      accept_components: true,
    });
    placeAddress(values, null);
    const row = await repo.insertLocation(tx, {
      teamId: scope.teamId,
      distributorId: distributor.id,
      values: {
        ...values,
        name: fields.name,
        code: fields.code,
        address1: fields.address1,
        city: fields.city,
        state: fields.state,
        postcode: fields.postcode,
        location: fields.location ?? addressLine(fields),
      },
    });
    return presentLocation(row);
  });
}

/**
 * `PATCH /distributors/{id}/locations/{id}` (and `.json`): the fields sent, the toggles, the filter policy.
 * The row is locked so two toggles at once both land in `shipping_settings`.
 */
export async function updateLocation(
  db: Db,
  scope: TeamScope,
  p: { distributorId: number; id: number },
  input: UpdateLocationInput,
): Promise<DistributorLocation> {
  return db.transaction(async (tx) => {
    const distributor = await requireDistributor(tx, scope, p.distributorId);
    const current = await repo.findLocation(tx, {
      teamId: scope.teamId,
      distributorId: distributor.id,
      id: p.id,
      lock: true,
    });
    if (!current) throw distributionError('location_not_found');
    const fields = input.distributor_location ?? {};
    // Carrier filters belong to the freight exchange: without its key there is nothing to filter (spec 6).
    if (fields.shipping_settings?.freight_exchange?.filter_policy && !distributor.freight_exchange_key)
      throw distributionError('no_freight_exchange_key');
    await checkCode(tx, {
      teamId: scope.teamId,
      distributorId: distributor.id,
      code: fields.code,
      exceptId: current.id,
    });
    const values = columnsOf(
      fields,
      input.rates,
      input.pickup_hours,
      (current.shipping_settings ?? {}) as StoredShippingSettings,
    );
    placeAddress(values, current);
    if (Object.keys(values).length === 0) return presentLocation(current);
    const row = await repo.updateLocation(tx, { teamId: scope.teamId, id: current.id, values });
    return presentLocation(row);
  });
}
