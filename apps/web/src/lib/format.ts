import { formatMoney } from '@partsflow/contracts';

// Dates and money as every screen shows them, in one place (issue 18). Dates come from the browser's own Intl
// (no date library in the first download); whole cents are the one money type.

const two = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** dd/MM/yy, the tables' date format (catalogue spec section 9), in the viewer's time zone. */
export function formatDate(iso: string | null | undefined): string {
  const d = parse(iso);
  return d ? `${two(d.getDate())}/${two(d.getMonth() + 1)}/${two(d.getFullYear() % 100)}` : '';
}

/** dd/MM/yy HH:mm, where the time of a change matters (history, synced_at). */
export function formatDateTime(iso: string | null | undefined): string {
  const d = parse(iso);
  return d ? `${formatDate(iso)} ${two(d.getHours())}:${two(d.getMinutes())}` : '';
}

/** "3 Mar 2026, 14:05:09": a moment to the second, spelt out (the development mailbox). */
export function formatTimestamp(iso: string | null | undefined): string {
  const d = parse(iso);
  if (!d) return '';
  const time = `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}, ${time}`;
}

/** Whole cents as AUD for en-AU; null shows as a dash. */
export function formatCents(cents: number | null | undefined, currency = 'AUD'): string {
  return cents === null || cents === undefined ? '—' : formatMoney(cents, currency);
}

export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${value.toFixed(1)}%`;
}
