import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type {
  Booking,
  BookingRequest,
  CarrierAdapter,
  CarrierInfo,
  Rate,
  RateRequest,
  UnavailableReason,
} from './carrier.adapter.ts';
import { CarrierRejectedError, CarrierUnavailableError } from './carrier.adapter.ts';
import { chargeableWeightG } from './chargeable-weight.ts';
import {
  carrierSandboxBookings,
  carrierSandboxSettings,
  carrierServices,
  carriers,
} from './carriers.tables.ts';
import { locatePostcode } from './gazetteer.ts';
import { nextPickupDates } from './pickup-dates.ts';
import { OWN_ACCOUNT_FACTOR, priceCents } from './rating.ts';

type ServiceRow = typeof carrierServices.$inferSelect;
type CarrierRow = typeof carriers.$inferSelect;

const ALL_WEEKDAYS = [1, 2, 3, 4, 5];

function unavailable(reason: UnavailableReason, message: string) {
  return { reason, message };
}

/** Prices one service for a consignment, or says why it cannot carry it. */
export function rateService(carrier: CarrierRow, service: ServiceRow, req: RateRequest): Rate {
  const origin = locatePostcode(req.origin.postcode);
  const dest = req.destination.country_code === 'AU' ? locatePostcode(req.destination.postcode) : null;
  const chargeable = req.parcels.reduce((s, p) => s + chargeableWeightG(p, service.cubic_factor), 0);
  const openDays = req.open_days.length ? req.open_days : ALL_WEEKDAYS;
  const pickupDates = nextPickupDates(req.now, service.pickup_days, openDays);
  const base: Omit<Rate, 'sales_gross_total_cents' | 'unavailable'> = {
    carrier_id: carrier.id,
    carrier_code: carrier.code,
    carrier_name: carrier.name,
    service_id: service.id,
    service_code: service.code,
    service_name: service.name,
    private: req.own_account_carrier_ids.includes(carrier.id),
    chargeable_weight_g: chargeable,
    pickup_dates: pickupDates,
    transit_days: dest ? service.transit_days[dest.zone] : 0,
    destination_zone: dest?.zone ?? null,
  };
  const refuse = (reason: UnavailableReason, message: string): Rate => ({
    ...base,
    sales_gross_total_cents: null,
    unavailable: unavailable(reason, message),
  });
  if (!origin || !dest) {
    return refuse('destination_not_serviced', `${service.name} does not deliver to this destination`);
  }
  for (const [i, p] of req.parcels.entries()) {
    const longest = Math.max(p.length_mm, p.width_mm, p.height_mm);
    if (longest > service.max_length_mm) {
      return refuse(
        'over_length_limit',
        `Parcel ${i + 1} is over the ${service.max_length_mm / 10} cm length limit of ${service.name}`,
      );
    }
    if (p.weight_g > service.max_weight_g) {
      return refuse(
        'over_weight_limit',
        `Parcel ${i + 1} is over the ${service.max_weight_g / 1000} kg weight limit of ${service.name}`,
      );
    }
  }
  if (req.dangerous_goods && !service.dangerous_goods) {
    return refuse('dangerous_goods_not_accepted', `${service.name} does not accept dangerous goods`);
  }
  if (!pickupDates.length) {
    return refuse('no_pickup_day', `${service.name} has no pickup day when the location is open`);
  }
  const published = priceCents(service.rates, chargeable, dest.zone, origin.state !== dest.state);
  return {
    ...base,
    sales_gross_total_cents: base.private ? Math.round(published * OWN_ACCOUNT_FACTOR) : published,
    unavailable: null,
  };
}

async function settingsOf(db: Db) {
  const [row] = await db.select().from(carrierSandboxSettings).where(eq(carrierSandboxSettings.id, 1));
  return row ?? { id: 1, label_failure: false, booking_failure: 'none' as const };
}

/**
 * The sandbox freight exchange: reads its catalogue from the database, prices by zone and chargeable weight,
 * books with tracking numbers, and fails on demand (`carrier_sandbox_settings`).
 */
export function createSandboxCarrier(db: Db): CarrierAdapter {
  // The catalogue is the sandbox's own data, written only at start (`ensureCarrierCatalogue`): it is read once and
  // kept, so a quote costs no round trip for it (decision 0690). An empty read (before the start's seeding) or a
  // failed one is not kept.
  let catalogueRows: Promise<{ carrier: CarrierRow; service: ServiceRow }[]> | null = null;
  function loadCatalogue() {
    catalogueRows ??= db
      .select({ carrier: carriers, service: carrierServices })
      .from(carrierServices)
      .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
      .orderBy(asc(carriers.id), asc(carrierServices.id))
      .then(
        (rows) => {
          if (!rows.length) catalogueRows = null;
          return rows;
        },
        (err: unknown) => {
          catalogueRows = null;
          throw err;
        },
      );
    return catalogueRows;
  }
  return {
    async catalogue(): Promise<CarrierInfo[]> {
      const rows = await loadCatalogue();
      const out = new Map<number, CarrierInfo>();
      for (const { carrier, service } of rows) {
        const c = out.get(carrier.id) ?? {
          id: carrier.id,
          code: carrier.code,
          name: carrier.name,
          services: [],
        };
        c.services.push({
          id: service.id,
          code: service.code,
          name: service.name,
          kind: service.kind,
          cubic_factor: service.cubic_factor,
          max_length_mm: service.max_length_mm,
          max_weight_g: service.max_weight_g,
          dangerous_goods: service.dangerous_goods,
          pickup_days: service.pickup_days,
          pickup_slots: service.pickup_slots,
        });
        out.set(carrier.id, c);
      }
      return [...out.values()];
    },

    async rates(req: RateRequest): Promise<Rate[]> {
      const rows = await loadCatalogue();
      return rows.map(({ carrier, service }) => rateService(carrier, service, req));
    },

    async book(req: BookingRequest): Promise<Booking> {
      const settings = await settingsOf(db);
      if (settings.booking_failure === 'timeout') {
        throw new CarrierUnavailableError('timeout', 'The carrier did not answer in time. Please try again.');
      }
      if (settings.booking_failure === 'rejected') {
        throw new CarrierRejectedError(
          'The carrier rejected the consignment: the service cannot carry it to this address.',
        );
      }
      if (settings.booking_failure === 'error') {
        throw new CarrierUnavailableError(
          'error',
          'The carrier could not take the booking. Please try again.',
        );
      }
      const [row] = await db
        .select({ carrier: carriers, service: carrierServices })
        .from(carrierServices)
        .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
        .where(eq(carrierServices.id, req.service_id));
      if (!row) throw new CarrierUnavailableError('error', 'The carrier service does not exist');
      // One live booking per consignment reference: a repeated call answers the first booking.
      const [inserted] = await db
        .insert(carrierSandboxBookings)
        .values({
          carrier_service_id: req.service_id,
          tracking_number: `PENDING-${randomUUID()}`,
          job_id: randomUUID(),
          consignment_reference: req.consignment_reference,
        })
        .onConflictDoNothing()
        .returning();
      let booking = inserted;
      if (booking) {
        const prefix = row.carrier.code.replace(/_/g, '').slice(0, 3).toUpperCase();
        [booking] = await db
          .update(carrierSandboxBookings)
          .set({ tracking_number: `${prefix}${String(70000000 + booking.id * 7919).padStart(9, '0')}` })
          .where(eq(carrierSandboxBookings.id, booking.id))
          .returning();
      } else {
        [booking] = await db
          .select()
          .from(carrierSandboxBookings)
          .where(
            and(
              eq(carrierSandboxBookings.consignment_reference, req.consignment_reference),
              isNull(carrierSandboxBookings.cancelled_at),
            ),
          );
      }
      const b = booking!;
      return {
        tracking_number: b.tracking_number,
        job_id: b.job_id,
        tracking_url: row.carrier.tracking_url.replace('{tracking_number}', b.tracking_number),
        carrier_reference: `${row.carrier.code.toUpperCase()}-${b.id}`,
        labels_available: !settings.label_failure,
      };
    },

    async cancel(trackingNumber: string): Promise<void> {
      await db
        .update(carrierSandboxBookings)
        .set({ cancelled_at: sql`now()` })
        .where(
          and(
            eq(carrierSandboxBookings.tracking_number, trackingNumber),
            isNull(carrierSandboxBookings.cancelled_at),
          ),
        );
    },

    async labelsAvailable(): Promise<boolean> {
      return !(await settingsOf(db)).label_failure;
    },

    async trackingUrl(carrierId: number, trackingNumber: string): Promise<string> {
      const [c] = await db.select().from(carriers).where(eq(carriers.id, carrierId));
      return c ? c.tracking_url.replace('{tracking_number}', trackingNumber) : '';
    },
  };
}
