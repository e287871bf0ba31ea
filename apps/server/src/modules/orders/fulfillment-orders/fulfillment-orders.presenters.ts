import {
  fulfillmentDisplayStatus,
  fulfillmentOrderDisplayStatus,
  gstLine,
  REJECTION_REASONS,
  type Fulfillment,
  type FulfillmentOrder,
  type FulfillmentOrderRow,
  type OrderAction,
} from '@partsflow/contracts';
import type {
  FulfillmentItemRow,
  FulfillmentRow,
  HistoryRow,
  OrderItemRow,
  OrderRow,
} from './fulfillment-orders.repository.ts';

/** What the merchant may do next (merchant spec 4; a rejected order may be routed again, decision 0452). */
export function orderActions(
  o: OrderRow,
  fs: Pick<FulfillmentRow, 'status' | 'cancellation_status'>[],
): OrderAction[] {
  if (o.status === 'pending' || o.status === 'rejected') return ['request_fulfillment'];
  if (
    o.status === 'submitted' &&
    fs.some(
      (f) => (f.status === 'pending' || f.status === 'in_progress') && f.cancellation_status !== 'pending',
    )
  )
    return ['request_cancellation'];
  return [];
}

export function presentOrderRow(
  o: OrderRow,
  processing: boolean,
  actions: OrderAction[],
): FulfillmentOrderRow {
  return {
    id: o.id,
    fulfillment_name: o.fulfillment_name,
    store: { id: o.store_id, name: o.store_name },
    status: o.status,
    display_status: o.status === 'submitted' && processing ? 'Processing' : o.status,
    payment_status: o.payment_status,
    subtotal: o.subtotal_cents,
    charges: o.charges_cents,
    tax: o.tax_cents,
    discount: o.discount_cents,
    total: o.total_cents,
    currency: 'AUD',
    created_at: o.created_at.toISOString(),
    fulfillments_count: o.fulfillments_count,
    items_count: o.items_count,
    supported_actions: actions,
  };
}

const line = (price: number, quantity: number) => {
  const g = gstLine(price, quantity);
  return { price, unit_price_ex_gst: g.unit_ex_gst_cents, tax: g.tax_cents, quantity };
};

export interface Names {
  distributor(id: number): string;
  location(id: number): { id: number; name: string; code: string };
}

export function presentFulfillment(
  f: FulfillmentRow,
  items: FulfillmentItemRow[],
  names: Names,
): Fulfillment {
  return {
    id: f.id,
    status: f.status,
    display_status: fulfillmentDisplayStatus(f),
    distributor: { id: f.distributor_id, name: names.distributor(f.distributor_id) },
    distributor_location: names.location(f.distributor_location_id),
    distributor_order_id: f.distributor_order_id,
    account_code: f.account_code,
    rejection_reason: f.rejection_reason,
    rejection_reason_label: f.rejection_reason ? REJECTION_REASONS[f.rejection_reason] : null,
    merchant_message: f.merchant_message,
    cancellation_status: f.cancellation_status,
    shipping_charges: f.shipping_charges_cents,
    shipping_tax: f.shipping_tax_cents,
    fulfillment_items: items.map((i) => ({
      id: i.id,
      store_sku: i.store_sku,
      catalogue_sku: i.catalogue_sku,
      product_title: i.product_title,
      product_brand: i.product_brand,
      ...line(i.price_cents, i.quantity),
    })),
    created_at: f.created_at.toISOString(),
  };
}

export function presentOrder(
  o: OrderRow,
  parts: {
    items: OrderItemRow[];
    fulfillments: FulfillmentRow[];
    fulfillmentItems: FulfillmentItemRow[];
    history: HistoryRow[];
    /** The tracking numbers of the fulfilments' booked deliveries. */
    trackingNumbers?: string[];
  },
  names: Names,
): FulfillmentOrder {
  const fs = parts.fulfillments.map((f) =>
    presentFulfillment(
      f,
      parts.fulfillmentItems.filter((i) => i.fulfillment_id === f.id),
      names,
    ),
  );
  // The order's distributor is the one working it (the latest fulfilment not rejected or cancelled).
  const current = [...parts.fulfillments].reverse().find((f) => f.status !== 'cancelled') ?? null;
  return {
    ...presentOrderRow(o, false, orderActions(o, parts.fulfillments)),
    display_status: fulfillmentOrderDisplayStatus({ status: o.status, fulfillments: parts.fulfillments }),
    customer: o.customer,
    shipping_address: o.shipping_address,
    distributor: current
      ? { id: current.distributor_id, name: names.distributor(current.distributor_id) }
      : null,
    distributor_order_id: current?.distributor_order_id ?? null,
    account_code: current?.account_code ?? null,
    tracking_numbers: parts.trackingNumbers ?? [],
    items: parts.items.map((i) => ({
      id: i.id,
      store_sku: i.store_sku,
      catalogue_sku: i.catalogue_sku,
      product_title: i.product_title,
      product_brand: i.product_brand,
      store_price: i.store_price_cents,
      ...line(i.price_cents, i.quantity),
    })),
    fulfillments: fs,
    history: parts.history.map((h) => ({
      id: h.id,
      status: h.status,
      comment: h.comment,
      created_at: h.created_at.toISOString(),
    })),
  };
}
