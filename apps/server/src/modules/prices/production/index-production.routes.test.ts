/**
 * One period walked end to end on the demo data: submissions (member and staff), computation,
 * the maker's proposal, four eyes (the maker can never approve), release under the embargo,
 * the audit trail in order, replay, a correction with its notice, and the plausibility check.
 */
import type {
  Assessment,
  AuditEntry,
  ComplaintItem,
  Computation,
  CreatedApiKey,
  LatestValues,
  MethodologyResult,
  Page,
  PricingNotice,
  ReplayResult,
  SeriesResult,
} from '@coal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexAssessments, indexValues } from '../../../db/schema/index.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { nextOpenPeriod } from '../../../test/price-fixtures.ts';
import { startWithClients, startTestServer, type TestClient, type TestServer } from '../../../test/test-server.ts';
import { addDays, beijingToday } from '../../../lib/dates.ts';
import { nextPeriod } from './plausibility.ts';

const CODE = 'CCP-TC5500';
// A week past the demo's last value: the next periods are free, and public once approved.
const clock = fixedClock(`${addDays(beijingToday(), 7)}T23:30:00+08:00`);

let server: TestServer,
  assessor: TestClient,
  approver: TestClient,
  admin: TestClient,
  reviewer: TestClient,
  member: TestClient,
  expert: TestClient,
  tourist: TestClient;
let period: string;
let last: number;
let productId: number;

beforeAll(async () => {
  ({ server, assessor, approver, admin, reviewer, member, expert, tourist } = await startWithClients(
    {
      assessor: 'staff:assessor',
      approver: 'staff:approver',
      admin: 'staff:admin',
      reviewer: 'staff:reviewer',
      member: 'member:member',
      expert: 'member:expert',
      tourist: 'tourist',
    },
    () => startTestServer({}, undefined, { clock }),
  ));
  ({ productId, last, period } = await nextOpenPeriod(server.app.db, CODE));
});
afterAll(() => server.close());

const submission = (price: number, volume: number, extra: Record<string, unknown> = {}) => ({
  productCode: CODE,
  period,
  kind: 'deal',
  price,
  volume,
  calorific: 5500,
  ...extra,
});

describe('the demo data', () => {
  it('replays a demo period to the stored value, under methodology version 1', async () => {
    const rows = await server.app.db
      .select()
      .from(indexAssessments)
      .where(and(eq(indexAssessments.productId, productId), eq(indexAssessments.status, 'approved')));
    expect(rows.length).toBeGreaterThanOrEqual(15);
    const demo = rows[0]!;
    const replay = (await assessor.get<ReplayResult>('/api/admin/assessments/replay', { productCode: CODE, period: demo.period })).body.data;
    expect(replay).toMatchObject({ equal: true, methodologyVersion: 1, storedValue: demo.value, recomputedValue: demo.value, publishedValue: demo.value });
    const computed = (await assessor.post<Computation>('/api/admin/assessments/compute', { productCode: CODE, period: demo.period })).body.data;
    expect(computed.value).toBe(demo.value);
    expect(computed.inputs.some((i) => !i.used && i.reason.includes('超过3%'))).toBe(true);
    // The demo announces a change ahead: version 1 in force, version 2 with its date.
    const m = (await tourist.get<MethodologyResult>('/api/priceIndex/methodology', { code: CODE })).body.data;
    expect(m).toMatchObject({ inForceVersion: 1, announced: { version: 2 } });
  });
});

describe('one period from submissions to a released, corrected and replayed value', () => {
  let id: number;

  it('takes a linked member’s submission and refuses a member who is not linked', async () => {
    const res = await member.post<{ id: number }>('/api/priceReport/submit', submission(last + 4, 6000));
    expect(res.body).toMatchObject({ result: true });
    const refused = await expert.post('/api/priceReport/submit', submission(last, 1000));
    expect(refused.body).toMatchObject({ result: false, code: 1108 });
    expect(refused.body.message).toContain('未关联');
  });

  it('takes staff submissions taken by phone', async () => {
    const contributors = (await assessor.get<Page<{ id: number; name: string }>>('/api/admin/priceContributors/list', { pageSize: 20 })).body.data.list;
    expect(contributors.length).toBeGreaterThanOrEqual(5);
    for (const [i, c] of contributors.slice(1, 4).entries()) {
      const res = await assessor.post('/api/admin/priceSubmissions/save', { ...submission(last - 4 + i * 4, 6000), contributorId: c.id, source: 'phone' });
      expect(res.body.result, res.body.message).toBe(true);
    }
    const list = (await approver.get<Page<unknown>>('/api/admin/priceSubmissions/list', { productCode: CODE, period })).body.data;
    expect(list.total).toBe(4);
  });

  it('computes, and the maker proposes the computed value', async () => {
    const computed = (await assessor.post<Computation>('/api/admin/assessments/compute', { productCode: CODE, period })).body.data;
    expect(computed).toMatchObject({ methodologyVersion: 1, dealCount: 4, contributorCount: 4, sufficient: true });
    const res = await assessor.post<{ id: number; status: string }>('/api/admin/assessments/submit', { productCode: CODE, period });
    expect(res.body.data.status, res.body.message).toBe('pending');
    id = res.body.data.id;
    // Not public while pending.
    const latest = (await tourist.get<LatestValues>('/api/priceIndex/latest', { codes: CODE })).body.data.list[0]!;
    expect(latest.period < period).toBe(true);
  });

  it('four eyes: the maker cannot approve (no permission), an admin cannot approve their own entry', async () => {
    expect((await assessor.post('/api/admin/assessments/approve', { id })).body.code).toBe(403);
    const own = await admin.post<{ id: number }>('/api/admin/indexValues/add', {
      productId,
      period: addDays(period, 1),
      value: last,
      reason: '测试',
      confirmed: 'true',
    });
    expect(own.body.result, own.body.message).toBe(true);
    const refused = await admin.post('/api/admin/assessments/approve', { id: own.body.data.id });
    expect(refused.body).toMatchObject({ result: false, code: 1105 });
    const [row] = await server.app.db.select().from(indexAssessments).where(eq(indexAssessments.id, own.body.data.id));
    expect(row!.status).toBe('pending');
    const [value] = await server.app.db
      .select()
      .from(indexValues)
      .where(and(eq(indexValues.productId, productId), eq(indexValues.period, addDays(period, 1))));
    expect(value).toBeUndefined();
    expect((await approver.post('/api/admin/assessments/reject', { id: own.body.data.id, reason: '测试驳回' })).body.result).toBe(true);
  });

  it('the checker approves: the value is public, with what it rests on', async () => {
    const queue = (await approver.get<Page<Assessment>>('/api/admin/assessments/list', { status: 'pending', productCode: CODE })).body.data;
    expect(queue.list.map((a) => a.id)).toContain(id);
    expect((await approver.post('/api/admin/assessments/approve', { id })).body.result).toBe(true);
    const latest = (await tourist.get<LatestValues>('/api/priceIndex/latest', { codes: CODE })).body.data.list[0]!;
    expect(latest.period).toBe(period);
    expect(latest.disclosure).toMatchObject({ dealCount: 4, contributorCount: 4, judgement: false, methodologyVersion: 1 });
    expect(latest.disclosure!.text).toContain('本期依据：4 笔成交，4 家机构');
    expect((await approver.post('/api/admin/assessments/approve', { id })).body.code).toBe(1107);
  });

  it('a correction goes through approval and publishes the original and new value', async () => {
    const res = await assessor.post<{ id: number }>('/api/admin/assessments/submit', {
      productCode: CODE,
      period,
      value: last + 2,
      reason: '漏报一笔大额成交',
    });
    expect(res.body.result, res.body.message).toBe(true);
    expect((await approver.post('/api/admin/assessments/approve', { id: res.body.data.id })).body.result).toBe(true);
    const notices = (await tourist.get<Page<PricingNotice>>('/api/priceIndex/notices', { kind: 'correction', productCode: CODE })).body.data.list;
    expect(notices[0]!.content).toContain(`更正为 ${last + 2}`);
    const latest = (await tourist.get<LatestValues>('/api/priceIndex/latest', { codes: CODE })).body.data.list[0]!;
    expect(latest).toMatchObject({ value: last + 2, disclosure: { judgement: true } });
  });

  it('keeps every step in order and replays the computation', async () => {
    const audit = (await approver.get<AuditEntry[]>('/api/admin/assessments/audit', { productCode: CODE, period })).body.data;
    const actions = audit.map((a) => a.action);
    expect(actions.slice(0, 4)).toEqual(['submission', 'submission', 'submission', 'submission']);
    expect(actions).toEqual(expect.arrayContaining(['computation', 'proposal', 'approval', 'release', 'judgement', 'correction']));
    expect(actions.indexOf('approval')).toBeGreaterThan(actions.indexOf('proposal'));
    const replay = (await assessor.get<ReplayResult>('/api/admin/assessments/replay', { productCode: CODE, period })).body.data;
    expect(replay).toMatchObject({ equal: true, publishedValue: last + 2, judgementReason: '漏报一笔大额成交' });
  });

  it('plausibility: a tenfold value asks the maker to confirm with a reason, the checker sees the move', async () => {
    const next = nextPeriod({ frequency: 'daily', releaseWeekday: null }, period);
    const asked = await admin.post<{ changePct: number }>('/api/admin/indexValues/add', { productId, period: next, value: (last + 2) * 10 });
    expect(asked.body).toMatchObject({ result: false, code: 1106 });
    expect(asked.body.message).toContain('+900.00%');
    const wrongDay = await admin.post('/api/admin/indexValues/add', {
      productId,
      period: nextPeriod({ frequency: 'daily', releaseWeekday: null }, next),
      value: last,
    });
    expect(wrongDay.body.message).toContain('不是该指数的下一期');
    const confirmed = await admin.post<{ id: number }>('/api/admin/indexValues/add', {
      productId,
      period: next,
      value: (last + 2) * 10,
      confirmed: 'true',
      reason: '确认',
    });
    expect(confirmed.body.result).toBe(true);
    const queue = (await approver.get<Page<Assessment>>('/api/admin/assessments/list', { status: 'pending' })).body.data.list;
    expect(queue.find((a) => a.id === confirmed.body.data.id)!.plausibility).toMatchObject({ outOfTolerance: true, changePct: 900 });
  });

  it('the open API marks the corrected point C with its original value', async () => {
    const key = (await member.post<CreatedApiKey>('/api/user/apiKeys/create', { name: '更正标记' })).body.data.secret;
    const res = await fetch(`${server.url}/api/open/v1/series?codes=${CODE}&from=${addDays(period, -7)}&to=${period}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const points = ((await res.json()) as { data: SeriesResult }).data.series[0]!.points;
    // The original is the computed value first released: (last+4, last-4, last, last+4) × 6000 t.
    expect(points.at(-1)).toMatchObject({ period, value: last + 2, status: 'C', originalValue: last + 1 });
    expect(points[0]).toMatchObject({ status: 'N' });
    expect(points[0]!.originalValue).toBeUndefined();
  });

  it('an index complaint has its deadlines and cannot be handled by someone who assessed the period', async () => {
    const pending = (await approver.get<Page<Assessment>>('/api/admin/assessments/list', { status: 'pending' })).body.data.list;
    for (const a of pending) if (a.makerName !== '价格审批 陈静') await approver.post('/api/admin/assessments/approve', { id: a.id });
    const next = nextPeriod({ frequency: 'daily', releaseWeekday: null }, period);
    const filed = await member.post<ComplaintItem>('/api/common/complain', {
      targetType: 'index',
      targetId: productId,
      period: next,
      reasonType: 'false_info',
      content: '数值异常',
    });
    expect(filed.body.result, filed.body.message).toBe(true);
    expect(filed.body.data).toMatchObject({ targetType: 'index', targetPeriod: next, overdue: false });
    expect(filed.body.data.ackDueDate! < filed.body.data.answerDueDate!).toBe(true);
    // admin typed that period's value: not independent.
    const refused = await admin.post('/api/admin/complaints/handle', { id: filed.body.data.id, status: 'processing' });
    expect(refused.body).toMatchObject({ result: false, code: 1804 });
    expect((await reviewer.post('/api/admin/complaints/handle', { id: filed.body.data.id, status: 'processing' })).body.result).toBe(true);
  });

  it('a suspension is approved like a value; the portal then shows it with its reason, and a notice says so', async () => {
    const next = nextPeriod({ frequency: 'daily', releaseWeekday: null }, period);
    const later = nextPeriod({ frequency: 'daily', releaseWeekday: null }, next);
    const res = await assessor.post<{ id: number }>('/api/admin/assessments/suspend', { productCode: CODE, period: later, reason: '市场成交清淡，暂停发布' });
    expect(res.body.result, res.body.message).toBe(true);
    expect((await approver.post('/api/admin/assessments/approve', { id: res.body.data.id })).body.result).toBe(true);
    const latest = (await tourist.get<LatestValues>('/api/priceIndex/latest', { codes: CODE })).body.data.list[0]!;
    expect(latest.suspension).toEqual({ period: later, reason: '市场成交清淡，暂停发布' });
    const notices = (await tourist.get<Page<PricingNotice>>('/api/priceIndex/notices', { kind: 'delay', productCode: CODE })).body.data.list;
    expect(notices[0]!.title).toContain('暂停发布');
    // The period was announced as not published: no value is proposed for it afterwards.
    const value = await admin.post('/api/admin/indexValues/add', { productId, period: later, value: last, confirmed: 'true', reason: '补录' });
    expect(value.body.message).toContain('已暂停发布');
  });

  it('without inputs the assessor must judge with a reason or carry the last value forward', async () => {
    const old = addDays(period, -70);
    const rows = await server.app.db
      .select()
      .from(indexValues)
      .where(and(eq(indexValues.productId, productId)));
    const day = rows
      .map((r) => r.period)
      .filter((p) => p <= old)
      .sort()
      .at(-1)!;
    const computed = (await assessor.post<Computation>('/api/admin/assessments/compute', { productCode: CODE, period: day })).body.data;
    expect(computed).toMatchObject({ value: null, sufficient: false, basis: 'none' });
    expect((await assessor.post('/api/admin/assessments/submit', { productCode: CODE, period: day })).body).toMatchObject({ result: false, code: 1111 });
    expect((await assessor.post('/api/admin/assessments/submit', { productCode: CODE, period: day, carryForward: 'true' })).body).toMatchObject({ code: 1111 });
    const carried = await assessor.post<{ id: number }>('/api/admin/assessments/submit', {
      productCode: CODE,
      period: day,
      carryForward: 'true',
      reason: '无成交，沿用上期',
    });
    expect(carried.body.result, carried.body.message).toBe(true);
    const entry = (await approver.get<Page<Assessment>>('/api/admin/assessments/list', { status: 'pending', productCode: CODE })).body.data.list.find(
      (a) => a.id === carried.body.data.id,
    )!;
    expect(entry).toMatchObject({ judgement: true, sufficient: false, value: computed.last!.value, reason: '无成交，沿用上期' });
  });
});
