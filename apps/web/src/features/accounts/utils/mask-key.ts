/** `sk_••••••••••••••••wXyZ`: the kind and the last four, enough to tell keys apart on screen. */
export function maskKey(key: string): string {
  const prefix = key.match(/^[a-z]+_/)?.[0] ?? '';
  // Short keys show nothing of their own: four characters would be too much of them.
  const last = key.length - prefix.length > 8 ? key.slice(-4) : '';
  return `${prefix}${'•'.repeat(16)}${last}`;
}
