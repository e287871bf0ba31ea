#!/usr/bin/env node
// The bundle budget check (issue 18), run by the test command after the end-to-end build:
//   node apps/web/scripts/check-bundle.mjs [dist]
// Prints each first screen's initial JS and CSS (gzip) and fails past 180 kB JS (issue 18) / 40 kB CSS, when a heavy
// library loads on a first screen, or when source maps sit in dist/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBundle, formatReport } from './bundle-budget.mjs';

const dist = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);
const result = checkBundle(dist);
console.log(formatReport(result));
if (result.failures.length) {
  console.error(`\nBundle budget check failed:\n  ${result.failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nBundle budgets kept.');
