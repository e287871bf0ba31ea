import '../shared/no-eval.ts';
import { z } from 'zod';

/**
 * A store's order as its webhook delivers it (Shopify's order shape, trimmed): prices are strings of dollars
 * including GST, as stores send them.
 */
export const storeOrderWebhookSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  created_at: z.string(),
  currency: z.string().default('AUD'),
  customer: z.object({
    name: z.string().min(1),
    email: z.string().nullable().default(null),
    phone: z.string().nullable().default(null),
  }),
  shipping_address: z.object({
    name: z.string().min(1),
    company: z.string().nullable().default(null),
    address1: z.string().min(1),
    address2: z.string().nullable().default(null),
    city: z.string().min(1),
    province_code: z.string().min(1),
    zip: z.string().min(1),
    country_code: z.string().default('AU'),
  }),
  line_items: z
    .array(
      z.object({
        id: z.string().min(1),
        sku: z.string().min(1),
        title: z.string(),
        quantity: z.number().int().positive(),
        price: z.string().regex(/^\d+(\.\d{1,2})?$/),
      }),
    )
    .min(1),
});
export type StoreOrderWebhook = z.infer<typeof storeOrderWebhookSchema>;

/** The sandbox store's order form: products published to it, quantities, a customer and an address. */
export const placeSandboxOrderInputSchema = z.object({
  customer: z.object({
    name: z.string().trim().min(1, 'Customer name is required').max(200),
    // Empty form values arrive as empty strings (merchant spec 5): no email.
    email: z
      .string()
      .trim()
      .max(200)
      .refine((v) => v === '' || z.string().email().safeParse(v).success, 'Invalid email')
      .transform((v) => v || null)
      .nullable()
      .optional(),
    phone: z.string().trim().max(50).nullable().optional(),
  }),
  shipping_address: z.object({
    address1: z.string().trim().min(1, 'Address Line 1 is required').max(200),
    address2: z.string().trim().max(200).nullable().optional(),
    city: z.string().trim().min(1, 'City is required').max(100),
    state_code: z.string().trim().min(1, 'State is required').max(10),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Postcode must be 4 digits'),
  }),
  line_items: z
    .array(
      z.object({
        sku: z.string().trim().min(1, 'SKU is required'),
        quantity: z.coerce.number().int().min(1, 'Quantity must be at least 1').max(999),
      }),
    )
    .min(1, 'Add at least one product'),
});
export type PlaceSandboxOrderInput = z.infer<typeof placeSandboxOrderInputSchema>;

export const placeSandboxOrderReplySchema = z.object({
  store_order_id: z.string(),
  name: z.string(),
  fulfillment_order_id: z.number().int(),
});

export const webhookReplySchema = z.object({ fulfillment_order_id: z.number().int(), created: z.boolean() });
