import '../shared/no-eval.ts';
import { z } from 'zod';
import { partySchema } from '../shipping/deliveries.ts';

/** Fulfilment order statuses (merchant spec 4, platform design 4). */
export const FULFILLMENT_ORDER_STATUSES = [
  'pending',
  'submitted',
  'cancelled',
  'shipped',
  'rejected',
  'failed',
  'returned',
] as const;
export type FulfillmentOrderStatus = (typeof FULFILLMENT_ORDER_STATUSES)[number];

/** A distributor's fulfilment (one per location): distributor spec 4. */
export const FULFILLMENT_STATUSES = ['pending', 'in_progress', 'cancelled', 'complete'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export const CANCELLATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

export const PAYMENT_STATUSES = ['paid', 'direct_account', 'unpaid', 'order_cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The five rejection reasons with their labels (distributor spec 8). */
export const REJECTION_REASONS = {
  incorrect_address: 'Incorrect address',
  inventory_out_of_stock: 'Insufficient inventory',
  ineligible_product: 'Ineligible product',
  undeliverable_destination: 'Undeliverable destination',
  other: 'Other',
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;
const REJECTION_REASON_KEYS = Object.keys(REJECTION_REASONS) as [RejectionReason, ...RejectionReason[]];

/** What the merchant may do with an order, by its status (merchant spec 4). */
export const ORDER_ACTIONS = ['request_fulfillment', 'request_cancellation'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
/** What a distributor may do with a fulfilment (distributor spec 4). */
export const FULFILLMENT_ACTIONS = [
  'respond_fulfillment_request',
  'respond_cancellation_request',
  'change_location',
] as const;
export type FulfillmentAction = (typeof FULFILLMENT_ACTIONS)[number];

/**
 * The status a fulfilment shows (merchant spec 4): one with a distributor_order_id that is not complete or
 * cancelled is Processing; otherwise its status as is.
 */
export function fulfillmentDisplayStatus(f: {
  status: FulfillmentStatus;
  distributor_order_id: string | null;
}): string {
  if (f.distributor_order_id && f.status !== 'complete' && f.status !== 'cancelled') return 'Processing';
  return f.status;
}

/** The status an order shows: Processing while a distributor works one of its fulfilments, else its status. */
export function fulfillmentOrderDisplayStatus(o: {
  status: FulfillmentOrderStatus;
  fulfillments: { status: FulfillmentStatus; distributor_order_id: string | null }[];
}): string {
  if (o.status === 'submitted' && o.fulfillments.some((f) => fulfillmentDisplayStatus(f) === 'Processing'))
    return 'Processing';
  return o.status;
}

/** Payment status as shown: Direct Account for direct_account, nothing for order_cancelled. */
export function paymentStatusLabel(s: PaymentStatus): string {
  switch (s) {
    case 'paid':
      return 'Paid';
    case 'direct_account':
      return 'Direct Account';
    case 'unpaid':
      return 'Unpaid';
    case 'order_cancelled':
      return '';
  }
}

export const addressSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state_code: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export type OrderAddress = z.infer<typeof addressSchema>;

/** Money fields are integer cents (AUD, including GST unless named ex GST). */
export const fulfillmentItemSchema = z.object({
  id: z.number().int(),
  store_sku: z.string(),
  catalogue_sku: z.string().nullable(),
  product_title: z.string(),
  product_brand: z.string().nullable(),
  /** Unit price including GST, cents. */
  price: z.number().int(),
  /** Unit price ex GST (price / 1.1), cents. */
  unit_price_ex_gst: z.number().int(),
  /** price x quantity minus that amount / 1.1, cents. */
  tax: z.number().int(),
  quantity: z.number().int(),
});
export type FulfillmentItem = z.infer<typeof fulfillmentItemSchema>;

export const fulfillmentSchema = z.object({
  id: z.number().int(),
  status: z.enum(FULFILLMENT_STATUSES),
  display_status: z.string(),
  distributor: z.object({ id: z.number().int(), name: z.string() }),
  distributor_location: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
  distributor_order_id: z.string().nullable(),
  account_code: z.string().nullable(),
  rejection_reason: z.enum(REJECTION_REASON_KEYS).nullable(),
  rejection_reason_label: z.string().nullable(),
  merchant_message: z.string().nullable(),
  cancellation_status: z.enum(CANCELLATION_STATUSES).nullable(),
  shipping_charges: z.number().int(),
  shipping_tax: z.number().int(),
  fulfillment_items: z.array(fulfillmentItemSchema),
  created_at: z.string(),
});
export type Fulfillment = z.infer<typeof fulfillmentSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  status: z.string(),
  comment: z.string().nullable(),
  created_at: z.string(),
});

export const fulfillmentOrderItemSchema = fulfillmentItemSchema.extend({
  /** The price the customer paid in the store (including GST), cents. */
  store_price: z.number().int(),
});

const orderCore = {
  id: z.number().int(),
  fulfillment_name: z.string(),
  store: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(FULFILLMENT_ORDER_STATUSES),
  display_status: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  subtotal: z.number().int(),
  charges: z.number().int(),
  tax: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  currency: z.literal('AUD'),
  created_at: z.string(),
  fulfillments_count: z.number().int(),
  items_count: z.number().int(),
  supported_actions: z.array(z.enum(ORDER_ACTIONS)),
};

/** A row of the fulfilment orders table (merchant spec 2.11). */
export const fulfillmentOrderRowSchema = z.object(orderCore);
export type FulfillmentOrderRow = z.infer<typeof fulfillmentOrderRowSchema>;

/** The order page: the row plus its fulfilments, items and timeline. */
export const fulfillmentOrderSchema = z.object({
  ...orderCore,
  customer: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  shipping_address: addressSchema,
  distributor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  distributor_order_id: z.string().nullable(),
  account_code: z.string().nullable(),
  tracking_numbers: z.array(z.string()),
  items: z.array(fulfillmentOrderItemSchema),
  fulfillments: z.array(fulfillmentSchema),
  history: z.array(historyEntrySchema),
});
export type FulfillmentOrder = z.infer<typeof fulfillmentOrderSchema>;
export const fulfillmentOrderReplySchema = z.object({ fulfillment_order: fulfillmentOrderSchema });

export const FULFILLMENT_ORDER_SORTS = [
  'id',
  'fulfillment_name',
  'store',
  'created_at',
  'status',
  'total',
] as const;
/** Fulfilment orders are loaded with page, per, sort, sort_dir, query (merchant spec 7); 25 a page. */
export const fulfillmentOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(FULFILLMENT_ORDER_SORTS).default('created_at'),
  sort_dir: z.enum(['asc', 'desc']).default('desc'),
  query: z.string().trim().max(200).optional(),
  status: z.enum(FULFILLMENT_ORDER_STATUSES).optional(),
});
export type FulfillmentOrdersQuery = z.infer<typeof fulfillmentOrdersQuerySchema>;

// ---------------------------------------------------------------- distributor side (distributor spec 3, 7.1)

export const distributorFulfillmentSchema = z.object({
  id: z.number().int(),
  distributor_order_id: z.string().nullable(),
  created_at: z.string(),
  distributor_status: z.enum(FULFILLMENT_STATUSES),
  display_status: z.string(),
  cancellation_status: z.enum(CANCELLATION_STATUSES).nullable(),
  supported_actions: z.array(z.enum(FULFILLMENT_ACTIONS)),
  merchant_order: z.object({ store_name: z.string(), store_order_reference: z.string() }),
  sender: partySchema,
  recipient: partySchema,
  item_count: z.number().int(),
  line_items: z.array(
    z.object({
      id: z.number().int(),
      quantity: z.number().int(),
      product: z.object({ sku: z.string(), title: z.string() }),
      /** Cents, including GST. */
      merchant_order_line_item: z.object({ store_unit_price: z.number().int() }),
    }),
  ),
  distributor_location: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
});
export type DistributorFulfillment = z.infer<typeof distributorFulfillmentSchema>;

const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v ? v.split(',') : [])
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  );

export const distributorFulfillmentsQuerySchema = z.object({
  location_ids: idList,
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  query: z.string().trim().max(200).optional(),
});
export const fulfillmentStatisticsQuerySchema = z.object({ location_ids: idList });
export const fulfillmentStatisticsSchema = z.object({
  statistics: z.array(
    z.object({
      location_id: z.number().int(),
      fulfillments: z.object({
        pending: z.number().int(),
        in_progress: z.number().int(),
        complete: z.number().int(),
      }),
    }),
  ),
});

/** Accept needs a reference number, reject a reason; the choice itself is required (distributor spec 5). */
export const fulfillmentRequestResponseSchema = z
  .object({
    status: z.enum(['accept', 'reject'], { message: 'Choose Accept or Reject' }),
    reference_number: z.string().trim().max(100).optional(),
    rejection_reason: z.enum(REJECTION_REASON_KEYS, { message: 'Choose a rejection reason' }).optional(),
    merchant_message: z.string().trim().max(2000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'accept' && !v.reference_number)
      ctx.addIssue({ code: 'custom', path: ['reference_number'], message: 'A reference number is required' });
    if (v.status === 'reject' && !v.rejection_reason)
      ctx.addIssue({ code: 'custom', path: ['rejection_reason'], message: 'A rejection reason is required' });
  });
export type FulfillmentRequestResponse = z.infer<typeof fulfillmentRequestResponseSchema>;

export const cancellationRequestResponseSchema = z.object({
  status: z.enum(['accept', 'reject'], { message: 'Choose Accept or Reject' }),
  merchant_message: z.string().trim().max(2000).optional(),
});
export type CancellationRequestResponse = z.infer<typeof cancellationRequestResponseSchema>;

export const changeLocationInputSchema = z.object({
  new_location_id: z.coerce
    .number({ message: 'Choose a new location' })
    .int()
    .positive({ message: 'Choose a new location' }),
});

export const distributorFulfillmentReplySchema = z.object({ fulfillment: distributorFulfillmentSchema });
