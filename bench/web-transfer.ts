/**
 * `npm run bench:web -w @coal/bench` (run by `npm run test:e2e` right after the build): what a
 * first visit to each area's first route downloads, read from the built app
 * (`apps/web/dist/.vite/manifest.json`): the entry chunk and its static imports, plus the lazy
 * chunks the route renders at once (layout, page, above-the-fold slots) and their static
 * imports, each file counted once. Sizes are brotli (quality 11, as the server sends the
 * precompressed `.br` files) and gzip. Prints a table and exits 1 when a route's JavaScript
 * is over its budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Manifest, reach, readManifest } from '../apps/server/src/modules/seo/web-assets.ts';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// WEB_DIST measures another build (e.g. a copy of the previous one, for a before/after).
const DIST = process.env.WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const KB = 1024;

interface RouteCase {
  name: string;
  /** Source modules the route loads lazily on first render (missing keys: bundled in the entry). */
  modules: string[];
  /** Compressed JavaScript budget, bytes. */
  budget?: number;
}

const ROUTES: RouteCase[] = [
  {
    name: 'portal/Home',
    modules: [
      'src/app/providers/AntdOutlet.tsx',
      'src/app/layouts/PortalLayout.tsx',
      'src/pages/portal/HomePage.tsx',
      'src/modules/prices/components/HomePricePanel.tsx',
    ],
    // Current figures: bench/README.md.
    budget: 250 * KB,
  },
  {
    // Not budgeted: the 行情走势 slot and its chart load when scrolled near the viewport.
    name: 'portal/Home + charts scrolled in',
    modules: [
      'src/app/providers/AntdOutlet.tsx',
      'src/app/layouts/PortalLayout.tsx',
      'src/pages/portal/HomePage.tsx',
      'src/modules/prices/components/HomePricePanel.tsx',
      'src/modules/market-charts/components/HomeMarketTrendChart.tsx',
      'src/ui/charts/EChart.tsx',
    ],
  },
  {
    name: 'mobile/index',
    modules: ['src/app/layouts/MobileLayout.tsx', 'src/pages/mobile/MobileIndexPage.tsx'],
    // About 10 % above what it measured when the budget was set.
    budget: 210 * KB,
  },
  {
    name: 'back/Login',
    modules: ['src/app/providers/AntdOutlet.tsx', 'src/pages/back/BackLoginPage.tsx'],
    // About 10 % above what it measured when the budget was set.
    budget: 320 * KB,
  },
];

/**
 * Modules no first visit may load at start (they are imported when used): the cipher
 * (@noble/ciphers builds its AES tables on import, ~10 ms of a phone's start; spec §7's
 * encryption is off by default and only a login seals).
 */
const NOT_AT_START = ['../../packages/contracts/src/cipher.ts'];

const sizes = new Map<string, { raw: number; br: number; gz: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(DIST, file));
    size = {
      raw: bytes.length,
      br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      gz: gzipSync(bytes, { level: 9 }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

function measureRoute(manifest: Manifest, entryKey: string, route: RouteCase) {
  const keys = new Set<string>();
  reach(manifest, entryKey, keys);
  for (const module of route.modules) reach(manifest, module, keys);
  const js = { raw: 0, br: 0, gz: 0, files: 0 };
  const css = { raw: 0, br: 0, gz: 0, files: 0 };
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    const s = sizeOf(chunk.file);
    js.raw += s.raw;
    js.br += s.br;
    js.gz += s.gz;
    js.files += 1;
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) {
    const s = sizeOf(file);
    css.raw += s.raw;
    css.br += s.br;
    css.gz += s.gz;
    css.files += 1;
  }
  return { js, css, keys };
}

function main(): void {
  const manifest = readManifest(DIST);
  if (!manifest) {
    console.error(`${join(DIST, '.vite/manifest.json')} is missing: run npm run build first (build.manifest must be on).`);
    process.exit(1);
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');

  const kb = (n: number) => (n / KB).toFixed(1).padStart(7);
  console.log('First visit, per route: JavaScript (and CSS) downloaded, KB');
  console.log(
    `${'route'.padEnd(34)} ${'files'.padStart(5)} ${'raw'.padStart(7)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)} ${'budget'.padStart(7)}   css br`,
  );
  const over: string[] = [];
  for (const route of ROUTES) {
    const { js, css, keys } = measureRoute(manifest, entryKey, route);
    for (const module of NOT_AT_START) {
      // Not a chunk of its own: it was bundled into a chunk that imports it statically.
      if (!manifest[module] || keys.has(module)) over.push(`${route.name}: loads ${module} at start (import it where it is used)`);
    }
    const budget = route.budget === undefined ? '      –' : kb(route.budget);
    console.log(`${route.name.padEnd(34)} ${String(js.files).padStart(5)} ${kb(js.raw)} ${kb(js.gz)} ${kb(js.br)} ${budget}   ${kb(css.br)}`);
    if (route.budget !== undefined && js.br > route.budget) over.push(`${route.name}: ${kb(js.br).trim()} KB > ${kb(route.budget).trim()} KB`);
  }
  if (over.length > 0) {
    console.error(`\nOver the JavaScript budget (brotli), or a module loaded too early:\n  ${over.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nEvery route is within its budget.');
}

main();
