// What a screen downloads before it can show, read from Vite's build manifest (build.manifest: true), and the
// budgets it must keep (issue 18). Pure functions; scripts/check-bundle.mjs runs them on the built app.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Initial JavaScript and CSS per screen, gzip (what the server would send compressed). */
// JS 180 kB (issue 18) again since the shell dropped Mantine's AppShell (docs/decisions/0034-web-budget-bulk-runner.md).
export const BUDGETS = { jsGzip: 180 * 1024, cssGzip: 40 * 1024 };

const SIGNED_IN_SHELL = 'src/app/shell/app-layout.tsx';

/**
 * The sign-in page and the first screen of each area: the lazy modules their routes load (the signed-in shell, the
 * page, and the page's loader where it is a module of its own). When an area's first screen changes, change it here; a module missing from the build fails the check
 * rather than passing unseen.
 */
export const SCREENS = [
  { name: 'sign-in', modules: ['src/app/pages/sign-in-page.tsx'] },
  {
    name: 'catalogue (products)',
    modules: [
      SIGNED_IN_SHELL,
      'src/app/areas/catalogue/pages/product-list-page.tsx',
      'src/app/areas/catalogue/pages/product-list-loader.ts',
    ],
  },
  {
    name: 'marketplace (source products)',
    modules: [
      SIGNED_IN_SHELL,
      'src/app/areas/marketplace/pages/source-products-page.tsx',
      'src/app/areas/marketplace/pages/source-products-loader.ts',
    ],
  },
  { name: 'distributor (dashboard)', modules: [SIGNED_IN_SHELL, 'src/app/areas/placeholder-page.tsx'] },
];

/** Chunks of heavy libraries (vite.config.ts VENDOR_GROUPS) that no first screen may load. */
export const HEAVY_CHUNKS = ['vendor-editor', 'vendor-dnd', 'vendor-charts', 'vendor-pdf'];

/** The manifest's entry chunk (index.html's script). */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry in the manifest, found ${keys.length}`);
  return keys[0];
}

/** A chunk and everything it imports statically, transitively (what loads before it runs). */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The JS and CSS files a screen loads first: the entry's closure plus the closures of its route's lazy modules. */
export function initialFiles(manifest, modules) {
  const keys = staticClosure(manifest, entryKey(manifest));
  for (const m of modules) staticClosure(manifest, m, keys);
  const js = [...keys].map((k) => ({ key: k, file: manifest[k].file, name: manifest[k].name ?? k }));
  const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
  return { js, css };
}

export function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/**
 * Checks every screen against the budgets. Answers one row per screen with its files and sizes, and the list of
 * failures (over budget, a heavy chunk on a first screen, source maps in dist).
 */
export function checkBundle(distDir, { screens = SCREENS, budgets = BUDGETS, size = gzipSize } = {}) {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error(`no build manifest at ${manifestFile}: build the web app first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const failures = [];
  const rows = screens.map((screen) => {
    const { js, css } = initialFiles(manifest, screen.modules);
    const jsFiles = js.map((c) => ({ ...c, gzip: size(path.join(distDir, c.file)) }));
    const cssFiles = css.map((file) => ({ file, gzip: size(path.join(distDir, file)) }));
    const jsGzip = jsFiles.reduce((s, f) => s + f.gzip, 0);
    const cssGzip = cssFiles.reduce((s, f) => s + f.gzip, 0);
    if (jsGzip > budgets.jsGzip)
      failures.push(`${screen.name}: initial JS ${kb(jsGzip)} > ${kb(budgets.jsGzip)}`);
    if (cssGzip > budgets.cssGzip) {
      failures.push(`${screen.name}: initial CSS ${kb(cssGzip)} > ${kb(budgets.cssGzip)}`);
    }
    for (const heavy of HEAVY_CHUNKS) {
      if (jsFiles.some((f) => f.name === heavy))
        failures.push(`${screen.name}: loads ${heavy} on first screen`);
    }
    return { screen: screen.name, jsFiles, cssFiles, jsGzip, cssGzip };
  });
  const maps = listFiles(distDir).filter((f) => f.endsWith('.map'));
  if (maps.length) failures.push(`source maps in ${distDir} would be served: ${maps.join(', ')}`);
  return { rows, failures };
}

function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The table the check prints: per screen, each file and its gzip size, then the totals against the budgets. */
export function formatReport({ rows }, budgets = BUDGETS) {
  const lines = [];
  for (const r of rows) {
    lines.push(`${r.screen}`);
    for (const f of r.jsFiles) lines.push(`  js   ${kb(f.gzip).padStart(9)}  ${f.file}`);
    for (const f of r.cssFiles) lines.push(`  css  ${kb(f.gzip).padStart(9)}  ${f.file}`);
    lines.push(
      `  total JS ${kb(r.jsGzip)} / ${kb(budgets.jsGzip)}, CSS ${kb(r.cssGzip)} / ${kb(budgets.cssGzip)} (gzip)`,
    );
  }
  return lines.join('\n');
}
