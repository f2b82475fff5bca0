import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

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
