// Runs the Vitest suite N times in a row (default 10) and reports, per run, the tests passed and failed and the
// unhandled errors Vitest caught. Any failure or unhandled error in any run makes the exit status 1.
// Usage: npm run test:repeat -- [runs]   (PostgreSQL at TEST_POSTGRES_URL or 127.0.0.1:5432, as `npm test` uses)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 10);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'partsflow-repeat-'));
const rows = [];
for (let i = 1; i <= runs; i++) {
  const json = path.join(tmp, `run-${i}.json`);
  const started = Date.now();
  const r = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${json}`],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const output = `${r.stdout}\n${r.stderr}`;
  let passed;
  let failed;
  try {
    const j = JSON.parse(fs.readFileSync(json, 'utf8'));
    passed = j.numPassedTests;
    failed = j.numFailedTests + (j.numFailedTestSuites ?? 0);
  } catch {
    failed = 1;
  }
  // Vitest prints one "Unhandled Error" header per error it caught outside a test's own assertions.
  const unhandled = (output.match(/Unhandled (Error|Rejection)/g) ?? []).length;
  const leaks = (output.match(/still had sessions when dropped/g) ?? []).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const ok = r.status === 0 && failed === 0 && unhandled === 0;
  rows.push({ run: i, passed, failed, unhandled, leaks, seconds, ok });
  console.log(
    `run ${i}/${runs}: ${passed} passed, ${failed} failed, ${unhandled} unhandled errors, ` +
      `${leaks} leaked-session warnings, exit ${r.status}, ${seconds} s`,
  );
  if (!ok) fs.writeFileSync(path.join(tmp, `run-${i}.log`), output);
}
const bad = rows.filter((r) => !r.ok);
console.log(
  `\n${runs - bad.length} of ${runs} runs clean` + (bad.length ? ` (logs of the others in ${tmp})` : ''),
);
process.exit(bad.length ? 1 : 0);
