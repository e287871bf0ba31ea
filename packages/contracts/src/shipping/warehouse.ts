import { z } from 'zod';
import { deliverySchema, manifestSchema } from './deliveries.ts';

/** Warehouse app lists (distributor spec 2.2, 2.3): the Shipping tab, handovers and label requests. */

export const warehouseSearchQuerySchema = z.object({ query: z.string().max(200).optional() });

export const SHIPPING_TAB_GROUPS = ['packed', 'booked', 'pickup_requested', 'shipped'] as const;

export const locationShipmentsReplySchema = z.object({
  location: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
  deliveries_count: z.number().int(),
  groups: z.array(
    z.object({
      status: z.enum(SHIPPING_TAB_GROUPS),
      total: z.number().int(),
      shipments: z.array(deliverySchema),
    }),
  ),
});
export type LocationShipmentsReply = z.infer<typeof locationShipmentsReplySchema>;

export const labelRequestSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  delivery_status: z.string(),
  label_status: z.string(),
  label_url: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  carrier: z.string().nullable(),
  error_message: z.string().nullable(),
  fulfillment: z.object({
    id: z.number().int().nullable(),
    distributor_location: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    merchant_order: z.object({ store_order_reference: z.string().nullable() }),
  }),
});
export type LabelRequest = z.infer<typeof labelRequestSchema>;
export const labelRequestsReplySchema = z.object({ shipments: z.array(labelRequestSchema) });
export const labelRequestReplySchema = z.object({ shipment: labelRequestSchema });

export const handoverSchema = manifestSchema.extend({
  deliveries: z.array(
    z.object({
      id: z.number().int(),
      identifier: z.string(),
      status: z.string(),
      tracking_number: z.string().nullable(),
    }),
  ),
});
export type Handover = z.infer<typeof handoverSchema>;
export const handoversReplySchema = z.object({ handovers: z.array(handoverSchema) });
