import {
  DEFAULT_FILTER_POLICY,
  DEFAULT_PICKUP_HOURS,
  filterPolicySchema,
  pickupDaySchema,
  WEEKDAYS,
  type DistributorLocation,
  type PickupDay,
} from '@partsflow/contracts';
import { iso } from '../../../platform/http/presenters.ts';
import type { LocationRow } from './locations.repository.ts';

export interface StoredShippingSettings {
  accept_components?: boolean;
  freight_exchange?: { filter_policy?: unknown };
  [key: string]: unknown;
}

/** The stored hours as the seven days the form edits (defaults for a day never saved). */
export function pickupHoursOf(stored: unknown): PickupDay[] {
  const days = Array.isArray(stored) ? stored : [];
  return WEEKDAYS.map((day) => {
    const found = days.find((d: { day?: unknown }) => String(d?.day ?? '').toLowerCase() === day);
    const parsed = found ? pickupDaySchema.safeParse(found) : null;
    return parsed?.success ? parsed.data : DEFAULT_PICKUP_HOURS.find((d) => d.day === day)!;
  });
}

/** One address line as the picker shows it: street, then locality, state and postcode. */
export function addressLine(l: Pick<LocationRow, 'address1' | 'city' | 'state' | 'postcode'>): string {
  return `${l.address1}, ${l.city} ${l.state} ${l.postcode}`;
}

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

export function presentLocation(row: LocationRow): DistributorLocation {
  const settings = (row.shipping_settings ?? {}) as StoredShippingSettings;
  const policy = filterPolicySchema.safeParse(settings.freight_exchange?.filter_policy ?? {});
  return {
    id: row.id,
    distributor_id: row.distributor_id,
    name: row.name,
    code: row.code,
    location: row.location ?? addressLine(row),
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    country_code: row.country_code,
    latitude: row.latitude,
    longitude: row.longitude,
    contact_person: row.contact_person,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    consignment_email: row.consignment_email,
    pickup_instructions: row.pickup_instructions,
    active: row.active,
    accept_po_box_addresses: row.accept_po_box_addresses,
    shipping_settings: {
      // Spec section 9: accept_components is true when unset; the default policy allows everything.
      accept_components: settings.accept_components ?? true,
      freight_exchange: { filter_policy: policy.success ? policy.data : DEFAULT_FILTER_POLICY },
    },
    pickup_hours: pickupHoursOf(row.pickup_hours),
    location_dropship_handling_rate: {
      min_rate: dollars(row.handling_min_cents),
      percentage_rate: row.handling_percentage,
      max_rate: dollars(row.handling_max_cents),
    },
    dispatch_freight_rates: Array.isArray(row.dispatch_freight_rates)
      ? (row.dispatch_freight_rates as Record<string, unknown>[])
      : [],
    dropship_product_types: Array.isArray(row.dropship_product_types)
      ? (row.dropship_product_types as string[])
      : [],
    updated_at: iso(row.updated_at)!,
  };
}
