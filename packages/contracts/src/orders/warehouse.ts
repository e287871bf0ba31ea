import { z } from 'zod';
import { packageSchema } from '../catalogue/packages.ts';
import { paginationSchema } from '../shared/lists.ts';
import { UNIT_MESSAGE_CODES } from './shipments.ts';

/**
 * The warehouse app (distributor spec 2.2, 3, 7.2): the same fulfilments, deliveries and parcels as the portal's
 * shipment editor, seen by location staff (platform design section 4).
 */

/** A location with the counts of its warehouse tabs (Packing: pending_count; Shipping: deliveries_count). */
export const warehouseLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  pending_count: z.number().int(),
  deliveries_count: z.number().int(),
});
export type WarehouseLocation = z.infer<typeof warehouseLocationSchema>;
export const warehouseLocationsReplySchema = z.object({ locations: z.array(warehouseLocationSchema) });
export const warehouseLocationReplySchema = z.object({ location: warehouseLocationSchema });

export const WAREHOUSE_UNIT_STATUSES = ['allocated', 'partially_allocated', 'unallocated'] as const;
export type WarehouseUnitStatus = (typeof WAREHOUSE_UNIT_STATUSES)[number];

export const warehouseUnitSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  line_item_id: z.number().int().nullable(),
  product: z.object({ id: z.number().int().nullable(), sku: z.string(), title: z.string() }),
  label: z.string().nullable(),
  /** "32 x 32 x 5 cm", or null when a dimension is missing. */
  formatted_dimensions: z.string().nullable(),
  /** "1.2 kg", or null when the weight is missing. */
  formatted_weight: z.string().nullable(),
  quantity: z.number().int(),
  /** Allocated to the boxes of the fulfilment's live deliveries. */
  quantity_packed: z.number().int(),
  packaging: z.object({
    status: z.enum(WAREHOUSE_UNIT_STATUSES),
    message_codes: z.array(z.enum(UNIT_MESSAGE_CODES)),
    messages: z.array(
      z.object({
        code: z.enum(UNIT_MESSAGE_CODES),
        level: z.enum(['error', 'warning', 'info']),
        message: z.string(),
      }),
    ),
  }),
  linked_product_package: z.number().int().nullable(),
});
export type WarehouseUnit = z.infer<typeof warehouseUnitSchema>;

export const warehouseParcelItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  fulfillment_unit: z.object({
    id: z.number().int().nullable(),
    identifier: z.string().nullable(),
    sku: z.string(),
  }),
});

export const warehouseParcelSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  distributor_box_id: z.number().int().nullable(),
  packing_method: z.enum(['computed', 'other']),
  /** Outer size in cm (one decimal), null while unmeasured; editable as the delivery allows. */
  dimensions: z.object({
    length: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    editable: z.boolean(),
  }),
  /** Gross weight in kg, null while unweighed. */
  weight: z.number().nullable(),
  units: z.object({ dimensions: z.literal('cm'), weight: z.literal('kg') }),
  items: z.array(warehouseParcelItemSchema),
});
export type WarehouseParcel = z.infer<typeof warehouseParcelSchema>;

export const WAREHOUSE_DELIVERY_ACTIONS = [
  'edit',
  'add_box',
  'download_shipping_label',
  'download_packing_slip',
  'request_label',
  'delete',
] as const;

export const warehouseDeliverySchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  total_quantity: z.number().int(),
  parcel_count: z.number().int(),
  weight_kg: z.number(),
  formatted_weight_kg: z.string(),
  formatted_cubic_weight_kg: z.string(),
  delivery_status: z.string(),
  label_status: z.string(),
  carrier: z.string().nullable(),
  carrier_service: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  /** Why the carrier refused the last booking (delivery status error), or null (decision 0920). */
  error_message: z.string().nullable(),
  label_url: z.string().nullable(),
  packing_slip_url: z.string().nullable(),
  supported_actions: z.array(z.enum(WAREHOUSE_DELIVERY_ACTIONS)),
  parcels: z.array(warehouseParcelSchema),
});
export type WarehouseDelivery = z.infer<typeof warehouseDeliverySchema>;

export const warehouseErrorMessageSchema = z.object({
  code: z.string(),
  message: z.string(),
  unit_id: z.number().int().nullable(),
  parcel_id: z.number().int().nullable(),
  delivery_id: z.number().int().nullable(),
});

export const warehouseFulfillmentSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  distributor_order_id: z.string().nullable(),
  created_at: z.string(),
  status: z.string(),
  ready_to_ship_at: z.string().nullable(),
  supported_actions: z.array(z.enum(['ready_to_ship', 'allocate'])),
  distributor_location: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
  merchant_order: z.object({
    store_name: z.string(),
    store_order_reference: z.string(),
    shipping_address: z.object({
      name: z.string(),
      address1: z.string(),
      address2: z.string().nullable(),
      city: z.string(),
      state_code: z.string(),
      postcode: z.string(),
    }),
  }),
  error_messages: z.array(warehouseErrorMessageSchema),
  units: z.array(warehouseUnitSchema),
  deliveries: z.array(warehouseDeliverySchema),
});
export type WarehouseFulfillment = z.infer<typeof warehouseFulfillmentSchema>;
export const warehouseFulfillmentReplySchema = z.object({ fulfillment: warehouseFulfillmentSchema });

/** A row of the Packing tab: the fulfilment and its deliveries in short. */
export const packingRowSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  distributor_order_id: z.string().nullable(),
  created_at: z.string(),
  store_name: z.string(),
  store_order_reference: z.string(),
  item_count: z.number().int(),
  deliveries: z.array(
    z.object({
      id: z.number().int(),
      identifier: z.string(),
      delivery_status: z.string(),
      parcel_count: z.number().int(),
    }),
  ),
});
export type PackingRow = z.infer<typeof packingRowSchema>;
export const packingListSchema = z.object({
  fulfillments: z.array(packingRowSchema),
  pagination: paginationSchema,
});
export type PackingList = z.infer<typeof packingListSchema>;

export const packingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
  query: z.string().trim().max(200).optional(),
});

/** POST /fulfillments/{id}/units/{unitId}/allocate (spec 5 Allocate: quantity 1 to the remaining). */
export const allocateInputSchema = z.object({
  fulfillment_unit: z.object({
    fulfillment_delivery_id: z.number({ message: 'Choose a shipment' }).int().positive('Choose a shipment'),
    fulfillment_parcel_id: z.number({ message: 'Choose a box' }).int().positive('Choose a box'),
    quantity: z
      .number({ message: 'Quantity must be at least 1' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1'),
  }),
});
export type AllocateInput = z.infer<typeof allocateInputSchema>;

/** Warehouse box inputs (spec 5, 9): dimensions 1 to 999 cm, weight 0.1 to 999.9 kg, one decimal. */
export const PARCEL_DIMENSION_MIN = 1;
export const PARCEL_DIMENSION_MAX = 999;
export const PARCEL_WEIGHT_MIN = 0.1;
export const PARCEL_WEIGHT_MAX = 999.9;
export const PARCEL_INPUT_MESSAGES = {
  length: 'Length must be between 1 and 999 cm',
  width: 'Width must be between 1 and 999 cm',
  height: 'Height must be between 1 and 999 cm',
  weight: 'Weight must be between 0.1 and 999.9 kg',
} as const;
const dimension = (field: 'length' | 'width' | 'height') =>
  z
    .number({ message: PARCEL_INPUT_MESSAGES[field] })
    .min(PARCEL_DIMENSION_MIN, PARCEL_INPUT_MESSAGES[field])
    .max(PARCEL_DIMENSION_MAX, PARCEL_INPUT_MESSAGES[field])
    .optional();

/** PATCH /delivery_parcels/{id}: the changed field(s) of a box, in cm and kg. */
export const parcelUpdateInputSchema = z.object({
  fulfillment_parcel: z
    .object({
      length: dimension('length'),
      width: dimension('width'),
      height: dimension('height'),
      weight: z
        .number({ message: PARCEL_INPUT_MESSAGES.weight })
        .min(PARCEL_WEIGHT_MIN, PARCEL_INPUT_MESSAGES.weight)
        .max(PARCEL_WEIGHT_MAX, PARCEL_INPUT_MESSAGES.weight)
        .optional(),
    })
    .strict()
    .refine((p) => Object.values(p).some((v) => v !== undefined), 'Change at least one field'),
});
export type ParcelUpdateInput = z.infer<typeof parcelUpdateInputSchema>;

/**
 * Resolve (spec 2.2, 7.2): a product's packages as a distributor sees them. distributor_id set: the distributor's
 * own package (it may change or remove it); absent: the manufacturer's, which cannot be removed.
 */
export const warehousePackageSchema = packageSchema.extend({ distributor_id: z.number().int().nullable() });
export type WarehousePackage = z.infer<typeof warehousePackageSchema>;
export const warehousePackagesReplySchema = z.object({
  message: z.string(),
  packages: z.array(warehousePackageSchema),
  package: warehousePackageSchema.optional(),
});
export type WarehousePackagesReply = z.infer<typeof warehousePackagesReplySchema>;

export const WAREHOUSE_PACKAGE_MESSAGES = {
  length: 'Length must be between 1 and 999 cm',
  width: 'Width must be between 1 and 999 cm',
  height: 'Height must be between 1 and 999 cm',
  weight: 'Weight must be between 0.001 and 999.9 kg',
} as const;
const packageDimension = (field: 'length' | 'width' | 'height') =>
  z
    .number({ message: WAREHOUSE_PACKAGE_MESSAGES[field] })
    .min(0.1, WAREHOUSE_PACKAGE_MESSAGES[field])
    .max(999, WAREHOUSE_PACKAGE_MESSAGES[field]);
const packageFields = {
  package_type_id: z.number().int().positive().nullable().optional(),
  length: packageDimension('length'),
  width: packageDimension('width'),
  height: packageDimension('height'),
  weight: z
    .number({ message: WAREHOUSE_PACKAGE_MESSAGES.weight })
    .min(0.001, WAREHOUSE_PACKAGE_MESSAGES.weight)
    .max(999.9, WAREHOUSE_PACKAGE_MESSAGES.weight),
  label: z.string().trim().max(100).nullable().optional(),
};
/** POST /packages: product_id, distributor_id (the caller's; optional) and the package in cm and kg. */
export const warehousePackageCreateSchema = z
  .object({
    product_id: z.number().int().positive(),
    distributor_id: z.number().int().positive().optional(),
    ...packageFields,
  })
  .strict();
export type WarehousePackageCreate = z.infer<typeof warehousePackageCreateSchema>;
/** PATCH /packages/{id}: any of the package fields (the distributor's own package only). */
export const warehousePackageUpdateSchema = z
  .object({
    package_type_id: packageFields.package_type_id,
    length: packageFields.length.optional(),
    width: packageFields.width.optional(),
    height: packageFields.height.optional(),
    weight: packageFields.weight.optional(),
    label: packageFields.label,
  })
  .strict();
export type WarehousePackageUpdate = z.infer<typeof warehousePackageUpdateSchema>;

/** Warehouse toasts (spec 8). */
export const WAREHOUSE_TOASTS = {
  allocated: 'Allocated item to package',
  allocateError: 'Error allocating item to package',
  packageUpdated: 'Package details updated',
  packageError: 'Error updating package details',
  parcelUpdated: 'Parcel updated',
  parcelError: 'Error updating parcel',
  packingSearchError: 'An error occured while searching for fulfilments.',
  packageAdded: 'Package added to product',
  packageAddError: 'Error adding package to product',
  packageRemoved: 'Package removed from product',
  packageRemoveError: 'Error removing package from product',
} as const;
