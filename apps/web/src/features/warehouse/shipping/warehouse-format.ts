/** Warehouse app dates: dd/MM/yy (distributor spec 9). */
export function formatWarehouseDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y!.slice(2)}`;
}

const ISO_DAY = (d: Date) => d.toISOString().slice(0, 10);

/** The next `count` weekdays after `from` (weekends skipped), as ISO dates: the Request Pickup choices. */
export function nextWeekdays(from: Date, count = 5): string[] {
  const d = new Date(Date.UTC(from.getFullYear(), from.getMonth(), from.getDate()));
  const out: string[] = [];
  while (out.length < count) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) out.push(ISO_DAY(d));
  }
  return out;
}

export function weekdayName(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-AU', { weekday: 'long', timeZone: 'UTC' });
}

/** Shown with underscores as spaces (spec 4). */
export const spaced = (s: string) => s.replace(/_/g, ' ');

/** The six carriers the Take Over form suggests (distributor spec 5, 9). */
export const CARRIER_SUGGESTIONS = [
  'Australia Post',
  'StarTrack',
  'TNT',
  'Toll',
  'Couriers Please',
  'Aramex',
] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A placed date as 'Mar 5, 2024' (distributor spec 2.3, 9: MMM D, YYYY), in the viewer's time zone. */
export function formatPlacedDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}
