/**
 * `npm start`: builds the web app when it is missing or older than its sources, and the
 * server's bundle likewise (scripts/server-bundle.mjs), then runs the server in this process
 * (migrations and demo seed happen at boot).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');
// The mobile home's server renderer, built second (apps/web/src/ssr).
const builtRenderer = join(root, 'apps/web/dist/.ssr/mobileHome.js');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

const builtAt = existsSync(builtIndex) && existsSync(builtRenderer) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'web app sources changed: rebuilding…' : 'building the web app (first start)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@coal/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.chdir(root);
const { ensureServerBundle } = await import('./server-bundle.mjs');
await import(pathToFileURL(await ensureServerBundle()).href);
