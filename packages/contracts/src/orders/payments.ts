import '../shared/no-eval.ts';
import { z } from 'zod';

/** POST create-fulfilment-payment-intent (merchant spec 7): the order (fulfilment) and its store. */
export const createPaymentIntentInputSchema = z.object({
  fulfilment_id: z.coerce.number().int().positive(),
  shopify_integration_id: z.coerce.number().int().positive(),
});
export const createPaymentIntentReplySchema = z.object({ client_secret: z.string() });

/** The sandbox provider's card form. */
export const confirmCardPaymentInputSchema = z.object({
  client_secret: z.string().min(1),
  card_number: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is invalid.')),
  save_card: z.boolean().default(false),
});
export type ConfirmCardPaymentInput = z.input<typeof confirmCardPaymentInputSchema>;

export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'processing',
  'succeeded',
  'canceled',
] as const;
export const confirmCardPaymentReplySchema = z.object({
  status: z.enum(PAYMENT_INTENT_STATUSES),
  error: z.string().nullable(),
});

export const paymentIntentQuerySchema = z.object({ payment_intent_client_secret: z.string().min(1) });
export const paymentIntentReplySchema = z.object({
  status: z.enum(PAYMENT_INTENT_STATUSES),
  fulfillment_order_id: z.number().int(),
});

/** The payment return page's toast by the intent's status (merchant spec 4, Payment return). */
export function paymentReturnMessage(status: string): { kind: 'success' | 'info' | 'error'; text: string } {
  switch (status) {
    case 'succeeded':
      return { kind: 'success', text: 'Success! Payment received.' };
    case 'processing':
      return { kind: 'info', text: "Payment processing. We'll update you when payment is received." };
    case 'requires_payment_method':
      return { kind: 'error', text: 'Payment failed. Please try another payment method.' };
    default:
      return { kind: 'error', text: 'Something went wrong.' };
  }
}

export const updateAutoBillingInputSchema = z.object({
  integration_id: z.coerce.number().int().positive(),
  auto_billing: z.boolean(),
});
export const updateAutoBillingReplySchema = z.object({ auto_billing: z.boolean() });

export const storeBillingReplySchema = z.object({
  stores: z.array(
    z.object({
      store_id: z.number().int(),
      auto_billing: z.boolean(),
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    }),
  ),
});

/** A refund to the card of part of an order's payment (docs/decisions/0474). */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const orderRefundSchema = z.object({
  id: z.number().int(),
  /** Cents, in the payment's currency. */
  amount: z.number().int(),
  currency: z.string(),
  /** partial: a cancelled fulfilment's share; full: what was left once the whole order was cancelled. */
  kind: z.enum(['partial', 'full']),
  fulfillment_id: z.number().int().nullable(),
  status: z.enum(REFUND_STATUSES),
  /** Why it has not gone through yet (the provider's refusal); it is tried again. */
  message: z.string().nullable(),
  created_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** GET /v1/fulfillments/{id}/payment: the order's card payment and its refunds. */
export const orderPaymentReplySchema = z.object({
  payment_status: z.string(),
  payment: z
    .object({
      amount: z.number().int(),
      currency: z.string(),
      /** Cents refunded so far. */
      refunded: z.number().int(),
      paid_at: z.string(),
    })
    .nullable(),
  refunds: z.array(orderRefundSchema),
});
export type OrderPaymentReply = z.infer<typeof orderPaymentReplySchema>;
