/**
 * Typed URL builders for every page of the web app. Build links with these, never by concatenating strings
 * in components (style rule 13).
 */

/** Only same-app paths are accepted as a return address, so `?next=` cannot send anyone off-site. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

function withNext(path: string, next?: string) {
  const safe = safeNextPath(next);
  return safe && safe !== '/' ? `${path}?${new URLSearchParams({ next: safe })}` : path;
}

export const urls = {
  home: () => '/',
  signIn: (next?: string) => withNext('/sign-in', next),
  logout: () => '/logout',
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  acceptInvitation: (token: string) => `/accept-invitation/${encodeURIComponent(token)}`,
  devMailbox: (to?: string) => (to ? `/dev/mailbox?${new URLSearchParams({ to })}` : '/dev/mailbox'),
  dashboard: () => '/dashboard',
  account: (tab?: string) => (tab ? `/account#${tab}` : '/account'),
  apiDocs: () => '/api/docs',
  catalogue: {
    root: () => '/catalogue',
    products: () => '/catalogue/products',
    brands: () => '/catalogue/brands',
    exportTemplates: () => '/catalogue/export_templates',
    newExportTemplate: () => '/catalogue/export_templates/new',
    imports: () => '/catalogue/imports',
    acesExport: () => '/catalogue/fitment/aces_export',
    exportTemplate: (id: number) => `/catalogue/export_templates/${id}/edit`,
    listings: (brand: string) => `/catalogue/b/${encodeURIComponent(brand)}/listings`,
    newListing: (brand: string) => `/catalogue/b/${encodeURIComponent(brand)}/listings/new`,
    editListing: (brand: string, id: number) =>
      `/catalogue/b/${encodeURIComponent(brand)}/listings/${id}/edit`,
    admin: {
      root: () => '/catalogue/admin',
      vehicles: () => '/catalogue/admin/vehicles',
      externalVehicles: () => '/catalogue/admin/external_vehicles',
      exports: () => '/catalogue/admin/exports',
      attributes: () => '/catalogue/admin/attributes',
    },
  },
  marketplace: {
    root: () => '/marketplace',
    sourceProducts: () => '/marketplace',
    importList: () => '/marketplace/import',
    stores: () => '/marketplace/stores',
    store: (id: number) => `/marketplace/stores/${id}`,
    billing: () => '/marketplace/billing',
    products: () => '/marketplace/products',
    distributors: () => '/marketplace/distributors',
    fulfillments: () => '/marketplace/fulfillments',
    fulfillment: (id: number) => `/marketplace/fulfillments/${id}`,
    sandboxStore: (storeId: number) => `/marketplace/stores/${storeId}/sandbox`,
    paymentReturn: () => '/marketplace/payments/return',
    settings: () => '/marketplace/settings',
    amazonListings: () => '/marketplace/amazon_listings',
  },
  distributor: {
    root: () => '/distributor',
    dashboard: () => '/distributor',
    packaging: () => '/distributor/packaging',
    locations: () => '/distributor/locations',
    newLocation: () => '/distributor/locations/new',
    locationSettings: (id: number) => `/distributor/locations/${id}/settings`,
    settings: () => '/distributor/settings',
    inventory: () => '/distributor/inventory',
    pricing: () => '/distributor/pricing',
    payments: () => '/distributor/payments',
    paymentsLink: () => '/distributor/payments/link',
  },
} as const;
