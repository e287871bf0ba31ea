/** Addresses of the external vehicle screens (under the staff catalogue admin). */
export const externalUrls = {
  list: () => '/catalogue/admin/external_vehicles',
  bodyTerms: () => '/catalogue/admin/external_vehicles/body_terms',
  translations: (id: number) => `/catalogue/admin/external_vehicles/${id}/translations`,
  links: (vehicleId: number) => `/catalogue/admin/vehicles/${vehicleId}/external_links`,
};

/** "07/2015", "2015" with no month, "" with neither. */
export function monthYear(month: number | null, year: number | null): string {
  if (year === null) return '';
  return month === null ? String(year) : `${String(month).padStart(2, '0')}/${year}`;
}

/** Numeric vehicle cells: minimum 0, maximum 10^(precision-scale)-1, step 10^-scale (spec section 5). */
export function numericCellProps(precision: number, scale: number) {
  return {
    min: 0,
    max: 10 ** (precision - scale) - 1,
    step: 10 ** -scale,
    decimalScale: scale,
    allowNegative: false,
  } as const;
}
