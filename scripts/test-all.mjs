// Runs every suite (lint, typecheck, unit and integration, end-to-end with axe on every screen, the web bundle
// budgets) and ends with one line
// `N passed, N failed` summing them all. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'partsflow-test-'));
const results = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function check(label, ok) {
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

check('lint', run('lint', 'npm', ['run', 'lint']));
check('typecheck', run('typecheck', 'npm', ['run', 'typecheck']));

// The shipping document tests render PDFs to PNG (poppler's pdftoppm) and read the barcodes back (zbarimg).
if (!fs.existsSync('/usr/bin/pdftoppm') || !fs.existsSync('/usr/bin/zbarimg')) {
  run('install poppler-utils and zbar-tools', 'bash', [
    '-c',
    'apt-get update -qq && apt-get install -y -qq poppler-utils zbar-tools',
  ]);
}
const vitestJson = path.join(tmp, 'vitest.json');
const vitestOk = run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
results.push(countVitest(vitestJson, vitestOk));

if (!fs.existsSync('/usr/bin/chromium')) {
  run('install chromium', 'bash', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']);
}
const pwJson = path.join(tmp, 'playwright.json');
const e2eOk = run('end-to-end tests', 'npm', ['run', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
results.push(countPlaywright(pwJson, e2eOk));

// The bundle budgets read the build the end-to-end run just made (test:e2e builds first): no second build.
check('web bundle budgets', run('web bundle budgets', 'node', ['apps/web/scripts/check-bundle.mjs']));

console.log('\n=== summary');
for (const r of results) console.log(`${r.label}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

function countVitest(file, ok) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    const failed =
      j.numFailedTests +
      (j.numFailedTestSuites ?? 0) +
      (ok || j.numFailedTests + (j.numFailedTestSuites ?? 0) > 0 ? 0 : 1);
    return { label: 'vitest', passed: j.numPassedTests, failed };
  } catch {
    return { label: 'vitest', passed: 0, failed: 1 };
  }
}

function countPlaywright(file, ok) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    const s = j.stats;
    const failed =
      s.unexpected + s.flaky + (j.errors?.length ?? 0) + (ok || s.unexpected + s.flaky > 0 ? 0 : 1);
    return { label: 'playwright', passed: s.expected, failed };
  } catch {
    return { label: 'playwright', passed: 0, failed: 1 };
  }
}
