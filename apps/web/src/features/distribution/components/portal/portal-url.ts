/** The portal's list query parameters (distributor spec 2.1, 9): page 1 and page_size 10 unless given. */
export const PORTAL_PAGE_SIZE = 10;
export const SHIPPED_STATUS_DEFAULT = 'booked,in_transit';

export const PORTAL_TABS = ['fulfillments', 'shipments', 'bookings', 'shipped'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];
export const PORTAL_TAB_LABELS: Record<PortalTab, string> = {
  fulfillments: 'Fulfillment Requests',
  shipments: 'Pending Shipments',
  bookings: 'Confirmed Shipments',
  shipped: 'Manifested Shipments',
};

const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readListParams(search: URLSearchParams) {
  return {
    page: positive(search.get('page'), 1),
    pageSize: Math.min(positive(search.get('page_size'), PORTAL_PAGE_SIZE), 100),
    query: search.get('query') ?? '',
  };
}

/**
 * The query string after changing tab or location: page back to 1, page_size kept (or 10) and the search cleared
 * (spec 2.1); the shipped screen's status filter is kept when it was set.
 */
export function switchedSearch(search: URLSearchParams): string {
  const next = new URLSearchParams();
  next.set('page', '1');
  next.set('page_size', String(readListParams(search).pageSize));
  const status = search.get('status');
  if (status) next.set('status', status);
  return next.toString();
}

export const portalPath = (locationId: number, tab: PortalTab) =>
  `/distributor/locations/${locationId}/${tab}`;
export const dashboardLink = (locationId: number, tab: PortalTab) =>
  `${portalPath(locationId, tab)}?page=1&page_size=${PORTAL_PAGE_SIZE}`;
