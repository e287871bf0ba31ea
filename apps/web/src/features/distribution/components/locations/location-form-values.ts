import {
  createLocationInputSchema,
  DEFAULT_PICKUP_HOURS,
  type DistributorLocation,
  type PickupDay,
} from '@partsflow/contracts';
import { contractResolver } from '../../../../lib/contract-resolver.ts';
import type { LocationBody } from '../../api/locations.ts';

/** What the location form holds: text as typed ('' when empty, as the spec sends it), rates as numbers or ''. */
export interface LocationFormValues {
  distributor_location: {
    name: string;
    code: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    postcode: string;
    latitude: number | '';
    longitude: number | '';
    contact_person: string;
    contact_phone: string;
    contact_email: string;
    consignment_email: string;
    pickup_instructions: string;
  };
  rates: {
    dropship_handling_rates: { min_rate: number | ''; percentage_rate: number | ''; max_rate: number | '' };
  };
  pickup_hours: PickupDay[];
}

export const locationResolver = contractResolver<LocationFormValues, typeof createLocationInputSchema>(
  createLocationInputSchema,
);

const text = (v: string | null | undefined) => v ?? '';
const num = (v: number | null | undefined): number | '' => (v === null || v === undefined ? '' : v);

export function locationDefaults(loc: DistributorLocation | null): LocationFormValues {
  const r = loc?.location_dropship_handling_rate;
  return {
    distributor_location: {
      name: text(loc?.name),
      code: text(loc?.code),
      address1: text(loc?.address1),
      address2: text(loc?.address2),
      city: text(loc?.city),
      state: text(loc?.state),
      postcode: text(loc?.postcode),
      latitude: num(loc?.latitude),
      longitude: num(loc?.longitude),
      contact_person: text(loc?.contact_person),
      contact_phone: text(loc?.contact_phone),
      contact_email: text(loc?.contact_email),
      consignment_email: text(loc?.consignment_email),
      pickup_instructions: text(loc?.pickup_instructions),
    },
    rates: {
      dropship_handling_rates: {
        min_rate: num(r?.min_rate),
        percentage_rate: num(r?.percentage_rate),
        max_rate: num(r?.max_rate),
      },
    },
    pickup_hours: loc?.pickup_hours ?? DEFAULT_PICKUP_HOURS,
  };
}

/** The form as the spec posts it: fields as typed, `rates` and `pickup_hours` as JSON text. */
export function locationBody(values: LocationFormValues, loc: DistributorLocation | null): LocationBody {
  return {
    // The one-line `location` is left to the server, which makes it from the address.
    distributor_location: values.distributor_location,
    rates: JSON.stringify({
      dispatch_freight_rates: loc?.dispatch_freight_rates ?? [],
      dropship_handling_rates: values.rates.dropship_handling_rates,
      dropship_product_types: loc?.dropship_product_types ?? [],
    }),
    pickup_hours: JSON.stringify(values.pickup_hours),
  };
}

export const LOCATION_FORM_FIELDS = [
  ...Object.keys(locationDefaults(null).distributor_location).map((k) => `distributor_location.${k}`),
  'rates.dropship_handling_rates.min_rate',
  'rates.dropship_handling_rates.percentage_rate',
  'rates.dropship_handling_rates.max_rate',
  ...DEFAULT_PICKUP_HOURS.flatMap((_, i) => [`pickup_hours.${i}.from`, `pickup_hours.${i}.to`]),
] as const;
