/**
 * Paths around four eyes found by probing as an attacker: each test states what must hold
 * (one person never changes or removes a published number or its public notice alone, an
 * import waits behind a pending entry like every other proposal, the checker does not set the
 * rules, a disclosure describes the value it stands beside, bad numbers are refused).
 */
import type { AuditEntry, IndexProduct, LatestValues, Page, PricingNotice } from '@coal/contracts';
import { indexValues } from '../../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { addDays, beijingToday } from '../../../lib/dates.ts';
import { startTestServer, startWithClients, type TestClient, type TestServer } from '../../../test/test-server.ts';
import { findProductsByCodes } from '../catalog.repository.ts';
import { findValue } from '../values.repository.ts';

// A week ahead, late in the evening: every seeded value is released.
const clock = fixedClock(`${addDays(beijingToday(), 7)}T23:30:00+08:00`);

let server: TestServer, assessor: TestClient, approver: TestClient, editor: TestClient, member: TestClient, admin: TestClient;

beforeAll(async () => {
  ({ server, assessor, approver, editor, member, admin } = await startWithClients(
    { assessor: 'staff:assessor', approver: 'staff:approver', editor: 'staff:editor', member: 'member:member', admin: 'staff:admin' },
    () => startTestServer({}, undefined, { clock }),
  ));
});
afterAll(() => server.close());

async function product(code: string) {
  const [row] = await findProductsByCodes(server.app.db, [code]);
  return row!;
}

/** The newest released period of a product (the seed's last value) and its value. */
async function newest(code: string) {
  const p = await product(code);
  const list = (await editor.get<Page<{ period: string; value: number }>>('/api/admin/indexValues/list', { productId: p.id, currentPage: 1, pageSize: 10 }))
    .body.data.list;
  return { product: p, period: list[0]!.period, value: list[0]!.value };
}

/** The save body of a product as the back office sends it back. */
function productBody(p: IndexProduct): Record<string, unknown> {
  const { calorificValue, sulphur, ash, volatileMatter, note } = p.specification;
  const fields = { ...p, calorificValue, sulphur, ash, volatileMatter, specNote: note, specification: undefined };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object'));
}

async function importFile(csv: string) {
  const checked = await editor.postMultipart<{ importId: string }>('/api/admin/indexValues/import/validate', [
    { data: csv, name: 'probe.csv', type: 'text/csv' },
  ]);
  return editor.post<{ approvalId: number }>('/api/admin/indexValues/import/commit', { importId: checked.body.data.importId });
}

describe('one person alone', () => {
  it('cannot remove a released value: its withdrawal waits for a second person, who cannot be the maker', async () => {
    const { product: p, period } = await newest('SX-JM-FM');
    const res = await editor.post<{ id: number; status: string }>('/api/admin/indexValues/delete', { productId: p.id, period });
    expect(res.body.data).toMatchObject({ status: 'pending' });
    expect(await findValue(server.app.db, p.id, period)).toBeDefined();
    // The editor holds no approval; the approver approves, and the withdrawal is published.
    expect((await editor.post('/api/admin/assessments/approve', { id: res.body.data.id })).body.code).toBe(403);
    expect((await approver.post('/api/admin/assessments/approve', { id: res.body.data.id })).body.result).toBe(true);
    expect(await findValue(server.app.db, p.id, period)).toBeUndefined();
    const audit = (await approver.get<AuditEntry[]>('/api/admin/assessments/audit', { productCode: 'SX-JM-FM', period })).body.data;
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['proposal', 'approval', 'deletion']));
  });

  it('cannot rewrite, re-kind or delete the correction notice an approved correction published', async () => {
    const { period, value } = await newest('SX-J1');
    const made = await assessor.post<{ id: number }>('/api/admin/assessments/submit', {
      productCode: 'SX-J1',
      period,
      value: value + 1,
      reason: '更正',
      confirmed: 'true',
    });
    expect((await approver.post('/api/admin/assessments/approve', { id: made.body.data.id })).body.result).toBe(true);
    const notices = (await editor.get<{ list: PricingNotice[] }>('/api/admin/indexNotices/list', { currentPage: 1, pageSize: 50 })).body.data.list;
    const notice = notices.find((n) => n.kind === 'correction' && n.title.includes(period))!;
    const rewrite = await editor.post('/api/admin/indexNotices/save', {
      id: notice.id,
      kind: 'commentary',
      title: '市场评述',
      content: '无更正',
      effectiveDate: period,
    });
    expect(rewrite.body.result).toBe(false);
    expect((await editor.post('/api/admin/indexNotices/delete', { id: notice.id })).body.result).toBe(false);
  });
});

describe('who did it', () => {
  it('two staff accounts cannot share a display name, and the audit trail names the login too', async () => {
    const shadow = await admin.post('/api/admin/staff/create', { loginId: 'shadow', name: '价格审批 陈静', roleCodes: 'approver', password: 'Shadow@2026x' });
    expect(shadow.body).toMatchObject({ result: false, code: 2710 });
    const { period, value } = await newest('SX-PCI');
    const made = await assessor.post<{ id: number }>('/api/admin/assessments/submit', {
      productCode: 'SX-PCI',
      period,
      value: value + 1,
      reason: '核对',
      confirmed: 'true',
    });
    expect((await approver.post('/api/admin/assessments/approve', { id: made.body.data.id })).body.result).toBe(true);
    const audit = (await approver.get<AuditEntry[]>('/api/admin/assessments/audit', { productCode: 'SX-PCI', period })).body.data;
    expect(audit.find((a) => a.action === 'approval')!.actor).toBe('价格审批 陈静（approver）');
    expect(audit.find((a) => a.action === 'proposal')!.actor).toMatch(/（assessor）$/);
  });

  it('one person cannot release an embargoed value early, or take a released one off the portal, by moving the release time', async () => {
    // At 08:00 of the next day the next day's value waits for its release time.
    const at = (time: string) => `${addDays(beijingToday(), 8)}T${time}:00+08:00`;
    const earlyClock = fixedClock(at('08:00'));
    const early = await startTestServer({}, undefined, { clock: earlyClock });
    try {
      const staff = await early.staff('editor');
      const p = (await staff.get<Page<IndexProduct>>('/api/admin/indexProducts/list', { keyword: 'SX-J1' })).body.data.list.find((x) => x.code === 'SX-J1')!;
      const today = addDays(beijingToday(), 8);
      await early.app.db.insert(indexValues).values({ productId: p.id, period: today, value: 1234 });
      const res = await staff.post('/api/admin/indexProducts/save', { ...productBody(p), releaseTime: '00:00' });
      expect(res.body.result).toBe(false);
      expect(res.body.message).toContain('提前公开');
      // Later than now changes nothing public: allowed.
      expect((await staff.post('/api/admin/indexProducts/save', { ...productBody(p), releaseTime: '18:00' })).body.result).toBe(true);
      // Once released at 18:00, moving the time past now would hide it: refused; within the released hours, allowed.
      earlyClock.set(new Date(at('19:00')));
      const hiding = await staff.post('/api/admin/indexProducts/save', { ...productBody(p), releaseTime: '20:00' });
      expect(hiding.status).toBe(400);
      expect(hiding.body.message).toContain('撤下');
      expect((await staff.post('/api/admin/indexProducts/save', { ...productBody(p), releaseTime: '18:30' })).body.result).toBe(true);
    } finally {
      await early.close();
    }
  });
});

describe('proposals', () => {
  it('a discontinued index takes no proposal, and a member reports only recent periods', async () => {
    const inactive = await product('CCP-TC5800');
    expect(inactive.active).toBe(false);
    const res = await assessor.post('/api/admin/assessments/suspend', { productCode: 'CCP-TC5800', period: beijingToday(clock.now()), reason: '测试' });
    expect(res.body).toMatchObject({ result: false, code: 1114 });
    for (const period of ['1900-01-01', addDays(beijingToday(clock.now()), -61)]) {
      const old = await member.post('/api/priceReport/submit', { productCode: 'CCP-TC5500', period, kind: 'deal', price: 950, volume: 100 });
      expect(old.body.result, period).toBe(false);
      expect(old.status).toBe(400);
    }
  });

  it('a member reports for one contributor only', async () => {
    const res = await assessor.post('/api/admin/priceContributors/save', { name: '第二家机构', kind: 'trader', memberLoginIds: 'member' });
    expect(res.body.result).toBe(false);
    expect(res.body.message).toContain('一个会员只能为一家机构填报');
  });

  it('a computation is not released once another methodology version came into force for its period', async () => {
    const { period } = await newest('CCP-J');
    const today = beijingToday(clock.now());
    const made = await assessor.post<{ id: number }>('/api/admin/assessments/submit', {
      productCode: 'CCP-J',
      period: today,
      carryForward: 'true',
      reason: '无成交，沿用上期',
      confirmed: 'true',
    });
    expect(made.body.result, made.body.message).toBe(true);
    const rules = JSON.stringify({ weighting: 'equal', outlierPercent: 50, minDeals: 1, minContributors: 1 });
    const changed = await assessor.post('/api/admin/methodologies/save', {
      productCode: 'CCP-J',
      effectiveFrom: today,
      text: '紧急调整编制方法的说明文字',
      rules,
      urgent: 'true',
      reason: '紧急',
    });
    expect(changed.body.result, changed.body.message).toBe(true);
    expect((await approver.post('/api/admin/assessments/approve', { id: made.body.data.id })).body).toMatchObject({ result: false, code: 1113 });
    expect(period <= today).toBe(true);
  });

  it('an import batch is refused while a period in it waits for approval', async () => {
    const { period, value } = await newest('SX-COMP');
    const pending = await assessor.post('/api/admin/assessments/submit', {
      productCode: 'SX-COMP',
      period,
      value: value + 2,
      reason: '待审批',
      confirmed: 'true',
    });
    expect(pending.body.result).toBe(true);
    const other = await newest('SX-TC5500');
    const res = await importFile(`指数代码,日期,数值\nSX-TC5500,${other.period},${other.value + 1}\nSX-COMP,${period},${value + 3}\n`);
    expect(res.body).toMatchObject({ result: false, code: 1112 });
  });

  it('the checker (index:approve only) cannot save a methodology version nor change a contributor', async () => {
    const rules = JSON.stringify({ weighting: 'equal', outlierPercent: 50, minDeals: 1, minContributors: 1 });
    const methodology = await approver.post('/api/admin/methodologies/save', {
      productCode: 'SX-PCI',
      effectiveFrom: addDays(beijingToday(clock.now()), 60),
      text: '审批人保存的编制方法说明文字',
      rules,
    });
    expect(methodology.body.code).toBe(403);
    expect(
      (await approver.post('/api/admin/priceContributors/save', { id: 2, name: '鄂尔多斯北联煤业（演示）', kind: 'producer', memberLoginIds: 'expert' })).body
        .code,
    ).toBe(403);
  });

  it('a disclosure (本期依据) does not stay beside a value an import replaced', async () => {
    const latest = async () => (await member.get<LatestValues>('/api/priceIndex/latest', { codes: 'CCP-TC5500' })).body.data.list[0]!;
    const before = await latest();
    expect(before.disclosure).not.toBeNull();
    const batch = await importFile(`指数代码,日期,数值\nCCP-TC5500,${before.period},${before.value + 5}\n`);
    expect((await approver.post('/api/admin/assessments/approve', { id: batch.body.data.approvalId })).body.result).toBe(true);
    await server.app.marketCache.invalidate();
    const after = await latest();
    expect(after.value).toBe(before.value + 5);
    expect(after.disclosure?.text ?? null).not.toBe(before.disclosure!.text);
  });
});

describe('bad input', () => {
  it('parallel saves of one new contributor name answer one success and 4xx, never 5xx', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => assessor.post('/api/admin/priceContributors/save', { name: '并发机构', kind: 'trader' })),
    );
    expect(answers.filter((a) => a.body.result)).toHaveLength(1);
    for (const a of answers) expect(a.status).toBeLessThan(500);
  });

  it('a price or volume that the database would round to 0 is refused', async () => {
    const { period } = await newest('CCP-TC5500');
    for (const [field, v] of [
      ['price', '0.00001'],
      ['volume', '0.001'],
    ] as const) {
      const res = await member.post('/api/priceReport/submit', { productCode: 'CCP-TC5500', period, kind: 'deal', price: 950, volume: 100, [field]: v });
      expect(res.body.result, `${field}=${v}`).toBe(false);
    }
  });
});
