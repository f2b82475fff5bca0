import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

/**
 * What `vite build` says, in place of its line a chunk (some 480): how many files of each kind
 * it wrote, their size, the largest, and how long it took. Vite's own output is kept to
 * warnings and errors for builds (`logLevel` below).
 */
function buildSummary(): Plugin {
  let started = 0;
  return {
    name: 'coal-build-summary',
    apply: 'build',
    buildStart() {
      started = performance.now();
    },
    writeBundle(options, bundle) {
      const kinds = new Map<string, { files: number; bytes: number }>();
      let largest = { name: '', bytes: 0 };
      for (const file of Object.values(bundle)) {
        if (file.fileName.startsWith('.vite/')) continue;
        const bytes =
          file.type === 'chunk' ? Buffer.byteLength(file.code) : typeof file.source === 'string' ? Buffer.byteLength(file.source) : file.source.length;
        const kind = /\.(js|css|html)$/.exec(file.fileName)?.[1] ?? 'other';
        const total = kinds.get(kind) ?? { files: 0, bytes: 0 };
        kinds.set(kind, { files: total.files + 1, bytes: total.bytes + bytes });
        if (file.type === 'chunk' && bytes > largest.bytes) largest = { name: file.fileName, bytes };
      }
      const kB = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} kB`;
      const parts = ['js', 'css', 'html', 'other'].filter((k) => kinds.has(k)).map((k) => `${kinds.get(k)!.files} ${k} (${kB(kinds.get(k)!.bytes)})`);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `web app built in ${seconds} s into ${relative(process.cwd(), options.dir ?? 'dist')}: ${parts.join(', ')}; largest chunk ${largest.name} (${kB(largest.bytes)})`,
      );
    },
  };
}

/** The mobile area's lazy route chunks (MobileLayout, Mobile…Page). */
const MOBILE_CHUNK = /(?:^|\/)Mobile[A-Za-z]*-[\w-]+\.js$/;

/**
 * `vite build --ssr src/ssr/mobileHome.tsx` (after the client build: `npm run build`): the
 * mobile home's server renderer as one self-contained Node module in dist/.ssr/, which the
 * server imports (apps/server/src/modules/seo/mobile-home.ts). Every dependency is bundled in:
 * antd-mobile's modules import their CSS, which Node cannot load (the styles come from the
 * client build), and the module then runs wherever the build is.
 */
const ssrBuild = defineConfig({
  base,
  logLevel: 'warn',
  publicDir: false,
  plugins: [react(), buildSummary()],
  ssr: { noExternal: true },
  build: { outDir: 'dist/.ssr', emptyOutDir: true, target: 'node20', minify: true },
});

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        base,
        logLevel: command === 'build' ? 'warn' : 'info',
        plugins: [react(), precompress(), buildSummary()],
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
          // The mobile area's lazy routes (chunks named Mobile*) are not preloaded by links: adding
          // ~100 <link rel=modulepreload> was the longest task of a phone's start; their CSS is still
          // loaded before the route renders (docs/decisions/0051-phone-first-paint.md). Elsewhere
          // Vite's default stays: without it portal/Home's lazy sections came later and moved the footer.
          modulePreload: {
            resolveDependencies: (file, deps, { hostType }) =>
              hostType === 'js' && MOBILE_CHUNK.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
          },
          chunkSizeWarningLimit: 1500,
          rolldownOptions: {
            output: {
              codeSplitting: { groups: chunkGroups },
            },
          },
        },
      },
);
