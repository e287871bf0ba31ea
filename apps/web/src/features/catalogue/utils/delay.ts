/** Resolves after `ms`; the spec's forms wait before sending (packages and hazards 1 s, customs 250 ms). */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
