/** A product as the platform sends it to a store. */
export interface StoreProductInput {
  title: string;
  handle: string;
  description: string;
  vendor: string;
  variants: { sku: string; title: string; price: string; options: Record<string, string> }[];
  images: string[];
}

export interface StoreProduct extends StoreProductInput {
  id: string;
  status: string;
  created_at: Date;
  updated_at: Date;
}

/** Which store an adapter call is for: the platform's store id and its display name. */
export interface StoreRef {
  id: number;
  name: string;
}

/** A store's refusal or silence, with the store's own reason; callers show it per store. */
export class StoreError extends Error {
  constructor(
    readonly kind: 'rejected' | 'timeout' | 'unauthorized',
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

/**
 * A merchant's online store (platform design section 5): products now, orders and fulfilments later. The sandbox
 * store is the default implementation; Shopify and WooCommerce clients plug in behind the same interface.
 */
export interface StoreAdapter {
  readonly platform: 'sandbox' | 'shopify' | 'woocommerce';
  /**
   * Creates a product. `sourceKey` is the caller's key for it: a create repeated with the same key (a retry after
   * a timeout) answers the product made the first time instead of making another.
   */
  createProduct(
    store: StoreRef,
    product: StoreProductInput,
    opts: { sourceKey: string },
  ): Promise<StoreProduct>;
  updateProduct(store: StoreRef, id: string, product: StoreProductInput): Promise<StoreProduct>;
  deleteProduct(store: StoreRef, id: string): Promise<void>;
  /** One product by the store's id (null when the store has no such product). */
  readProduct(store: StoreRef, id: string): Promise<StoreProduct | null>;
  /** A page of the store's products, oldest first (a stable order, so paging while it changes skips nothing). */
  readProducts(
    store: StoreRef,
    opts: { limit: number; offset: number },
  ): Promise<{ products: StoreProduct[]; total: number }>;
  /** The store's orders, oldest first, each as the JSON body its orders/create webhook carries. */
  readOrders(
    store: StoreRef,
    opts: { limit: number; offset: number },
  ): Promise<{ id: string; body: string }[]>;
  /**
   * Marks items of one of the store's orders fulfilled, with the carrier and tracking numbers the customer sees
   * (Shopify's fulfillmentCreate). `sourceKey` is the caller's key of the fulfilment: a create repeated with the
   * same key (a retry after a timeout or a crash) answers the fulfilment made the first time.
   */
  createFulfillment(
    store: StoreRef,
    fulfillment: StoreFulfillmentInput,
    opts: { sourceKey: string },
  ): Promise<StoreFulfillment>;
  /** The fulfilments of one of the store's orders, oldest first. */
  readFulfillments(store: StoreRef, orderId: string): Promise<StoreFulfillment[]>;
  /** The store's locations (warehouses, outlets) that hold inventory. */
  locations(store: StoreRef): Promise<StoreLocation[]>;
  /** Inventory levels of these SKUs at a location. */
  inventoryLevels(store: StoreRef, locationId: string, skus: string[]): Promise<InventoryLevel[]>;
  /** Sets the available quantity of a SKU at a location (the inventory sync's push). */
  setInventoryLevel(
    store: StoreRef,
    level: { locationId: string; sku: string; available: number },
  ): Promise<void>;
}

/** A fulfilment as the platform sends it: which lines of the store's order left, with whom and how to track them. */
export interface StoreFulfillmentInput {
  /** The store's id of the order. */
  order_id: string;
  /** The store's ids of the order's line items, with the quantity shipped of each. */
  line_items: { id: string; quantity: number }[];
  tracking_company: string | null;
  tracking_numbers: string[];
  tracking_urls: string[];
  /** Whether the store emails its customer the shipping confirmation. */
  notify_customer: boolean;
}

export interface StoreFulfillment extends StoreFulfillmentInput {
  id: string;
  status: 'success' | 'cancelled';
  created_at: Date;
}

export interface StoreLocation {
  id: string;
  name: string;
}

export interface InventoryLevel {
  sku: string;
  available: number;
  updated_at: Date;
}

/** What a customer orders in a store: a customer, an Australian address and quantities of store SKUs. */
export interface StoreOrderInput {
  customer: { name: string; email: string | null; phone: string | null };
  shipping_address: {
    name: string;
    company: string | null;
    address1: string;
    address2: string | null;
    city: string;
    province_code: string;
    zip: string;
    country_code: string;
  };
  line_items: { sku: string; quantity: number }[];
}

/**
 * An order webhook as the store sends it: the raw JSON body and its signature, HMAC-SHA256 of the raw body with
 * the store's webhook secret, base64 (Shopify's X-Shopify-Hmac-Sha256 scheme).
 */
export interface StoreWebhook {
  topic: 'orders/create';
  body: string;
  signature: string;
}
