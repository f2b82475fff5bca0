/**
 * Personal API keys and the open data API (/api/open/v1) on a fixed clock: keys are made,
 * listed and revoked in 个人中心; a key fetches what the portal shows — never a value before its
 * release moment — and stops working at once when revoked, when its member is disabled or
 * changes the password; each key is rate-limited exactly in the shared store.
 */
import {
  type ApiKeyList,
  type CreatedApiKey,
  ERRORS,
  type IndexProduct,
  type IndexValueRow,
  MAX_API_KEYS,
  OPEN_API_MESSAGES,
  type Page,
  type SeriesResult,
} from '@coal/contracts';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { fixedClock } from '../../lib/clock.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';
import { addDays } from '../../lib/dates.ts';
import { undocumentedRoutes } from './openapi-operations.ts';

const CODE = 'CCP-TC5500';
const RATE = 30;
const clock = fixedClock('2020-01-01T00:00:00Z');
const beijing = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

let server: TestServer;
let member: TestClient;
let anonymous: TestClient;
let day: string; // the latest demo day with a value of CODE
let releaseTime: string;

beforeAll(async () => {
  server = await startTestServer({ OPEN_API_RATE_PER_MINUTE: String(RATE) }, undefined, { clock });
  member = await server.member('member');
  anonymous = new TestClient(server.url, null);
  const staff = await server.staff('editor');
  const product = (await anonymous.get<IndexProduct>('/api/priceIndex/product', { code: CODE })).body.data;
  releaseTime = product.releaseTime;
  const list = await staff.get<Page<IndexValueRow>>('/api/admin/indexValues/list', { productId: product.id, currentPage: 1, pageSize: 10 });
  day = list.body.data.list[0]!.period;
  clock.set(beijing(day, '23:00'));
});
afterAll(() => server.close());

const createKey = async (client: TestClient, name: string) => {
  const res = await client.post<CreatedApiKey>('/api/user/apiKeys/create', { name });
  expect(res.body).toMatchObject({ result: true, message: OPEN_API_MESSAGES.created });
  return res.body.data;
};
const revoke = (client: TestClient, id: number) => client.post('/api/user/apiKeys/revoke', { id });
const withKey = <T>(secret: string | null, path: string, params: Record<string, unknown> = {}) =>
  anonymous.request<T>('GET', path, params, secret === null ? {} : { authorization: `Bearer ${secret}` });
const seriesWith = (secret: string) => withKey<SeriesResult>(secret, '/api/open/v1/series', { codes: CODE, from: addDays(day, -10), to: day });

describe('personal API keys', () => {
  it('creates a key whose secret is shown once, lists it with usage, and revokes it', async () => {
    const created = await createKey(member, '行情同步');
    expect(created.secret).toMatch(/^coalk_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({ name: '行情同步', usageToday: 0, usageTotal: 0, lastUsedAt: null, active: true });

    expect((await seriesWith(created.secret)).status).toBe(200);
    expect((await withKey(created.secret, '/api/open/v1/indexes')).status).toBe(200);

    const list = (await member.get<ApiKeyList>('/api/user/apiKeys')).body.data;
    const listed = list.list.find((k) => k.id === created.id)!;
    expect(listed).toMatchObject({ name: '行情同步', prefix: created.prefix, usageToday: 2, usageTotal: 2, active: true });
    expect(listed.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list)).not.toContain(created.secret);
    expect(list).toMatchObject({ max: MAX_API_KEYS, ratePerMinute: RATE });

    expect((await revoke(member, created.id)).body).toMatchObject({ result: true, message: OPEN_API_MESSAGES.revoked });
    const refused = await seriesWith(created.secret);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ result: false, code: 401, message: OPEN_API_MESSAGES.keyInvalid });
    expect((await member.get<ApiKeyList>('/api/user/apiKeys')).body.data.list.some((k) => k.id === created.id)).toBe(false);
    // Once revoked it is gone: a second revoke, or another member's key, is refused.
    expect((await revoke(member, created.id)).body).toMatchObject({ result: false, code: ERRORS.keyNotFound.code });
  });

  it('limits the keys a member holds and checks the name', async () => {
    const expert = await server.member('expert');
    const made = [];
    for (let i = 0; i < MAX_API_KEYS; i++) made.push(await createKey(expert, `密钥${i}`));
    const over = await expert.post('/api/user/apiKeys/create', { name: '多一个' });
    expect(over.body).toMatchObject({ result: false, code: ERRORS.keyLimit.code, message: OPEN_API_MESSAGES.keyLimit });
    // Another member cannot revoke them.
    expect((await revoke(member, made[0]!.id)).body).toMatchObject({ result: false, code: ERRORS.keyNotFound.code });
    await revoke(expert, made[0]!.id);
    await createKey(expert, '腾出的位置');
    const blank = await expert.post('/api/user/apiKeys/create', { name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('请输入密钥名称');
  });

  it('is for members only', async () => {
    const tourist = await server.client();
    expect((await tourist.get('/api/user/apiKeys')).body).toMatchObject({ result: false, code: 401 });
    expect((await tourist.post('/api/user/apiKeys/create', { name: 'x' })).body).toMatchObject({ result: false, code: 401 });
  });
});

describe('the open data API', () => {
  it('refuses a call without a key, with an unknown key or a session token instead, in Chinese', async () => {
    for (const res of [await withKey(null, '/api/open/v1/indexes'), await withKey('coalk_nothing', '/api/open/v1/latest')]) {
      expect(res.status).toBe(401);
      expect(res.body.result).toBe(false);
    }
    expect((await withKey(null, '/api/open/v1/indexes')).body.message).toBe(OPEN_API_MESSAGES.keyMissing);
    // The portal's session does not open it.
    expect((await member.get('/api/open/v1/indexes')).status).toBe(401);
  });

  it('answers plain JSON in the envelope, the same figures as the portal', async () => {
    const key = await createKey(member, '对照');
    const open = await seriesWith(key.secret);
    expect(open.headers.get('content-type')).toContain('application/json');
    const portal = await anonymous.get<SeriesResult>('/api/priceIndex/series', { codes: CODE, from: addDays(day, -10), to: day });
    expect(open.body).toMatchObject({ code: 0, result: true });
    // The same figures; the open series also says each point's status (N new, C corrected).
    const marked = { ...portal.body.data, series: portal.body.data.series.map((x) => ({ ...x, points: x.points.map((p) => ({ ...p, status: 'N' })) })) };
    expect(open.body.data).toEqual(marked);
    const calendar = await withKey<unknown[]>(key.secret, '/api/open/v1/calendar');
    expect(calendar.body.result).toBe(true);
    const latest = await withKey<{ list: Array<{ code: string }> }>(key.secret, '/api/open/v1/latest', { codes: CODE });
    expect(latest.body.data.list[0]!.code).toBe(CODE);
    const bad = await withKey(key.secret, '/api/open/v1/series', { codes: '' });
    expect(bad.status).toBe(400);
    await revoke(member, key.id);
  });

  it('never serves a value before its release moment', async () => {
    const key = await createKey(member, '发布时间');
    const [h, m] = releaseTime.split(':').map(Number) as [number, number];
    const before = `${String(h - 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    clock.set(beijing(day, before));
    const hidden = (await seriesWith(key.secret)).body.data.series[0]!.points;
    expect(hidden.length).toBeGreaterThan(3);
    expect(hidden.some((p) => p.period === day)).toBe(false);
    const latest = await withKey<{ list: Array<{ period: string }> }>(key.secret, '/api/open/v1/latest', { codes: CODE, date: day });
    expect(latest.body.data.list[0]!.period < day).toBe(true);
    // At the release time, without any write, the value appears.
    clock.set(beijing(day, releaseTime));
    expect((await seriesWith(key.secret)).body.data.series[0]!.points.some((p) => p.period === day)).toBe(true);
    clock.set(beijing(day, '23:00'));
    await revoke(member, key.id);
  });

  it('admits exactly the limit of 100 parallel calls, then answers 429 with Retry-After', async () => {
    const key = await createKey(member, '限流');
    const answers = await Promise.all(Array.from({ length: 100 }, () => withKey(key.secret, '/api/open/v1/indexes')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(RATE);
    const throttled = answers.filter((a) => a.status === 429);
    expect(throttled).toHaveLength(100 - RATE);
    expect(throttled[0]!.body).toMatchObject({ result: false, code: 429, message: OPEN_API_MESSAGES.rateLimited });
    const retryAfter = Number(throttled[0]!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Only admitted calls are counted; the next minute opens again.
    const listed = (await member.get<ApiKeyList>('/api/user/apiKeys')).body.data.list.find((k) => k.id === key.id)!;
    expect(listed.usageTotal).toBe(RATE);
    clock.set(new Date(clock.now().getTime() + 60_000));
    expect((await withKey(key.secret, '/api/open/v1/indexes')).status).toBe(200);
    await revoke(member, key.id);
  });

  it('refuses the keys of a disabled member, and keys made before a password change', async () => {
    const bidder = await server.member('bidder');
    const key = await createKey(bidder, '停用');
    const [row] = await server.app.db.select().from(members).where(eq(members.loginId, 'bidder'));
    expect((await seriesWith(key.secret)).status).toBe(200);
    await server.app.db.update(members).set({ disabled: true }).where(eq(members.id, row!.id));
    expect((await seriesWith(key.secret)).status).toBe(401);
    await server.app.db.update(members).set({ disabled: false }).where(eq(members.id, row!.id));
    expect((await seriesWith(key.secret)).status).toBe(200);
    // A new password: the key made before it stops working and is listed as no longer active.
    await server.app.db
      .update(members)
      .set({ passwordChangedAt: new Date(Date.now() + 1000) })
      .where(eq(members.id, row!.id));
    expect((await seriesWith(key.secret)).status).toBe(401);
    const again = await server.member('bidder');
    expect((await again.get<ApiKeyList>('/api/user/apiKeys')).body.data.list.find((k) => k.id === key.id)).toMatchObject({ active: false });
    await server.app.db.update(members).set({ passwordChangedAt: row!.passwordChangedAt }).where(eq(members.id, row!.id));
  });
});

/** A GET whose body is left as sent (fetch would decode it). */
const rawGet = (url: string, acceptEncoding: string) =>
  new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

describe('/api/docs', () => {
  it('serves Swagger UI from the server, under the CSP', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>(?!<\/script>)/); // no inline script: script-src 'self'
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The 1.4 MB bundle goes compressed (once, then kept), and whole without accept-encoding.
    const bundle = `${server.url}/api/docs/swagger-ui-bundle.js`;
    const plain = await rawGet(bundle, 'identity');
    const zipped = await rawGet(bundle, 'gzip');
    expect([plain.encoding, zipped.encoding]).toEqual([undefined, 'gzip']);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(plain.body.length).toBeGreaterThan(500_000);
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js']) {
      const res = await fetch(`${server.url}/api/docs/${file}`);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it('documents every public and open GET call, the open v1 calls with the bearer scheme', async () => {
    const doc = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, { get: { security: unknown[]; parameters: Array<{ name: string }> } }>;
      components: { securitySchemes: Record<string, { scheme?: string }> };
    };
    expect(undocumentedRoutes(server.app.routeCatalog)).toEqual([]);
    for (const path of ['/api/priceIndex/series', '/api/search/query', '/api/theme/getSelectedTheme', '/api/open/v1/calendar', '/uploads/{file}']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.components.securitySchemes.apiKey!.scheme).toBe('bearer');
    expect(doc.paths['/api/open/v1/series']!.get.security).toEqual([{ apiKey: [] }]);
    expect(doc.paths['/api/open/v1/series']!.get.parameters.map((p) => p.name)).toContain('codes');
    expect(doc.paths['/api/priceIndex/export']!.get.parameters.map((p) => p.name)).toContain('format');
  });
});

describe('the price page Excel download', () => {
  it('is a workbook naming source, unit, frequency, range and demonstration data, with the figures as numbers', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const from = addDays(day, -10);
    const res = await fetch(`${server.url}/api/priceIndex/export?codes=${CODE}&from=${from}&to=${day}&format=xlsx`);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(`.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const meta = new Map<string, string>();
    for (let r = 2; r <= 7; r++) meta.set(String(sheet.getCell(r, 1).value), String(sheet.getCell(r, 2).value));
    expect(meta.get('来源')).toBe('煤焦国际交易中心');
    expect(meta.get('单位')).toBe('元/吨');
    expect(meta.get('频率')).toBe('日度');
    expect(meta.get('区间')).toBe(`${from} 至 ${day}`);
    expect(meta.get('说明')).toContain('演示数据');
    const csv = await (await fetch(`${server.url}/api/priceIndex/export?codes=${CODE}&from=${from}&to=${day}`)).text();
    const firstLine = csv.split('\r\n')[1]!.split(',');
    expect(sheet.getCell(10, 1).value).toBe(CODE);
    // A real date cell: the trade date at 00:00 UTC.
    expect((sheet.getCell(10, 2).value as Date).toISOString().slice(0, 10)).toBe(firstLine[1]);
    expect(sheet.getCell(10, 3).value).toBe(Number(firstLine[2]));
  });
});
