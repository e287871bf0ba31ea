// Runs every suite (lint, typecheck, unit and integration, end-to-end with axe on every screen, the web bundle
// budgets) and ends with one line
// `N passed, N failed` summing them all. Exits non-zero when anything failed.
//
// What runs side by side (decision 0017): lint beside typecheck (each mostly one core), and the web build beside
// Vitest (Vitest waits on PostgreSQL much of the time). The end-to-end run then uses that build. A step run beside
// another has its output held and printed whole when it ends, so the log reads one step at a time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'partsflow-test-'));
const results = [];
const started = Date.now();

/** Runs a command; `held` keeps its output and prints it when it ends. Resolves to whether it exited 0. */
function run(label, cmd, args, { env = {}, held = false } = {}) {
  const t0 = Date.now();
  if (!held) console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const chunks = [];
    if (held) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('error', (err) => chunks.push(Buffer.from(`${err}\n`)));
    child.on('close', (code) => {
      const secs = ((Date.now() - t0) / 1000).toFixed(0);
      if (held) console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(chunks));
      console.log(`=== ${label}: ${code === 0 ? 'done' : `exit ${code}`} in ${secs} s`);
      resolve(code === 0);
    });
  });
}

function check(label, ok) {
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

const [lintOk, typecheckOk] = await Promise.all([
  run('lint', 'npm', ['run', 'lint'], { held: true }),
  run('typecheck', 'npm', ['run', 'typecheck'], { held: true }),
]);
check('lint', lintOk);
check('typecheck', typecheckOk);

// The shipping document tests render PDFs to PNG (poppler's pdftoppm) and read the barcodes back (zbarimg).
if (!fs.existsSync('/usr/bin/pdftoppm') || !fs.existsSync('/usr/bin/zbarimg')) {
  await run('install poppler-utils and zbar-tools', 'bash', [
    '-c',
    'apt-get update -qq && apt-get install -y -qq poppler-utils zbar-tools',
  ]);
}
if (!fs.existsSync('/usr/bin/chromium')) {
  await run('install chromium', 'bash', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']);
}
const vitestJson = path.join(tmp, 'vitest.json');
const [vitestOk, buildOk] = await Promise.all([
  run('unit and integration tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]),
  run('web build', 'npm', ['run', 'build'], { held: true }),
]);
results.push(countVitest(vitestJson, vitestOk));
check('web build', buildOk);

const pwJson = path.join(tmp, 'playwright.json');
// `npm run test:e2e` builds first; the build above is the one the journeys use.
const e2eOk = buildOk
  ? await run('end-to-end tests', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
    })
  : false;
results.push(countPlaywright(pwJson, e2eOk));

// The bundle budgets read the build the end-to-end run used: no second build.
check(
  'web bundle budgets',
  buildOk && (await run('web bundle budgets', 'node', ['apps/web/scripts/check-bundle.mjs'])),
);

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
console.log(`(${((Date.now() - started) / 60000).toFixed(1)} min)`);
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
