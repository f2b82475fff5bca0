/**
 * `npm run bench:home -w @coal/bench`: the calls the portal's Home page makes on every visit
 * (banners, top and hot articles, the member feed, notices, front articles, categories, the
 * price panel and the theme), as requests/s and p99 ratios to a bare Fastify route measured in
 * the same run, on the demo database with a tourist session like a first-time visitor's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { measure, printResults, startBareRoute } from './measure.ts';

const HOME_CALLS: Array<[string, string]> = [
  ['banners (home slot)', '/api/banner/getBanners?slot=home-top'],
  ['top articles', '/api/article/findTopArticles?currentPage=1&pageSize=10'],
  ['hot articles', '/api/article/findHotArticles?currentPage=1&pageSize=10'],
  ['member feed (dynamic list)', '/api/article/findDynamicList?currentPage=1&pageSize=10'],
  ['latest notices', '/api/article/findTopNewNoticeList?currentPage=1&pageSize=10'],
  ['front articles', '/api/article/findFrontArticles?currentPage=1&pageSize=10'],
  ['article categories', '/api/articleCategory/findCategoryList'],
  ['price panel (/list01)', '/list01'],
  ['theme', '/api/theme/getSelectedTheme'],
];

async function main(): Promise<void> {
  const bare = await startBareRoute();
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-bench-home-'));
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' }), serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const token = ((await (await fetch(`${base}/api/user/getToken?flag=1`)).json()) as { data: string }).data;
  const auth = { 'e-user-token': token };

  const baseline = await measure('bare Fastify route (baseline)', bare.url);
  const results = [];
  for (const [name, path] of HOME_CALLS) results.push(await measure(name, `${base}${path}`, auth));

  printResults(baseline, results, 32);
  await app.close();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
