import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types, run by node in the test command.
import { checkBundle, initialFiles } from './bundle-budget.mjs';

// A small build: the entry imports react; the sign-in page imports a form chunk; the editor page (lazy, not a first
// screen) imports the heavy rich-text chunk.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor-react.js'],
    css: ['assets/index.css'],
  },
  '_vendor-react.js': { file: 'assets/vendor-react.js', name: 'vendor-react' },
  'src/sign-in.tsx': { file: 'assets/sign-in.js', isDynamicEntry: true, imports: ['_form.js'] },
  '_form.js': { file: 'assets/form.js', name: 'form', imports: ['_vendor-react.js'] },
  'src/editor.tsx': { file: 'assets/editor.js', isDynamicEntry: true, imports: ['_vendor-editor.js'] },
  '_vendor-editor.js': { file: 'assets/vendor-editor.js', name: 'vendor-editor' },
};

function build(files: Record<string, number>, extra: Record<string, unknown> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ ...manifest, ...extra }));
  for (const [file, size] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), 'x'.repeat(size));
  return dir;
}

// Sizes stand in for gzip sizes: the fixture files are their size in bytes.
const rawSize = (file: string) => fs.statSync(file).size;
const files = {
  'assets/index.js': 1000,
  'assets/index.css': 300,
  'assets/vendor-react.js': 5000,
  'assets/sign-in.js': 500,
  'assets/form.js': 700,
  'assets/editor.js': 100,
  'assets/vendor-editor.js': 9000,
};

describe('bundle budget check', () => {
  it("counts the entry and the route's lazy chunks with their static imports, each once", () => {
    const { js, css } = initialFiles(manifest, ['src/sign-in.tsx']);
    expect(js.map((c: { file: string }) => c.file).sort()).toEqual(
      ['assets/form.js', 'assets/index.js', 'assets/sign-in.js', 'assets/vendor-react.js'].sort(),
    );
    expect(css).toEqual(['assets/index.css']);
  });

  it('passes within budget and fails past it', () => {
    const dist = build(files);
    const screens = [{ name: 'sign-in', modules: ['src/sign-in.tsx'] }];
    const ok = checkBundle(dist, { screens, budgets: { jsGzip: 7200, cssGzip: 300 }, size: rawSize });
    expect(ok.failures).toEqual([]);
    expect(ok.rows[0].jsGzip).toBe(7200);
    const over = checkBundle(dist, { screens, budgets: { jsGzip: 7199, cssGzip: 299 }, size: rawSize });
    expect(over.failures).toHaveLength(2);
  });

  it('fails when a first screen loads a heavy library, or source maps would be served', () => {
    const dist = build({ ...files, 'assets/index.js.map': 10 });
    const screens = [{ name: 'editor as first screen', modules: ['src/editor.tsx'] }];
    const result = checkBundle(dist, { screens, budgets: { jsGzip: 1e9, cssGzip: 1e9 }, size: rawSize });
    expect(result.failures.join('\n')).toMatch(/loads vendor-editor on first screen/);
    expect(result.failures.join('\n')).toMatch(/source maps/);
  });

  it('fails on a screen module the build does not have', () => {
    const dist = build(files);
    expect(() =>
      checkBundle(dist, { screens: [{ name: 'gone', modules: ['src/gone.tsx'] }], size: rawSize }),
    ).toThrow(/not in the build manifest/);
  });
});
