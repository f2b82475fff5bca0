import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const product = process.env.PRODUCT ?? 'coal';
const base = `/epm-${product}web/`;
const server = 'http://localhost:8080';

// Everything the app fetches from the origin's root (DESIGN.md §2), plus the runtime config.
const proxied = ['/api', '/line', '/list01', '/list02', '/comment', '/date', '/uploads', `${base}app-config.js`];

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

/**
 * Vendor chunks: only what every area's entry needs (react, the router, the query and HTTP
 * libraries) is grouped, for long caching; antd, antd-mobile and ECharts are split by
 * rolldown along the lazy routes that use them, so each area and page downloads only the
 * parts it renders (a catch-all antd group put every back-office component on the phone and
 * portal home). No group for the editor or video.js either: a group also takes the small
 * helpers its libraries share with others (rolldown pulls dependencies in), which dragged the
 * 460 kB editor chunk into the phone's first visit.
 */
const chunkGroups = [
  { name: 'react', test: nodeModule('react|react-dom|scheduler|react-router'), priority: 50 },
  { name: 'query', test: nodeModule('@tanstack|zustand|axios|js-cookie|dayjs'), priority: 10 },
];

/**
 * Writes `x.br` (brotli 11) and `x.gz` (gzip 9) beside every textual build file of 1 kB or
 * more; the server sends them as the browser accepts (@fastify/static `preCompressed`), so
 * the best compression costs nothing per request.
 */
function precompress(): Plugin {
  return {
    name: 'coal-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(?:js|css|html|svg|json)$/.test(fileName) || fileName.startsWith('.vite/')) continue;
        const path = join(dir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** The mobile area's lazy route chunks (MobileLayout, Mobile…Page). */
const MOBILE_CHUNK = /(?:^|\/)Mobile[A-Za-z]*-[\w-]+\.js$/;

export default defineConfig({
  base,
  plugins: [react(), precompress()],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: true }])),
  },
  build: {
    target: 'es2022',
    // .vite/manifest.json: read by bench/web-transfer.ts (first-visit budget of each area).
    manifest: true,
    // The mobile area's lazy routes (chunks named Mobile*) are not preloaded by links: Vite's
    // helper announced each of their scripts as a <link rel=modulepreload> when the route was
    // imported (some 100 for mobile/index), and adding those links was the longest task of a
    // phone's start (~220 ms under Lighthouse's 4× CPU; total blocking 0.74 s → 0.48 s). Their
    // CSS is still loaded by the helper before the route renders, and the mobile home's first
    // HTML shows and works meanwhile. Elsewhere Vite's default stays: without it portal/Home's
    // lazy sections came later under load and moved the footer (e2e portal/home-layout).
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'js' && MOBILE_CHUNK.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
