import type { Delivery, Price } from '@partsflow/contracts';
import { portalDeliveryStatus } from '@partsflow/contracts';
import { cubicWeightG } from '../../../adapters/carriers/index.ts';
import type { PartyJson } from '../shipping.tables.ts';
import type { DeliveryGraph, QuoteRow } from './deliveries.repository.ts';

const kg = (g: number) => Math.round(g) / 1000;
const fmtKg = (g: number) => (g / 1000).toFixed(2);

export function presentPrice(q: QuoteRow): Price {
  return {
    id: q.id,
    carrier_id: q.carrier_id,
    carrier_name: q.carrier_name,
    service_id: q.carrier_service_id,
    service_name: q.service_name,
    private: q.private,
    selected: q.selected,
    sales_gross_total: q.sales_gross_total_cents / 100,
    sales_gross_total_cents: q.sales_gross_total_cents,
    currency: 'AUD',
    chargeable_weight_kg: kg(q.chargeable_weight_g),
    transit_days: q.transit_days,
    pickup_dates: q.pickup_dates,
  };
}

function place(p: PartyJson) {
  return {
    city: p.city,
    state: p.subdivision_code,
    post_code: p.postal_code,
    country_code: p.country,
    contact_name: p.name,
  };
}

/** What a delivery in this state lets the user do (the warehouse app shows actions by this list). */
export function supportedActions(d: DeliveryGraph['delivery']): string[] {
  const out: string[] = [];
  if (['pending', 'packed', 'quoted', 'error'].includes(d.status))
    out.push('quote', 'add_box', 'delete', 'byo');
  // A consignment the carrier refused for good may be booked again (decision 0920).
  if (d.status === 'quoted' || d.status === 'error') out.push('book');
  if (d.status === 'booked') out.push('cancel', 'request_pickup', 'handover');
  if (d.status === 'booked' && d.manifest_id === null) out.push('byo');
  if (['generated', 'printed', 'manual'].includes(d.label_status)) out.push('download_shipping_label');
  if (d.label_status === 'error') out.push('request_label');
  if (d.booked_at) out.push('download_packing_slip');
  return out;
}

export function presentDelivery(g: DeliveryGraph): Delivery {
  const d = g.delivery;
  const measured = g.parcels.filter((p) => p.length_mm && p.width_mm && p.height_mm);
  const dead = g.parcels.reduce((s, p) => s + (p.weight_g ?? 0), 0);
  const cubic = measured.reduce(
    (s, p) =>
      s +
      cubicWeightG(
        { length_mm: p.length_mm!, width_mm: p.width_mm!, height_mm: p.height_mm!, weight_g: 0 },
        250,
      ),
    0,
  );
  const quoteOfBooking = g.quotes.find((q) => q.id === d.quote_id) ?? g.quotes.find((q) => q.selected);
  const prices = g.quotes
    .map(presentPrice)
    .sort(
      (a, b) =>
        Number(b.selected) - Number(a.selected) || a.sales_gross_total_cents - b.sales_gross_total_cents,
    );
  const pickupDates = d.pickup_date ? [d.pickup_date] : (quoteOfBooking?.pickup_dates ?? []);
  return {
    id: d.id,
    identifier: d.identifier,
    location_id: d.location_id,
    references: { reference1: d.reference1, reference2: d.reference2, reference3: d.reference3 },
    fe_tracking_number: d.tracking_number,
    tracking_number: d.tracking_number,
    tracking_url: d.tracking_url,
    label_url: d.label_url,
    packing_slip_url: d.booked_at
      ? `/api/distributor/v1/deliveries/${d.id}/documents?document_type=PACKING_SLIP`
      : null,
    status: portalDeliveryStatus(d.status),
    delivery_status: d.status,
    label_status: d.label_status,
    error_message: d.error_message,
    carrier: d.carrier_name,
    carrier_service: d.service_name,
    external_tracking_data: { job_id: d.external_job_id },
    origin: place(d.sender),
    destination: place(d.recipient),
    items: g.parcels.flatMap((p) =>
      p.items.map((i) => ({
        unit_weight: kg(i.unit_weight_g),
        quantity: i.quantity,
        dangerous_goods: i.dangerous_goods !== null,
      })),
    ),
    parcels: g.parcels.map((p) => ({
      id: p.id,
      position: p.position,
      name: p.name,
      label_size: p.label_size,
      length_mm: p.length_mm,
      width_mm: p.width_mm,
      height_mm: p.height_mm,
      weight_g: p.weight_g,
      items: p.items.map((i) => ({
        id: i.id,
        sku: i.sku,
        title: i.title,
        quantity: i.quantity,
        dangerous_goods: i.dangerous_goods !== null,
      })),
    })),
    prices,
    create_date: d.created_at.toISOString(),
    expected_pickup_dates: {
      earliest: pickupDates[0] ?? null,
      latest: pickupDates[pickupDates.length - 1] ?? null,
    },
    expected_delivery_dates: { earliest: d.expected_delivery_earliest, latest: d.expected_delivery_latest },
    latest_event: { status: d.latest_event_status, description: d.latest_event_description },
    manifest_id: d.manifest_id,
    manifest: g.manifest
      ? {
          id: g.manifest.id,
          kind: g.manifest.kind,
          carrier_name: g.manifest.carrier_name,
          job_reference: g.manifest.job_reference,
          pickup_date: g.manifest.pickup_date,
          expected_pickup: {
            earliest: g.manifest.expected_pickup_earliest.toISOString(),
            latest: g.manifest.expected_pickup_latest.toISOString(),
          },
        }
      : null,
    parcel_count: g.parcels.length,
    weight_kg: kg(dead),
    formatted_weight_kg: fmtKg(dead),
    formatted_cubic_weight_kg: fmtKg(cubic),
    supported_actions: supportedActions(d),
  };
}
