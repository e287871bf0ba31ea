import type { RateTable } from './carriers.tables.ts';
import type { Zone } from './gazetteer.ts';

/**
 * The published price in AUD cents (GST included) for a chargeable weight: the band the weight (rounded up to
 * the kilogram) falls in, plus each kilogram over the last band, times the destination zone's factor and the
 * interstate factor.
 */
export function priceCents(rates: RateTable, chargeableG: number, zone: Zone, interstate: boolean): number {
  const kg = Math.max(1, Math.ceil(chargeableG / 1000));
  const band = rates.bands.find(([upTo]) => kg <= upTo);
  const [lastUpTo, lastCents] = rates.bands[rates.bands.length - 1]!;
  const metro = band ? band[1] : lastCents + (kg - lastUpTo) * rates.over_kg_cents;
  return Math.round(metro * rates.zone_factor[zone] * (interstate ? rates.interstate_factor : 1));
}

/** A sender's own account pays its negotiated rate: 10 % under the published price. */
export const OWN_ACCOUNT_FACTOR = 0.9;
