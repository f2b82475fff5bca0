/**
 * `npm run bench:search -w @coal/bench`: the site search (/api/search/query) over
 * BENCH_SEARCH_DOCS synthetic documents (default 100 000, Chinese text drawn from a
 * Zipf-distributed vocabulary of market words, ~300 characters each) added to the demo
 * database. Prints, per query, the p99 of one client asking in turn (the goal: < 50 ms) and
 * requests/s and p99 under 10 connections, as ratios to a bare Fastify route.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { measure, printResults, startBareRoute } from './measure.ts';

const DOCS = Number(process.env.BENCH_SEARCH_DOCS ?? 100_000);
const SEQUENTIAL_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 200);

const WORDS = (
  '煤炭 价格 动力煤 焦炭 焦煤 港口 库存 电厂 日耗 进口 蒙古 澳大利亚 印尼 铁路 运费 海运 长协 现货 期货 基差 ' +
  '钢厂 焦化 开工率 产量 调度 安全 检查 政策 发改委 能源局 保供 稳价 采购 招标 竞拍 成交 交割 仓库 质量 热值 ' +
  '硫分 灰分 挥发分 指数 周报 月报 年报 分析 展望 需求 供给 季节 冬储 夏季 水电 火电 新能源 碳排放 环保 限产 ' +
  '鄂尔多斯 榆林 大同 晋城 阳泉 秦皇岛 曹妃甸 京唐港 黄骅港 广州港 防城港 北方港 南方港 电煤 化工 建材 冶金 ' +
  '贸易商 会员 平台 服务 结算 物流 金融 融资 风险 合同 标准 规则 通知 公告 调整 发布 会议 培训 系统 升级'
).split(' ');
const KINDS = ['notice', 'news', 'post', 'text', 'report', 'qa'] as const;

/** A deterministic generator, so every run loads the same documents. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}
const random = rng(42);
// Zipf: the word of rank r is drawn with weight 1/r.
const weights = WORDS.map((_, r) => 1 / (r + 1));
const totalWeight = weights.reduce((a, b) => a + b, 0);
function word(): string {
  let x = random() * totalWeight;
  for (let i = 0; i < WORDS.length; i++) if ((x -= weights[i]!) <= 0) return WORDS[i]!;
  return WORDS[0]!;
}
const sentence = (n: number) => Array.from({ length: n }, word).join('') + '。';

async function loadDocuments(app: Awaited<ReturnType<typeof buildApp>>): Promise<number> {
  const started = Date.now();
  const batch = 500;
  for (let from = 0; from < DOCS; from += batch) {
    const rows = Array.from({ length: Math.min(batch, DOCS - from) }, (_, i) => ({
      kind: KINDS[(from + i) % KINDS.length]!,
      id: 1_000_000 + from + i,
      title: `${sentence(4)}（演示${from + i}）`,
      body: Array.from({ length: 12 }, () => sentence(6)).join(''),
      date: new Date(Date.UTC(2020, 0, 1) + random() * 6 * 365 * 86_400_000).toISOString(),
    }));
    await app.db.execute(sql`
      INSERT INTO search_documents (kind, ref_id, title, summary, body, doc_date, visible, visible_from, members_only, tsv)
      SELECT r.kind, r.id, r.title, '', r.body, r.date::timestamptz, (r.id % 20) <> 0, NULL, r.kind = 'report' AND r.id % 3 = 0,
        search_tsv(r.kind, r.title, '', r.body, r.date::timestamptz)
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(kind text, id int, title text, body text, date text)`);
  }
  await app.db.execute(sql`ANALYZE search_documents`);
  return Date.now() - started;
}

const QUERIES: Array<[string, string]> = [
  ['rare place name', 'q=曹妃甸'],
  ['common word', 'q=煤炭'],
  ['two words', 'q=动力煤 港口'],
  ['three-character word', 'q=开工率'],
  ['one character', 'q=硫'],
  ['word + type filter', 'q=焦炭&types=report'],
  ['word + date range', 'q=库存&from=2024-01-01&to=2024-06-30'],
  ['page 5', 'q=价格&currentPage=5'],
  ['no match', 'q=无此词语'],
  ['suggest (titles)', 'suggest:q=动力'],
];

const urlOf = (base: string, query: string) =>
  query.startsWith('suggest:') ? `${base}/api/search/suggest?${encodeURI(query.slice(8))}` : `${base}/api/search/query?${encodeURI(query)}&pageSize=10`;

async function sequentialP99(url: string): Promise<{ p50: number; p99: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
    const t = performance.now();
    const res = (await (await fetch(url)).json()) as { data: { total?: number; length?: number } | null };
    times.push(performance.now() - t);
    total = res.data?.total ?? res.data?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)]!, p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!, total };
}

async function main(): Promise<void> {
  const bare = await startBareRoute();
  const dataDir = mkdtempSync(join(tmpdir(), 'coal-bench-search-'));
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' }), serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const loadMs = await loadDocuments(app);
  console.log(`loaded ${DOCS} documents in ${(loadMs / 1000).toFixed(1)} s (lexemes built by the database function the triggers use)`);

  const bareSeq = await sequentialP99(bare.url);
  console.log(`\none client in turn, ${SEQUENTIAL_RUNS} requests per query (goal: p99 < 50 ms)\n`);
  console.log('query'.padEnd(28), 'matches'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'p99 ratio'.padStart(10));
  console.log('bare Fastify route'.padEnd(28), '-'.padStart(8), bareSeq.p50.toFixed(1).padStart(8), bareSeq.p99.toFixed(1).padStart(8), '1.00'.padStart(10));
  let worst = 0;
  for (const [name, query] of QUERIES) {
    const r = await sequentialP99(urlOf(base, query));
    worst = Math.max(worst, r.p99);
    console.log(
      name.padEnd(28),
      String(r.total).padStart(8),
      r.p50.toFixed(1).padStart(8),
      r.p99.toFixed(1).padStart(8),
      (r.p99 / Math.max(bareSeq.p99, 0.1)).toFixed(2).padStart(10),
    );
  }
  console.log(`\nworst p99: ${worst.toFixed(1)} ms — ${worst < 50 ? 'within' : 'OVER'} the 50 ms goal`);

  const baseline = await measure('bare Fastify route (baseline)', bare.url);
  const results = [];
  for (const [name, query] of QUERIES.slice(0, 3)) results.push(await measure(name, urlOf(base, query)));
  printResults(baseline, results, 28);
  await app.close();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
