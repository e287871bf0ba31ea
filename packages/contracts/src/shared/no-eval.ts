// zod's core `config` (not `z.config`: the web build treats calls on `z` as pure and would drop it; and the core
// alone keeps zod's locale out of the entry chunk).
import { config } from 'zod/v4/core';

/**
 * In the browser, validate without compiling code at run time. zod speeds up object parsing with `new Function`,
 * which the Content-Security-Policy (no 'unsafe-eval', decision record 0051) refuses and reports as a violation.
 * zod decides per schema when the schema is built, so every module that builds schemas imports this first
 * (contracts: `import '../shared/no-eval.ts'`; web: `import '@partsflow/contracts/no-eval'`); it then lands in
 * the chunks that carry zod anyway. The server (no document) keeps the compiled fast path.
 */
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') config({ jitless: true });

export {};
