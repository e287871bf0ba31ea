/** ISO weekday of a UTC date (1 = Monday … 7 = Sunday). */
export function isoWeekday(d: Date): number {
  const day = d.getUTCDay();
  return day === 0 ? 7 : day;
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * The next pickup dates, starting the day after `now`: days the carrier collects on and the location is open,
 * at most `count`, looking two weeks ahead.
 */
export function nextPickupDates(
  now: Date,
  carrierDays: readonly number[],
  openDays: readonly number[],
  count = 5,
): string[] {
  const out: string[] = [];
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  for (let i = 1; i <= 14 && out.length < count; i++) {
    day.setUTCDate(day.getUTCDate() + 1);
    const wd = isoWeekday(day);
    if (carrierDays.includes(wd) && openDays.includes(wd)) out.push(isoDate(day));
  }
  return out;
}
