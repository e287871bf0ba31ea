/** Money is integer cents with a currency code; AUD by default, formatted for en-AU. */
export type Currency = 'AUD' | 'USD';
export interface Money {
  cents: number;
  currency: Currency;
}

export const GST_RATE = 0.1;

/** Dollars as typed in a form (step 0.01) to whole cents: rounded value times 100. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();
/**
 * Cents as money: `$12.50` for AUD and USD (as their own locales write them), `NZD 12.50` for any other ISO code a
 * payee is paid in.
 */
export function formatMoney(cents: number, currency: Currency | (string & {}) = 'AUD'): string {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat(currency === 'USD' ? 'en-US' : 'en-AU', { style: 'currency', currency });
    formatters.set(currency, f);
  }
  return f.format(cents / 100);
}

/** Prices include GST; the unit price ex GST is price / 1.1. */
export function exGst(cents: number): number {
  return Math.round(cents / (1 + GST_RATE));
}

/** Margin is profit over price, markup is profit over cost; both only meaningful when price and cost exceed 0. */
export function marginPercent(priceCents: number, costCents: number): number | null {
  if (priceCents <= 0 || costCents <= 0) return null;
  return ((priceCents - costCents) / priceCents) * 100;
}
export function markupPercent(priceCents: number, costCents: number): number | null {
  if (priceCents <= 0 || costCents <= 0) return null;
  return ((priceCents - costCents) / costCents) * 100;
}

/**
 * One line of a fulfilment (merchant spec 9): `price` is the unit price including GST; the unit price ex GST is
 * price / 1.1 and the line's tax is price x quantity minus that amount / 1.1. Rounded once per line, so ex GST and
 * tax always add up to the line total.
 */
export function gstLine(priceCents: number, quantity: number) {
  const total = priceCents * quantity;
  const exTax = exGst(total);
  return {
    unit_ex_gst_cents: exGst(priceCents),
    total_cents: total,
    ex_gst_cents: exTax,
    tax_cents: total - exTax,
  };
}

/** An order's totals from its lines (prices including GST): total = subtotal + charges + tax (merchant spec 9). */
export function gstTotals(lines: { price_cents: number; quantity: number }[], chargesCents = 0) {
  let subtotal = 0;
  let tax = 0;
  for (const l of lines) {
    const g = gstLine(l.price_cents, l.quantity);
    subtotal += g.ex_gst_cents;
    tax += g.tax_cents;
  }
  return {
    subtotal_cents: subtotal,
    charges_cents: chargesCents,
    tax_cents: tax,
    total_cents: subtotal + chargesCents + tax,
  };
}
