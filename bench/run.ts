/**
 * `npm run bench`: every GET call the portal's Home, Price, QuesAnsw and TextList pages make,
 * under 50 connections, as requests/s, p99 and CPU µs per request beside a bare Fastify route
 * in its own process, measured right before each call (`printPairs`). Runs the real buildApp()
 * on a throwaway embedded database with the demo data, as a tourist (a fresh session token)
 * whose browser accepts br/gzip.
 * `BENCH_ONLY=<substring>` measures only the calls whose name contains it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { measure, type Pair, printPairs, printResults, type Result, sameBytesUrl, setConnections, startBareProcess } from './measure.ts';

setConnections(50);

/**
 * Answers from this size on (as sent, compressed) are also measured against a bare route
 * sending the same bytes: from about 2 KB the loopback and the load generator, not the
 * server, set the bare route's own rate.
 */
const LARGE_ANSWER_BYTES = 1536;

/** The ten most recent periods of CCP-TC5500: the Price page's first history page. */
interface HistoryWindow {
  from: string;
  to: string;
}

/** Rows per page of the Price page's history table (its pager's default). */
const HISTORY_PAGE_SIZE = 10;

/** The dates of the history's first page: the newest periods of CCP-TC5500 up to `to`, as the page reads them off its chart. */
async function firstHistoryPage(base: string, to: string): Promise<HistoryWindow> {
  const monthBefore = new Date(Date.parse(to) - 31 * 86_400_000).toISOString().slice(0, 10);
  const answer = (await (await fetch(`${base}/api/priceIndex/series?codes=CCP-TC5500&from=${monthBefore}&to=${to}`)).json()) as {
    data: { series: Array<{ points: Array<{ period: string }> }> };
  };
  const newestFirst = [...answer.data.series[0]!.points].reverse().slice(0, HISTORY_PAGE_SIZE);
  return { from: newestFirst.at(-1)!.period, to: newestFirst[0]!.period };
}

/**
 * [page, call, path]: what apps/web asks for on each page (the shell's calls under "every page").
 * The Price page's chart asks values only (main index, or it and the compared ones); the history
 * table asks the changes of the rows it shows, one page (10 periods) at a time.
 */
/** `path` with a `_t` stamp as apps/web's client adds one (lib/http/serialize.ts `randomStamp`). */
const stamped = (path: string) => `${path}${path.includes('?') ? '&' : '?'}_t=${Date.now()}${Math.random().toString().slice(2, 8)}`;

function pageCalls(family: string, to: string, history: HistoryWindow): Array<[string, string, string]> {
  const years = (n: number) => `${Number(to.slice(0, 4)) - n}${to.slice(4)}`;
  const threeMonths = new Date(Date.parse(to) - 91 * 86_400_000).toISOString().slice(0, 10);
  const page = 'currentPage=1&pageSize=10';
  return [
    ['every page', 'theme', '/api/theme/getSelectedTheme'],
    ['every page', 'getUserInfo', '/api/user/getUserInfo?pageType=portal'],
    ['Home', 'banners (home top)', '/api/banner/getBanners?slot=home-top'],
    ['Home', 'banners (home middle)', '/api/banner/getBanners?slot=home-middle'],
    ['Home', 'top notices', `/api/article/findTopNewNoticeList?${page}`],
    ['Home', 'news list', `/api/article/findNewsList?${page}`],
    ['Home', 'member feed', `/api/article/findDynamicList?${page}`],
    ['Home', 'member feed (popular)', `/api/article/findDynamicListCopy?${page}`],
    ['Home', 'top questions', '/api/questionAnswer/findTopQuestions?size=8'],
    ['Home', 'report list', `/api/researchReport/findReportInfoList?${page}`],
    ['Home', 'text list', `/api/text/findTextInfoList?${page}`],
    ['Home', 'families', '/api/priceIndex/families'],
    ['Home', 'latest, one family', `/api/priceIndex/latest?familyCode=${family}`],
    ['Home', 'sparklines (3 months)', `/api/priceIndex/series?codes=CCP-TC5500,SX-TC5500,SC-QHD5500&from=${threeMonths}&to=${to}`],
    ['Home', 'market charts (home, the chart shown)', `/api/marketTrend/findMarketTrendInfoList?placement=home&${page}&seriesOf=first`],
    ['Home', '/list01 (price panel)', '/list01'],
    ['Price', 'latest, all indexes', '/api/priceIndex/latest'],
    ['Price', 'chart 3 months (default)', `/api/priceIndex/series?codes=CCP-TC5500&from=${threeMonths}&to=${to}`],
    ['Price', 'chart 1y', `/api/priceIndex/series?codes=CCP-TC5500&from=${years(1)}&to=${to}`],
    ['Price', 'chart 3y', `/api/priceIndex/series?codes=CCP-TC5500&from=${years(3)}&to=${to}`],
    ['Price', 'chart, compare 3 indexes 1y', `/api/priceIndex/series?codes=CCP-TC5500,SX-TC5500,SC-QHD5500&from=${years(1)}&to=${to}`],
    ['Price', 'history page 1 + changes (10 periods)', `/api/priceIndex/series?codes=CCP-TC5500&from=${history.from}&to=${history.to}&changes=1`],
    ['Price', 'market charts (price, the chart shown)', `/api/marketTrend/findMarketTrendInfoList?placement=price&${page}&seriesOf=first`],
    ['QuesAnsw', 'expert types', '/api/expertType/selectAllByModel'],
    ['QuesAnsw', 'question list', `/api/questionAnswer/findQuestionList?${page}`],
    ['QuesAnsw', 'expert cards', '/api/questionAnswer/getExpertList?pageSize=10'],
    ['TextList', 'text categories', '/api/text/findCategoryList'],
    ['TextList', 'hot articles', `/api/article/findHotArticles?${page}`],
  ];
}

async function main(): Promise<void> {
  const bare = await startBareProcess();
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-bench-'));
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' }), serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const token = ((await (await fetch(`${base}/api/user/getToken?flag=1`)).json()) as { data: string }).data;
  // As a tourist's browser asks: its session token, compressed answers accepted.
  const headers = { 'e-user-token': token, 'accept-encoding': 'br, gzip' };
  const to = ((await (await fetch(`${base}/date`)).json()) as { data: { latestDate: string } }).data.latestDate;
  const families = (await (await fetch(`${base}/api/priceIndex/families`)).json()) as { data: Array<{ code: string }> };
  const history = await firstHistoryPage(base, to);

  const only = process.env.BENCH_ONLY;
  const pairs: Pair[] = [];
  try {
    for (const [page, call, path] of pageCalls(families.data[0]!.code, to, history)) {
      const name = `${page}: ${call}`;
      if (only && !name.includes(only)) continue;
      // With the `_t` stamp the web client adds (random per request there; the server keys by the URL without it).
      const url = `${base}${stamped(path)}`;
      const response = await fetch(url, { headers });
      const body = (await response.json()) as { code: number };
      if (body.code !== 0) throw new Error(`${name}: code ${body.code}`);
      const baseline = await measure('bare Fastify GET, own process (baseline)', bare.url, {}, undefined, bare.cpuMs);
      pairs.push({ baseline, result: await measure(name, url, headers) });
    }
    printPairs(pairs, 44);
    const slow = pairs.filter(({ baseline, result }) => result.rps < baseline.rps * 0.5 || result.p99 > 25).map(({ result }) => result);
    console.log(
      `\nGoal (≥ 0.5× the bare route's req/s, p99 ≤ 25 ms): ${slow.length ? `not met by ${slow.map((r) => r.name).join(', ')}` : 'met by every call'}`,
    );
    // A large answer against a 60-byte envelope measures the loopback and the client: those
    // calls again beside a bare route sending the same bytes (headers and compressed body).
    const large: Array<{ result: Result; same: Result; bytes: number }> = [];
    for (const [page, call, path] of pageCalls(families.data[0]!.code, to, history)) {
      const result = pairs.find(({ result: r }) => r.name === `${page}: ${call}`)?.result;
      if (!result) continue;
      const same = await sameBytesUrl(bare.url, String(large.length), `${base}${path}`, headers);
      if (same.bytes < LARGE_ANSWER_BYTES) continue;
      large.push({ result, same: await measure(`bare, the same ${same.bytes} bytes`, same.url, {}, undefined, bare.cpuMs), bytes: same.bytes });
    }
    if (large.length > 0) {
      console.log(`\nAnswers of ${(LARGE_ANSWER_BYTES / 1024).toFixed(1)} KB or more (compressed), each beside the bare process sending its very bytes:`);
      for (const { result, same } of large) printResults(same, [result], 44);
      // The p99 goal holds where the bare route itself can meet it: no worse than its own p99 for those bytes.
      const stillSlow = large.filter(({ result, same }) => result.rps < same.rps * 0.5 || result.p99 > Math.max(25, same.p99)).map(({ result }) => result.name);
      console.log(`\nGoal against the same bytes: ${stillSlow.length ? `not met by ${stillSlow.join(', ')}` : 'met by every large answer'}`);
    }
  } finally {
    await app.close();
    bare.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
