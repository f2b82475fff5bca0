/**
 * The server as one JavaScript module for `npm start`, built (in a few seconds) when it is
 * missing or older than the server's or the contracts' sources or the installed packages.
 *
 * Why: run through tsx, every module the server imports — its ~380 files and every file of
 * its dependencies — passes through the loader's hooks, which was most of a start's CPU
 * (docs/decisions/0024-server-start.md). The bundle holds the server's and the contracts' code and
 * most dependencies (`OUTSIDE` lists those that stay imports of node_modules). Source maps are
 * written beside it; `NODE_OPTIONS=--enable-source-maps npm start` makes stack traces name
 * the TypeScript lines (not on by default: reading the map costs a start ~0.25 s).
 *
 * Each file's `import.meta.url` is replaced by that source file's own URL, so the paths the
 * server finds beside its sources (migrations, the PGlite worker, demo media, the web app's
 * dist) resolve exactly as they do under tsx and in tests.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(root, 'apps/server/dist');
const SERVER_BUNDLE = join(OUT_DIR, 'main.mjs');
// The lockfiles: the bundle holds most dependencies, so an install of other versions makes a new one.
const SOURCES = ['apps/server/src', 'packages/contracts/src', 'scripts/server-bundle.mjs', 'package-lock.json', 'node_modules/.package-lock.json'].map((s) =>
  join(root, s),
);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

/**
 * Dependencies that stay imports of node_modules: native addons, packages that read files
 * beside their own code (fonts, WebAssembly, data, worker scripts), and the large ones loaded
 * only on first use (docs/decisions/0023-start-up.md). Every other dependency is bundled: loaded
 * as ~1 000 separate files (most of them CommonJS), each resolved, read and wrapped at start.
 */
const OUTSIDE = [
  '@node-rs/argon2', // native
  '@resvg/resvg-js', // native
  'sharp', // native; first use: an image asked at a width
  '@electric-sql/pglite', // WebAssembly and its file bundle, loaded by the database's thread
  'pg',
  'ioredis', // only with REDIS_URL
  'svg-captcha', // reads its fonts beside its code
  'ip2region', // reads its data file beside its code
  'cookie', // imported by @fastify/cookie with import(): see `dynamicCommonJs` below
  'pino', // its transports run files of its own on worker threads
  'thread-stream',
  'piscina', // runs a worker script of its own beside its code (worker-pool/)
  'pdfjs-dist', // first use: report uploads, demo seed
  'exceljs', // first use: price imports, exports
  'nodemailer', // only with SMTP_URL
  '@aws-sdk', // only with S3_BUCKET
];
const staysOutside = (path) => OUTSIDE.some((name) => path === name || path.startsWith(`${name}/`));
const dependenciesOutside = {
  name: 'dependencies-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (staysOutside(args.path) ? { path: args.path, external: true } : undefined));
  },
};

/** `import.meta.url` of each source file, as it would be when that file runs on its own. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

/**
 * A CommonJS package that a bundled dependency loads with `import()` becomes a chunk that
 * exports only `default`, where Node would also give its named exports: `@fastify/cookie`'s
 * `cookieModule.parseCookie` was undefined, and every request with a cookie a 500. Such a
 * package belongs in `OUTSIDE`; the build fails until it is there.
 */
function dynamicCommonJs(outDir) {
  const chunks = join(outDir, 'chunks');
  return readdirSync(chunks).filter((name) => name.endsWith('.mjs') && /^export default require_\w+\(\);$/m.test(readFileSync(join(chunks, name), 'utf8')));
}

/** Builds the bundle when it is missing or stale; returns its path. */
export async function ensureServerBundle() {
  const builtAt = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (builtAt >= Math.max(...SOURCES.map(newestMtime))) return SERVER_BUNDLE;
  const { build } = await import('esbuild');
  rmSync(OUT_DIR, { recursive: true, force: true }); // no chunk of an older build stays
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outdir: OUT_DIR,
    // Chunks: what main.ts imports dynamically (the app, the Redis client) loads only then,
    // so the database can open while the app loads, and a start without Redis never reads it.
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Names stay as written: logs and error classes read them.
    keepNames: true,
    logLevel: 'warning',
    // CommonJS dependencies inside an ES module bundle still call `require` (Node's built-ins).
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [dependenciesOutside, ownImportMetaUrl],
  });
  const defaultOnly = dynamicCommonJs(OUT_DIR);
  if (defaultOnly.length) {
    rmSync(OUT_DIR, { recursive: true, force: true });
    throw new Error(`the server bundle imports CommonJS with import() (${defaultOnly.join(', ')}): add its package to OUTSIDE in scripts/server-bundle.mjs`);
  }
  return SERVER_BUNDLE;
}
