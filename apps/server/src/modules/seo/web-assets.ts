/**
 * What a first HTML that draws a page of the app needs from the build (the Vite manifest,
 * `build.manifest`): the CSS of the page's lazy chunks, inlined so that the HTML is painted
 * as the app will paint it (no restyling when the chunks arrive, no extra request before the
 * first paint).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
/** The Vite build manifest (also read by bench/web-transfer.ts for the first-visit budget). */
export type Manifest = Record<string, ManifestChunk>;

/** The build's manifest, or null when the build has none. */
export function readManifest(distDir: string): Manifest | null {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null;
}

export interface RouteAssets {
  /** The chunks' CSS (in the order the app's loader adds it), entry CSS excepted: index.html links it. */
  styles: string;
  /** The files `styles` was read from (paths under the build's directory, e.g. `assets/list-….css`). */
  cssFiles: string[];
}

/** Every chunk `key` loads statically, itself included. */
export function reach(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) reach(manifest, imported, into);
  return into;
}

/**
 * The chunks the lazy modules `sources` load that the entry does not (manifest keys), depth
 * first with imports before the chunk: the order Vite's preload helper adds their CSS in.
 */
export function routeChunks(manifest: Manifest, sources: string[]): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const done = entry ? reach(manifest, entry, new Set()) : new Set<string>();
  const chunks: string[] = [];
  const visit = (key: string) => {
    if (done.has(key) || !manifest[key]) return;
    done.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    chunks.push(key);
  };
  sources.forEach(visit);
  return chunks;
}

/** The CSS files of `chunks`, each once, in their order. */
export const cssOf = (manifest: Manifest, chunks: string[]): string[] => [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))];

/**
 * The assets of the lazy modules `sources` (paths under apps/web, as the manifest names them),
 * or null when the build has no manifest or does not know one of them (the page is then
 * served with the plain first HTML).
 */
export function readRouteAssets(distDir: string, manifest: Manifest | null, sources: string[]): RouteAssets | null {
  if (!manifest) return null;
  if (sources.some((s) => !manifest[s])) return null;
  const css = cssOf(manifest, routeChunks(manifest, sources));
  // Vite writes asset URLs in CSS with the base path: the text is valid inline as it is.
  const styles = css.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
  return { styles, cssFiles: css };
}
