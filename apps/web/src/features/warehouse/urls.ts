/** Typed URL builders of the warehouse app (`/distributor/l/...`, distributor spec 2.2). */
export const warehouseUrls = {
  locations: () => '/distributor/l',
  tab: (locationId: number, tab: 'fulfillments' | 'shipments' | 'handovers') =>
    `/distributor/l/${locationId}/${tab}`,
  fulfillment: (locationId: number, fulfillmentId: number) =>
    `/distributor/l/${locationId}/fulfillments/${fulfillmentId}`,
  /** Manage Distributor Fulfillment (distributor spec 2.3). */
  manage: (fulfillmentId: number) => `/distributor/fulfillments/${fulfillmentId}/manage`,
};
