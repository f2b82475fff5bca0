/**
 * The embargo as an outsider meets it: every GET the server registers (its route catalogue,
 * not a list kept here) that a tourist, a member or an API key may call, and every page of
 * the sitemap and the areas, asked at a fixed moment before today's release time. Distinctive
 * values are planted for today in every daily index (and the basis spot typed from them, a
 * commentary and a scheduled notice quoting them); no answer may carry one of them, nor a
 * number derived from one (the change against yesterday, the basis spot − futures). After the
 * release the same sweep must find them (the search works), and moving the clock back must
 * hide them again (no cache serves an answer of the later moment earlier).
 */
import { approvePending } from '../../test/approvals.ts';
import { AREA_HOMES, type CreatedApiKey, type IndexFamily, type IndexValueRow, MOBILE_PRICE_FAMILIES, type Page } from '@coal/contracts';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexCommentaries, indexNotices } from '../../db/schema/index.ts';
import { fixedClock } from '../../lib/clock.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { buildMobileHomeRenderer, writeWebDist } from '../../test/web-dist.ts';
import { addDays } from '../../lib/dates.ts';
import { eq } from 'drizzle-orm';

const BASE = '/epm-coalweb/';
const INDEX = '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>煤焦国际交易中心</title></head><body><div id="root"></div></body></html>';
// The mobile home is drawn from the API's answers when the build names its chunks.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/app/layouts/MobileLayout.tsx': { file: 'assets/MobileLayout-1.js', imports: ['index.html'] },
  'src/pages/mobile/MobileIndexPage.tsx': { file: 'assets/MobileIndexPage-1.js' },
};
/** The basis spot indexes (contracts BASIS_SPOT_INDEX) and the futures price typed beside the planted spot. */
const FUTURES = 1234.5;
/** GET calls that start, turn or end the caller's own session: they answer no data and would end the sweep's logins. */
const SESSION_CALLS = /^\/api\/user\/(getToken|login|logout|simulateLogin|resetPwd)$/;

const clock = fixedClock('2020-01-01T00:00:00Z');
const beijing = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

let server: TestServer;
let dist: string;
let staff: TestClient;
let member: TestClient;
let apiKey: string;
let day: string;
let daily: Array<{ id: number; code: string; name: string }>;
/** Integer parts of every planted or derived figure: a number in an answer starting so is a leak. */
const needles = new Map<string, string[]>();
let commentaryId = 0;

const plantOf = (i: number) => 97001 + 113 * i + 0.8642;
const addNeedle = (value: number, what: string) => {
  const key = String(Math.trunc(value));
  needles.set(key, [...(needles.get(key) ?? []), what]);
};

beforeAll(async () => {
  dist = writeWebDist('coal-embargo-dist-', { 'index.html': INDEX, '.vite/manifest.json': JSON.stringify(MANIFEST) });
  buildMobileHomeRenderer(dist);
  server = await startTestServer({ OPEN_API_RATE_PER_MINUTE: '100000', HEAVY_READS_PER_MINUTE: '100000' }, undefined, { clock, webDistDir: dist });
  staff = await server.staff('admin');
  member = await server.member('member');
  apiKey = (await member.post<CreatedApiKey>('/api/user/apiKeys/create', { name: 'embargo' })).body.data.secret;
  const families = (await staff.get<IndexFamily[]>('/api/priceIndex/families')).body.data;
  daily = families.flatMap((f) => f.products).filter((p) => p.active && p.frequency === 'daily');
  const list = async (productId: number) =>
    (await staff.get<Page<IndexValueRow>>('/api/admin/indexValues/list', { productId, currentPage: 1, pageSize: 10 })).body.data.list;
  day = (await list(daily[0]!.id))[0]!.period;
  clock.set(beijing(day, '08:00'));

  for (const [i, p] of daily.entries()) {
    const [latest, previous] = await list(p.id);
    expect(latest!.period).toBe(day);
    const planted = plantOf(i);
    const saved = await staff.post('/api/admin/indexValues/update', { productId: p.id, period: day, value: planted, confirmed: 'true', reason: '测试' });
    expect(saved.body.result, saved.body.message).toBe(true);
    addNeedle(planted, `${p.code} value`);
    addNeedle(planted - previous!.value, `${p.code} change`);
  }
  // A second person approves the typed values before their release (four eyes).
  await approvePending(server);
  // The basis legs, typed by staff from the spot indexes' unreleased values.
  const plantedOf = (code: string) => plantOf(daily.findIndex((p) => p.code === code));
  for (const [variety, spot] of [
    ['J', plantedOf('SC-RZ-J')],
    ['JM', plantedOf('SX-JM-LS') + 150],
  ] as const) {
    const saved = await staff.post('/api/admin/basisQuotes/update', { tradeDate: day, variety, spotName: '现货', spotPrice: spot, futuresPrice: FUTURES });
    expect(saved.body.result, saved.body.message).toBe(true);
    addNeedle(spot, `${variety} spot`);
    addNeedle(spot - FUTURES, `${variety} basis`);
  }
  const first = daily[0]!;
  const saved = await staff.post('/api/admin/index-commentaries/save', {
    productId: first.id,
    period: day,
    content: `<p>今日${first.name}报${plantOf(0)}元/吨。</p>`,
  });
  expect(saved.body.result, saved.body.message).toBe(true);
  [{ id: commentaryId }] = await server.app.db.select({ id: indexCommentaries.id }).from(indexCommentaries).where(eq(indexCommentaries.period, day));
  // A commentary notice scheduled for this evening, quoting the day's values (as the demo's weekly ones do).
  await server.app.db.insert(indexNotices).values({
    kind: 'commentary',
    title: `今日评述：${first.name}${plantOf(0)}`,
    content: `${first.name}报${plantOf(0)}元/吨。`,
    productId: first.id,
    effectiveDate: day,
    publishedAt: beijing(day, '18:30'),
    createdBy: 'test',
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Values to try per query parameter name; the first is the base query's, the others are tried one at a time. */
function choices(): Record<string, Array<string | undefined>> {
  const codes = daily.map((p) => p.code);
  return {
    codes: [codes.slice(0, 8).join(','), codes.slice(8).join(',') || undefined, undefined],
    code: [codes[0], ...codes.slice(1)],
    productCode: [undefined, codes[0]],
    codeA: ['SC-RZ-J'],
    codeB: ['SX-JM-LS'],
    familyCode: [undefined, 'CCP', 'SXCCP', 'SCSPI'],
    from: [addDays(day, -20), undefined],
    to: [day, undefined],
    date: [undefined, day],
    changes: ['1', undefined],
    format: ['csv', 'xlsx'],
    period: [undefined, 'week', 'year'],
    mode: ['diff', 'ratio'],
    years: [undefined],
    variety: [undefined, 'J', 'JM'],
    placement: [undefined, 'home', 'price', 'mainPage', 'mobile'],
    kind: [undefined, 'commentary'],
    q: [daily[0]!.name, daily[0]!.code, '评述', String(Math.trunc(plantOf(0)))],
    id: [String(commentaryId)],
    currentPage: ['1'],
    pageSize: ['50'],
  };
}

/** The base query and its one-parameter variations, plus the bare call. */
function queries(): Array<Record<string, string>> {
  const all = choices();
  const base = Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v[0]]));
  const out: Array<Record<string, string | undefined>> = [{}, base];
  for (const [k, values] of Object.entries(all)) for (const v of values.slice(1)) out.push({ ...base, [k]: v });
  return out.map((q) => Object.fromEntries(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined)));
}

/** The text of an answer, with an Excel workbook's cells read out. */
async function textOf(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  if (!(res.headers.get('content-type') ?? '').includes('spreadsheetml')) return bytes.toString('utf8');
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text ?? cell.value)))));
  return cells.join('\n');
}

interface Sweep {
  asked: number;
  answered: number;
  hits: Array<{ url: string; who: string; what: string }>;
}

/** Numbers starting with a needle's integer part (thousands separators allowed), not inside a longer word. */
function findNeedles(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?<![0-9A-Za-z_.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![0-9A-Za-z_])/g)) {
    found.push(...(needles.get(m[1]!.replaceAll(',', '')) ?? []));
  }
  return found;
}

async function ask(sweep: Sweep, url: string, who: string, headers: Record<string, string>): Promise<void> {
  sweep.asked++;
  const res = await fetch(`${server.url}${url}`, { headers, redirect: 'manual' });
  if (res.status === 200) sweep.answered++;
  for (const what of new Set(findNeedles(await textOf(res)))) sweep.hits.push({ url, who, what });
}

/** Every public, open, session, member and API-key GET of the catalogue, with every query; every page. */
async function sweep(): Promise<Sweep> {
  const result: Sweep = { asked: 0, answered: 0, hits: [] };
  const routes = server.app.routeCatalog.filter(
    (r) => r.method === 'GET' && r.auth !== 'staff' && !r.url.includes('*') && !r.url.includes(':') && !SESSION_CALLS.test(r.url),
  );
  expect(routes.length).toBeGreaterThan(60);
  const callers: Array<[string, Record<string, string>]> = [
    ['tourist', {}],
    ['member', { 'e-user-token': member.token! }],
  ];
  for (const route of routes) {
    // A public route never looks at the token: its answer is the tourist's.
    const as: Array<[string, Record<string, string>]> =
      route.auth === 'api-key' ? [['api-key', { authorization: `Bearer ${apiKey}` }]] : route.auth === 'public' ? callers.slice(0, 1) : callers;
    for (const q of queries())
      for (const [who, headers] of as) await ask(result, `${route.url}${Object.keys(q).length ? `?${new URLSearchParams(q)}` : ''}`, who, headers);
  }
  for (const page of await pages()) for (const [who, headers] of callers) await ask(result, page, who, headers);
  return result;
}

/** The sitemap's pages (at most five items of a kind) and the areas' homes and price pages. */
async function pages(): Promise<string[]> {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const perKind = new Map<string, number>();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!.replaceAll('&amp;', '&')))
    .filter((u) => {
      const kind = u.pathname;
      perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
      return perKind.get(kind)! <= 5;
    })
    .map((u) => `${u.pathname}${u.search}`);
  const areas = [...Object.values(AREA_HOMES), ...Object.keys(MOBILE_PRICE_FAMILIES).map((p) => `mobile/${p}`)].map((p) => `${BASE}${p}`);
  return [...new Set([...listed, ...areas])];
}

/** Each leaking path once, with what it leaked and to whom. */
const summary = (found: Sweep) => [...new Set(found.hits.map((h) => `${h.url.split('?')[0]} ${h.what} (${h.who})`))].sort();

describe('before the release time', () => {
  it('no public read answers a planted value or a number derived from one', async () => {
    const found = await sweep();
    expect(found.answered).toBeGreaterThan(found.asked / 3);
    expect(summary(found)).toEqual([]);
  }, 600_000);
});

describe('after the release time, and back', () => {
  it('finds the planted values once released (the sweep sees what it looks for)', async () => {
    clock.set(beijing(day, '23:00'));
    const found = await sweep();
    const what = new Set(found.hits.map((h) => h.what));
    for (const p of daily) expect(what, p.code).toContain(`${p.code} value`);
    for (const leg of ['J spot', 'J basis', 'JM spot', 'JM basis']) expect(what).toContain(leg);
    const urls = found.hits.map((h) => h.url);
    expect(urls.some((u) => u.startsWith('/api/priceIndex/export') && u.includes('format=xlsx'))).toBe(true);
    expect(urls.some((u) => u.startsWith('/api/search/query'))).toBe(true);
    expect(urls.some((u) => u.startsWith('/comment'))).toBe(true);
    expect(urls.some((u) => u.startsWith(`${BASE}mobile/index`))).toBe(true);
  }, 600_000);

  it('hides them again when the clock is set back: no cache answers the later moment earlier', async () => {
    clock.set(beijing(day, '08:00'));
    expect(summary(await sweep())).toEqual([]);
  }, 600_000);
});
