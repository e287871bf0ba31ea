import { formatMoney } from '@partsflow/contracts';
import { format as formatDateFns, isValid, parseISO } from 'date-fns';

/** dd/MM/yy, the tables' date format (spec section 9). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = parseISO(iso);
  return isValid(d) ? formatDateFns(d, 'dd/MM/yy') : '';
}

/** dd/MM/yy HH:mm, used where the time of a change matters (history, synced_at). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = parseISO(iso);
  return isValid(d) ? formatDateFns(d, 'dd/MM/yy HH:mm') : '';
}

/** Whole cents as AUD for en-AU; null shows as a dash. */
export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '—' : formatMoney(cents, 'AUD');
}

export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${value.toFixed(1)}%`;
}
