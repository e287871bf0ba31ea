/**
 * A long job works in chunks (one transaction each). On the embedded database (PGlite) one connection serves
 * everything and its queries finish without ever returning to the event loop, so a job that starts its next chunk
 * straight away keeps every HTTP request (and timer) waiting until the whole job ends. Every chunked job awaits
 * `betweenChunks()` after each chunk: one turn of the event loop lets waiting requests in. On PostgreSQL it costs a
 * few microseconds.
 */
export function betweenChunks(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Runs `step` chunk after chunk until it answers true (done), with `betweenChunks()` after each; `maxChunks` stops
 * early (tests simulate a kill with it). Resolves to the number of chunks run.
 */
export async function runInChunks(
  step: (chunk: number) => Promise<boolean>,
  opts: { maxChunks?: number } = {},
): Promise<number> {
  let chunks = 0;
  for (;;) {
    if (opts.maxChunks !== undefined && chunks >= opts.maxChunks) return chunks;
    const done = await step(chunks);
    chunks++;
    if (done) return chunks;
    await betweenChunks();
  }
}
