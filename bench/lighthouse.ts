/**
 * `npm run bench:lighthouse -w @coal/bench`: Lighthouse 12, headless Debian Chromium, against
 * the real `npm start` (built app, embedded database, demo data) on a throwaway data directory:
 * portal Home with the desktop preset and mobile/index with the mobile preset (goals in
 * bench/README.md). Each page runs BENCH_LH_RUNS times
 * (default 3) after one unmeasured warm-up run, and the median run is reported.
 *
 * The baseline, in the same run and the same browser: a static page of the same kind (a
 * header, a table of twelve prices, a paragraph; no script) served by a bare node:http server
 * in its own process. Its score is what this machine allows at that moment; a noisy machine
 * lowers both, so compare the page's figures with the baseline's, not across runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_LH_PORT ?? 8361);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// BENCH_LH_JSON=dir: every measured run's full report is written there (e.g. to read which
// element is the LCP, its phases, or the elements an accessibility audit names).
const JSON_DIR = process.env.BENCH_LH_JSON;
// BENCH_LH_ONLY=mobile: only the cases whose name contains it (one page's work, measured quicker).
const ONLY = process.env.BENCH_LH_ONLY;
// BENCH_LH_CPU=2: each preset's CPU slowdown times 2 (desktop 1× → 2×, mobile 4× → 8×), the
// same for the baseline: what a slow spell of this VM (or a slower machine) does to the scores,
// measured on demand rather than waited for. Lighthouse scales the simulated CPU work by it.
const CPU_FACTOR = Number(process.env.BENCH_LH_CPU ?? 1);
const CPU_SLOWDOWN = { desktop: 1, mobile: 4 } as const;

interface Case {
  name: string;
  url: string;
  preset: 'desktop' | 'mobile';
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Accessibility audits that failed, by id. */
  failing: string[];
}

async function startPortal(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('npm start did not answer within 180 s');
    const ok = await fetch(`http://127.0.0.1:${PORT}/epm-coalweb/app-config.js`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function startBaseline(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./static-page.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${line.toString().trim()}/`, child };
}

function figuresOf(result: RunnerResult): Figures {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  const a11yRefs = categories.accessibility?.auditRefs ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    failing: a11yRefs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id),
  };
}

async function audit(port: number, c: Case): Promise<Figures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
  if (CPU_FACTOR !== 1) flags.throttling = { cpuSlowdownMultiplier: CPU_SLOWDOWN[c.preset] * CPU_FACTOR };
  const runs: Figures[] = [];
  // One unmeasured run first: the server's first render of a page (caches, lazy modules) is
  // not what a visitor meets; every measured run still starts with an empty browser cache.
  await lighthouse(c.url, flags, c.preset === 'desktop' ? desktopConfig : undefined);
  // A run Lighthouse itself could not measure (a runtime error such as NO_NAVSTART, a trace
  // it failed to record) scores 0: it is run again rather than counted (up to 3 extra runs).
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
    const result = await lighthouse(c.url, flags, c.preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`no Lighthouse result for ${c.url}`);
    if (JSON_DIR) writeFileSync(join(JSON_DIR, `${c.name.replace(/\W+/g, '-')}-${attempt + 1}.json`), JSON.stringify(result.lhr));
    if (result.lhr.runtimeError) {
      console.warn(`${c.name}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message} (not counted, run again)`);
      continue;
    }
    runs.push(figuresOf(result));
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not measure ${c.url}`);
  // The median run by performance score (Lighthouse's own advice for noisy machines).
  return runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
}

function print(rows: Array<[string, Figures]>): void {
  console.log(`\nLighthouse 12, median of ${RUNS} run(s) each${CPU_FACTOR === 1 ? '' : `, CPU slowdown ×${CPU_FACTOR} (BENCH_LH_CPU)`}`);
  console.log('page                                 perf  a11y  best   seo    FCP ms   LCP ms   TBT ms    CLS');
  for (const [name, f] of rows) {
    console.log(
      `${name.padEnd(36)} ${String(f.performance).padStart(4)}  ${String(f.accessibility).padStart(4)}  ${String(f.bestPractices).padStart(4)}  ${String(f.seo).padStart(4)}` +
        `  ${String(f.fcp).padStart(8)} ${String(f.lcp).padStart(8)} ${String(f.tbt).padStart(8)}  ${String(f.cls).padStart(5)}`,
    );
  }
  for (const [name, f] of rows) if (f.failing.length) console.log(`  ${name}: failing accessibility audits: ${f.failing.join(', ')}`);
}

if (JSON_DIR) mkdirSync(JSON_DIR, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'coal-lighthouse-'));
const portal = await startPortal(dataDir);
const baseline = await startBaseline();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const base = `http://127.0.0.1:${PORT}/epm-coalweb/`;
  const cases: Case[] = [
    { name: 'baseline static page (desktop)', url: baseline.url, preset: 'desktop' },
    { name: 'portal/Home (desktop)', url: `${base}portal/Home`, preset: 'desktop' },
    { name: 'baseline static page (mobile)', url: baseline.url, preset: 'mobile' },
    { name: 'mobile/index (mobile)', url: `${base}mobile/index`, preset: 'mobile' },
  ];
  const rows: Array<[string, Figures]> = [];
  for (const c of cases.filter((c) => !ONLY || c.name.includes(ONLY))) rows.push([c.name, await audit(chrome.port, c)]);
  print(rows);
} finally {
  chrome.kill();
  baseline.child.kill('SIGTERM');
  portal.kill('SIGTERM');
  await once(portal, 'exit').catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
