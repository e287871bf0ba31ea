#!/usr/bin/env node
// Measures the built web app in Chromium, on demand (not part of the test command: timings vary by machine).
//
//   npm run build -w @partsflow/web && node apps/web/scripts/web-vitals.mjs [--url URL] [--no-journeys] [--json FILE]
//     [--screens catalogue,marketplace] [--profiles desktop] [--runs 5] [--diagnostics] [--lhr-dir DIR]
//
// --runs N repeats each Lighthouse run N times and reports the median run (by performance score, then LCP): on a
// loaded machine one run is noise. --diagnostics prints, for each median run, the LCP element, the long main-thread
// tasks and the network chain that LCP waited for; --lhr-dir keeps each median run's full Lighthouse report (JSON).
//
// 1. Lighthouse (performance and accessibility, desktop and mobile profiles) on the sign-in page and the first
//    screen of each area, signed in as the demo user of that area.
// 2. LCP, INP and CLS from the browser's PerformanceObserver during the Playwright journeys (WEB_VITALS_OUT).
// Without --url it starts its own server on a fresh embedded database with demo data.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const PASSWORD = 'partsflow-demo';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The first screen of each area, and the demo user who lands there. */
export const SCREENS = [
  { name: 'sign-in', path: '/sign-in', email: null },
  { name: 'catalogue', path: '/catalogue/products', email: 'brand@demo.test' },
  { name: 'marketplace', path: '/marketplace', email: 'merchant@demo.test' },
  { name: 'distributor', path: '/distributor', email: 'distributor@demo.test' },
];

async function startServer(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsflow-vitals-'));
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop: () => process.kill(-child.pid) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  process.kill(-child.pid);
  throw new Error('the server did not answer /api/health within 180 s');
}

async function sessionCookie(url, email) {
  const res = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const listArg = (name) => arg(name)?.split(',').filter(Boolean);
const RUNS = Math.max(1, Number(arg('--runs') ?? 1));
const PROFILES = listArg('--profiles') ?? ['desktop', 'mobile'];
const ONLY = listArg('--screens');

/** The run in the middle, ordered by score and then by LCP (the higher LCP of equal scores comes later). */
function medianRun(runs) {
  const sorted = [...runs].sort(
    (a, b) => a.row.performance - b.row.performance || b.row.lcp_ms - a.row.lcp_ms,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function diagnostics(lhr) {
  const lines = [];
  const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (lcpEl) lines.push(`  LCP element: ${lcpEl.nodeLabel} (${lcpEl.selector})`);
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  if (phases)
    lines.push(`  LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`);
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  for (const t of tasks.slice(0, 6))
    lines.push(`  long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms: ${t.url}`);
  const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
  for (const b of bootup.slice(0, 4))
    lines.push(`  script ${Math.round(b.scripting)} ms scripting: ${b.url}`);
  const chains = lhr.audits['network-dependency-tree-insight']?.details?.items?.[0]?.value?.chains;
  const walk = (nodes, depth) => {
    for (const n of Object.values(nodes ?? {})) {
      lines.push(
        `  ${'  '.repeat(depth)}${n.url ?? ''} ${n.navStartToEndTime ? Math.round(n.navStartToEndTime) + ' ms' : ''}`,
      );
      walk(n.children, depth + 1);
    }
  };
  walk(chains, 0);
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
      const nodes = (audit.details?.items ?? []).map((i) => i.node?.snippet).filter(Boolean);
      lines.push(`  accessibility: ${audit.id} (${audit.title}) ${nodes.slice(0, 3).join(' ')}`);
    }
  }
  return lines.join('\n');
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  try {
    for (const screen of SCREENS.filter((s) => !ONLY || ONLY.includes(s.name))) {
      const cookie = screen.email ? await sessionCookie(url, screen.email) : null;
      for (const profile of PROFILES) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) {
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            extraHeaders: cookie ? { Cookie: cookie } : undefined,
          };
          // Chromium sometimes loses a trace (NO_NAVSTART): such a run is repeated, twice at most.
          let result;
          for (let attempt = 1; ; attempt++) {
            result = await lighthouse(
              `${url}${screen.path}`,
              flags,
              profile === 'desktop' ? desktopConfig : undefined,
            );
            if (!result.lhr.runtimeError) break;
            if (attempt === 3)
              throw new Error(`Lighthouse on ${screen.path}: ${result.lhr.runtimeError.message}`);
          }
          const { categories, audits, runWarnings } = result.lhr;
          if (runWarnings?.length) console.warn(`${screen.name} ${profile}: ${runWarnings.join('; ')}`);
          const num = (id, digits = 0) => {
            const v = audits[id]?.numericValue;
            return v === undefined ? null : Number(v.toFixed(digits));
          };
          runs.push({
            lhr: result.lhr,
            row: {
              screen: screen.name,
              profile,
              performance: Math.round(categories.performance.score * 100),
              accessibility: Math.round(categories.accessibility.score * 100),
              fcp_ms: num('first-contentful-paint'),
              lcp_ms: num('largest-contentful-paint'),
              tbt_ms: num('total-blocking-time'),
              cls: num('cumulative-layout-shift', 3),
              final_url: result.lhr.finalDisplayedUrl.replace(url, ''),
            },
          });
        }
        const median = medianRun(runs);
        rows.push({
          ...median.row,
          ...(RUNS > 1
            ? { runs: runs.map((r) => `${r.row.performance}/${r.row.lcp_ms}/${r.row.tbt_ms}`).join(' ') }
            : {}),
        });
        if (arg('--lhr-dir')) {
          fs.mkdirSync(arg('--lhr-dir'), { recursive: true });
          const file = path.join(arg('--lhr-dir'), `${screen.name}-${profile}.json`);
          fs.writeFileSync(file, JSON.stringify(median.lhr));
        }
        if (args.includes('--diagnostics'))
          console.log(`${screen.name} ${profile} (median run)\n${diagnostics(median.lhr)}`);
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

function runJourneys(url) {
  const out = path.join(os.tmpdir(), `partsflow-vitals-${process.pid}.jsonl`);
  fs.rmSync(out, { force: true });
  // The journeys start their own server (Playwright's webServer) on another port.
  const port = String(Number(new URL(url).port) + 1);
  spawnSync('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, WEB_VITALS_OUT: out, E2E_PORT: port },
  });
  if (!fs.existsSync(out)) return [];
  return fs
    .readFileSync(out, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

function percentile(values, p) {
  const v = values.filter((x) => x !== null).sort((a, b) => a - b);
  if (v.length === 0) return null;
  return v[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)];
}

function summariseJourneys(records) {
  const byFile = new Map();
  for (const r of records) {
    const file = r.journey.split(' › ')[0];
    if (!byFile.has(file)) byFile.set(file, []);
    byFile.get(file).push(r);
  }
  const row = (name, rs) => ({
    journey: name,
    documents: rs.length,
    lcp_p75_ms: round(
      percentile(
        rs.map((r) => r.lcp),
        75,
      ),
    ),
    lcp_max_ms: round(
      percentile(
        rs.map((r) => r.lcp),
        100,
      ),
    ),
    inp_p75_ms: round(
      percentile(
        rs.map((r) => r.inp),
        75,
      ),
    ),
    inp_max_ms: round(
      percentile(
        rs.map((r) => r.inp),
        100,
      ),
    ),
    cls_p75: fixed(
      percentile(
        rs.map((r) => r.cls),
        75,
      ),
    ),
    cls_max: fixed(
      percentile(
        rs.map((r) => r.cls),
        100,
      ),
    ),
  });
  return [...[...byFile].map(([f, rs]) => row(f, rs)), row('all journeys', records)];
}

const round = (v) => (v === null ? null : Math.round(v));
const fixed = (v) => (v === null ? null : Number(v.toFixed(3)));

function table(rows) {
  if (rows.length === 0) return '(none)';
  const cols = Object.keys(rows[0]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(cols),
    line(cols.map(() => '---')),
    ...rows.map((r) => line(cols.map((c) => r[c] ?? '—'))),
  ].join('\n');
}

async function main() {
  const given = arg('--url');
  const server = given ? { url: given.replace(/\/$/, ''), stop: () => {} } : await startServer(3130);
  try {
    console.log(`Measuring ${server.url} (Chromium at ${CHROME})`);
    const lh = await runLighthouse(server.url);
    console.log('\n## Lighthouse\n');
    console.log(table(lh));
    let journeys = [];
    if (!args.includes('--no-journeys')) {
      journeys = summariseJourneys(runJourneys(server.url));
      console.log('\n## Web vitals during the journeys (PerformanceObserver)\n');
      console.log(table(journeys));
    }
    const json = arg('--json');
    if (json) fs.writeFileSync(json, JSON.stringify({ lighthouse: lh, journeys }, null, 2));
  } finally {
    server.stop();
  }
}

await main();
