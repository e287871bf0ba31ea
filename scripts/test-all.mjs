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

// CI shows only the tail of this output: name what failed, with the start of its error, just above the totals.
const failures = [...vitestFailures(vitestJson), ...playwrightFailures(pwJson)];
if (failures.length > 0) {
  console.log('\n=== what failed');
  for (const f of failures) console.log(f);
}

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

function firstLines(text, n = 4) {
  return String(text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '')
    .slice(0, n)
    .map((l) => `    ${l.slice(0, 200)}`)
    .join('\n');
}

function vitestFailures(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    const out = [];
    for (const suite of j.testResults ?? []) {
      const rel = path.relative(process.cwd(), suite.name);
      const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed)
        out.push(`vitest: ${rel} › ${a.fullName}\n${firstLines(a.failureMessages?.[0])}`);
      if (failed.length === 0 && suite.status === 'failed')
        out.push(`vitest: ${rel}\n${firstLines(suite.message)}`);
    }
    return out;
  } catch {
    return [];
  }
}

function playwrightFailures(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    const out = [];
    const walk = (suite, trail) => {
      const here = suite.title && !suite.file?.endsWith(suite.title) ? [...trail, suite.title] : trail;
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'expected' || t.status === 'skipped') continue;
          const last = t.results?.[t.results.length - 1];
          const title = [...here, spec.title].join(' › ');
          out.push(
            `playwright: ${spec.file}:${spec.line} › ${title} (${t.status})\n${firstLines(last?.error?.message, 6)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, here);
    };
    for (const s of j.suites ?? []) walk(s, []);
    for (const e of j.errors ?? []) out.push(`playwright: ${firstLines(e.message, 6)}`);
    return out;
  } catch {
    return [];
  }
}
