/**
 * Guards the lazy boundaries by walking static imports from source: ECharts must stay out
 * of the entry and the home panels (only the lazily loaded EChart.tsx pulls it in), and
 * the mobile price pages must not pull antd (phones download antd-mobile only).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// `import … from 'x'`, `import 'x'`, `export … from 'x'`; not `import type`, not `import('x')`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Every package a file reaches through static imports (the files it crosses on the way). */
function staticPackages(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!spec) continue;
      if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec);
        if (existsSync(target)) visit(target);
      } else packages.add(spec);
    }
  };
  visit(resolve(SRC, entry));
  return packages;
}

const hasEcharts = (packages: Set<string>) => [...packages].some((p) => /^echarts(-for-react)?(\/|$)/.test(p));
const hasAntd = (packages: Set<string>) => [...packages].some((p) => /^antd(\/|$)/.test(p));

describe('bundle boundaries', () => {
  it('sees ECharts behind the chart component itself (the walk works)', () => {
    expect(hasEcharts(staticPackages('ui/charts/EChart.tsx'))).toBe(true);
  });

  it.each([
    'main.tsx',
    'modules/prices/components/HomePricePanel.tsx',
    'modules/market-charts/components/HomeMarketTrendChart.tsx',
    'pages/portal/PricePage.tsx',
    'pages/portal/MainPage.tsx',
  ])('keeps ECharts out of the static imports of %s', (entry) => {
    expect(hasEcharts(staticPackages(entry))).toBe(false);
  });

  it.each([
    'pages/mobile/MobilePricePage.tsx',
    'pages/mobile/MobilePriceCCPPage.tsx',
    'pages/mobile/MobilePriceSXCCPPage.tsx',
    'pages/mobile/MobilePriceSCSPIPage.tsx',
    'pages/mobile/MobilePriceIndexPage.tsx',
    'pages/mobile/MobilePriceIndexProPage.tsx',
    'pages/mobile/MobilePriceIndexPro1Page.tsx',
  ])('keeps antd out of %s (antd-mobile only)', (entry) => {
    const packages = staticPackages(entry);
    expect(packages.has('antd-mobile')).toBe(true);
    expect(hasAntd(packages)).toBe(false);
  });
});
