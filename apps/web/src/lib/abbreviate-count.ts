const UNITS = [
  { value: 1e12, suffix: 'T' },
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'k' },
] as const;

/**
 * A count as a short badge label: thousands as k, M, B and T (marketplace spec 2.1), one decimal below ten
 * of a unit (1.2k, 12k, 120k). Rounds down so a badge never claims more than there is.
 */
export function abbreviateCount(count: number): string {
  if (!Number.isFinite(count)) return '0';
  const n = Math.max(0, Math.floor(count));
  for (let i = 0; i < UNITS.length; i++) {
    const { value, suffix } = UNITS[i]!;
    if (n < value) continue;
    const scaled = n / value;
    // 999_999 floors to 999k, not "1000k"; the next unit up starts at exactly its value.
    const shown = scaled < 10 ? Math.floor(scaled * 10) / 10 : Math.floor(scaled);
    return `${shown}${suffix}`;
  }
  return String(n);
}
