/**
 * `npm run bench:prices`: the price calls every portal page reads — latest values (one join
 * on the maintained latest table) and index series (three years of a daily index) — as
 * requests/s and p99 ratios to a bare Fastify route in the same run, on the demo database,
 * asked for as a phone asks (br/gzip accepted).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { measure, printResults, startBareRoute } from './measure.ts';

async function main(): Promise<void> {
  const bare = await startBareRoute();
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-bench-prices-'));
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' }), serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  // The full demo history of the main daily index: three years to the latest release.
  const to = ((await (await fetch(`${base}/date`)).json()) as { data: { latestDate: string } }).data.latestDate;
  const from = `${Number(to.slice(0, 4)) - 3}${to.slice(4)}`;
  const probe = (await (await fetch(`${base}/api/priceIndex/series?codes=CCP-TC5500&from=${from}&to=${to}`)).json()) as {
    data: { series: Array<{ points: unknown[] }> };
  };
  const points = probe.data.series[0]!.points.length;

  const baseline = await measure('bare Fastify route (baseline)', bare.url);
  // As a phone's browser asks: compressed (the server keeps each answer's compressed body).
  const phone = { 'accept-encoding': 'br, gzip' };
  const results = [
    await measure('latest values, all indexes', `${base}/api/priceIndex/latest`, phone),
    await measure('latest values, one family', `${base}/api/priceIndex/latest?familyCode=CCP`, phone),
    await measure('/list01 (first family latest)', `${base}/list01`, phone),
    await measure(`series 3y daily (${points} pts)`, `${base}/api/priceIndex/series?codes=CCP-TC5500&from=${from}&to=${to}`, phone),
    await measure('series 3y daily + changes', `${base}/api/priceIndex/series?codes=CCP-TC5500&from=${from}&to=${to}&changes=1`, phone),
    await measure('series 1y, 3 indexes (compare)', `${base}/api/priceIndex/series?codes=CCP-TC5500,SX-TC5500,SC-QHD5500`, phone),
    await measure('home market charts', `${base}/api/marketTrend/findMarketTrendInfoList?placement=home`, phone),
  ];

  printResults(baseline, results, 36);
  await app.close();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
