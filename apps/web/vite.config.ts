import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Chunks named by what they hold (docs/decisions/0031-web-loading-and-budgets.md). React and the router, which every
 * screen needs and which change only on an upgrade, are one long-cached chunk. The heavy libraries (rich text, drag
 * and drop) are named so the bundle check can prove no first screen loads them; their priority is lower than
 * React's, so they never capture React or Mantine modules they depend on. Everything else (Mantine, the app's own
 * shared code) is split by the bundler along the lazy routes: each area's chunks change only with that area.
 */
const VENDOR_GROUPS: { name: string; test: RegExp; priority: number }[] = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 20,
  },
  {
    name: 'vendor-editor',
    test: /[\\/]node_modules[\\/](@tiptap|prosemirror-[a-z-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
    priority: 10,
  },
  { name: 'vendor-dnd', test: /[\\/]node_modules[\\/]@dnd-kit[\\/]/, priority: 10 },
];

/**
 * The app's own modules and the contracts only declare things: importing one from a barrel (`features/x/index.ts`,
 * `@partsflow/contracts`) must not pull its siblings into the importer's chunk. CSS imports keep their effect,
 * and so does the entry, which renders the app.
 */
const OWN_SOURCE = /[\\/](apps[\\/]web[\\/]src|packages[\\/]contracts[\\/]src)[\\/]/;
function moduleSideEffects(id: string): boolean | undefined {
  if (/\.css($|\?)/.test(id)) return true;
  // The one effect of the contracts: validation without eval in the browser (strict CSP), set before any schema.
  if (/[\\/]packages[\\/]contracts[\\/]src[\\/]shared[\\/]no-eval\.ts$/.test(id)) return true;
  if (OWN_SOURCE.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id)) return false;
  return undefined;
}

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // The manifest feeds the bundle budget check (scripts/check-bundle.mjs). Source maps are not built: the server
    // publishes all of dist/, and maps would hand out the source (and 7 MB) to anyone who asks.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // Building a zod schema (`z.object(...)`, `z.string().trim()`) changes nothing else: a screen that uses a
      // contract constant but no schema downloads no zod.
      treeshake: { moduleSideEffects, manualPureFunctions: ['z'] },
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
    },
  },
});
