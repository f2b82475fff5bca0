import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOBILE_HOME_RENDERER } from '../modules/seo/mobile-home.ts';

const WEB_DIR = fileURLToPath(new URL('../../../web', import.meta.url));

/**
 * A built web app in miniature, in a new temporary directory: each file (path under the
 * build's directory, e.g. `.vite/manifest.json`) with its content. Returns the directory.
 */
export function writeWebDist(prefix: string, files: Record<string, string | Uint8Array>): string {
  const dist = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return dist;
}

/** Builds the mobile home's real server renderer into a build directory, as `npm run build` does. */
export function buildMobileHomeRenderer(dist: string): void {
  const vite = join(createRequire(join(WEB_DIR, 'package.json')).resolve('vite/package.json'), '../bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--ssr', 'src/ssr/mobileHome.tsx', '--outDir', join(dist, MOBILE_HOME_RENDERER, '..')], {
    cwd: WEB_DIR,
    stdio: 'ignore',
  });
}
