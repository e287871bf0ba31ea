import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  carrierSandboxPace,
  CarrierRejectedError,
  CarrierUnavailableError,
  isoDate,
  isoWeekday,
} from '../../../adapters/carriers/index.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import { emitEvent } from '../../../platform/events/index.ts';
import { addInvoiceLine } from '../../billing/index.ts';
import { presentDelivery } from '../deliveries/deliveries.presenters.ts';
import * as repo from '../deliveries/deliveries.repository.ts';
import { loadDeliveryOrThrow } from '../deliveries/deliveries.service.ts';
import { shippingError } from '../shipping.errors.ts';
import { DOCUMENTS_QUEUE, type ShippingDeps } from '../shipping.deps.ts';
import { deliveries, deliveryQuotes, trackingEvents } from '../shipping.tables.ts';

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;

/** `date` plus `days` working days (weekends skipped). */
export function addWorkingDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isoWeekday(d) <= 5) left--;
  }
  return isoDate(d);
}

async function presentById(deps: ShippingDeps, scope: ScopeLike, id: number) {
  return { delivery: presentDelivery(await loadDeliveryOrThrow(deps.db, scope, id)) };
}

/**
 * Books the chosen price (or the selected one) with the carrier: tracking number, references and the exchange's
 * job id; the documents follow from a background job. One booking per delivery whatever the clicks: the
 * `quoted → booked` change is guarded in SQL, the carrier is called only by the request that made it, and a
 * repeated request answers the booking. A carrier failure puts the delivery back to quoted with the error; a
 * consignment the carrier refuses for good puts it in `error` with the carrier's message (decision 0920), from
 * which it may be booked again (another price, or the same once the cause is mended), quoted again or booked
 * manually.
 */
export async function bookDelivery(
  deps: ShippingDeps,
  scope: ScopeLike,
  id: number,
  input: { price_id?: number },
) {
  const g = await loadDeliveryOrThrow(deps.db, scope, id);
  const quote = input.price_id
    ? g.quotes.find((q) => q.id === input.price_id)
    : (g.quotes.find((q) => q.selected) ?? g.quotes[0]);
  const claimed = quote
    ? await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(deliveries)
          .set({
            status: 'booked',
            label_status: 'pending',
            quote_id: quote.id,
            carrier_id: quote.carrier_id,
            carrier_service_id: quote.carrier_service_id,
            carrier_name: quote.carrier_name,
            service_name: quote.service_name,
            private: quote.private,
            booked_cost_cents: quote.private ? 0 : quote.sales_gross_total_cents,
            error_message: null,
            updated_at: sql`now()`,
          })
          .where(and(eq(deliveries.id, id), inArray(deliveries.status, ['quoted', 'error'])))
          .returning();
        if (row) {
          await tx
            .update(deliveryQuotes)
            .set({ selected: sql`${deliveryQuotes.id} = ${quote.id}` })
            .where(eq(deliveryQuotes.delivery_id, id));
        }
        return row ?? null;
      })
    : null;
  if (!claimed) {
    const now = await repo.findDelivery(deps.db, { scope, id });
    if (
      now &&
      now.status !== 'cancelled' &&
      now.booked_at &&
      now.tracking_number &&
      (!input.price_id || input.price_id === now.quote_id)
    ) {
      return presentById(deps, scope, id);
    }
    if (now?.status === 'booked' && !now.tracking_number) throw shippingError('delivery_being_booked');
    if (!quote && (now?.status === 'quoted' || now?.status === 'error'))
      throw shippingError('price_not_found');
    throw shippingError('delivery_not_bookable');
  }

  let booking;
  try {
    booking = await deps.carriers.book({
      service_id: quote!.carrier_service_id,
      consignment_reference: `delivery-${id}`,
      parcel_count: g.parcels.length,
    });
  } catch (err) {
    const rejected = err instanceof CarrierRejectedError;
    const message =
      err instanceof CarrierUnavailableError || rejected
        ? err.message
        : 'The carrier could not take the booking';
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(deliveries)
        .set({
          status: rejected ? 'error' : 'quoted',
          label_status: 'not_created',
          quote_id: null,
          carrier_id: null,
          carrier_service_id: null,
          carrier_name: null,
          service_name: null,
          private: null,
          booked_cost_cents: null,
          error_message: message,
          updated_at: sql`now()`,
        })
        .where(
          and(eq(deliveries.id, id), eq(deliveries.status, 'booked'), isNull(deliveries.tracking_number)),
        )
        .returning();
      // Refused for good: the fulfilment's order learns it on its timeline (the same announcement as tracking).
      if (row && rejected)
        await emitEvent(tx, {
          type: 'shipping.delivery_tracked',
          teamId: row.team_id,
          payload: {
            delivery_id: id,
            fulfillment_id: row.fulfillment_id,
            status: 'error',
            event_status: 'error',
            description: message,
            carrier: quote!.carrier_name,
            tracking_number: null,
            tracking_url: null,
            occurred_at: deps.now().toISOString(),
          },
        });
    });
    if (rejected) throw shippingError('carrier_rejected', message);
    throw shippingError('carrier_unavailable', message);
  }

  const { stepSeconds } = await carrierSandboxPace(deps.db);
  const now = deps.now();
  const firstPickup = quote!.pickup_dates[0] ?? isoDate(now);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(deliveries)
      .set({
        tracking_number: booking.tracking_number,
        tracking_url: booking.tracking_url,
        external_job_id: booking.job_id,
        reference2: booking.tracking_number,
        reference3: sql`coalesce(${deliveries.reference3}, ${booking.carrier_reference})`,
        booked_at: now,
        expected_delivery_earliest: addWorkingDays(firstPickup, quote!.transit_days),
        expected_delivery_latest: addWorkingDays(firstPickup, quote!.transit_days + 1),
        next_tracking_at: new Date(now.getTime() + stepSeconds * 1000),
        latest_event_status: 'booked',
        latest_event_description: `Booked with ${quote!.carrier_name} ${quote!.service_name}`,
        updated_at: sql`now()`,
      })
      .where(eq(deliveries.id, id));
    await tx.insert(trackingEvents).values({
      team_id: claimed.team_id,
      delivery_id: id,
      status: 'booked',
      description: `Booked with ${quote!.carrier_name} ${quote!.service_name}`,
      occurred_at: now,
    });
    if (!quote!.private) {
      await addInvoiceLine(tx, {
        teamId: claimed.team_id,
        sourceType: 'freight_booking',
        sourceId: id,
        description: `Freight ${quote!.carrier_name} ${quote!.service_name}, ${booking.tracking_number}`,
        amountCents: quote!.sales_gross_total_cents,
      });
    }
    await emitEvent(tx, {
      type: 'shipping.delivery_tracked',
      teamId: claimed.team_id,
      payload: {
        delivery_id: id,
        fulfillment_id: claimed.fulfillment_id,
        status: 'booked',
        event_status: 'booked',
        description: `Booked with ${quote!.carrier_name} ${quote!.service_name}`,
        carrier: quote!.carrier_name,
        tracking_number: booking.tracking_number,
        tracking_url: booking.tracking_url,
        occurred_at: now.toISOString(),
      },
    });
  });
  await deps.jobs.send(DOCUMENTS_QUEUE, { delivery_id: id }, { singletonKey: `documents-${id}` });
  return presentById(deps, scope, id);
}
