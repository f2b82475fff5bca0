/** MarketChartManagement, tab 每日竞价: sessions, their status and result, and what bidders then see. */
import type { DayBiddingSession, Page } from '@coal/contracts';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.ts';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';

const LIST = '/api/admin/biddingSessions/list';
const SAVE = '/api/admin/biddingSessions/save';
const STATUS = '/api/admin/biddingSessions/status';
const DELETE = '/api/admin/biddingSessions/delete';
const PUBLIC = '/api/dayBidding/getLists';
const HOUR = 3_600_000;

let server: TestServer, editor: TestClient, bidder: TestClient;
beforeAll(async () => ({ server, editor, bidder } = await startWithClients({ editor: 'staff:editor', bidder: 'member:bidder' })));
afterAll(() => server.close());

/** Beijing wall-clock time `YYYY-MM-DD HH:mm`, as the back office's form sends it. */
const beijing = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
const lot = (over: Record<string, unknown> = {}) => ({
  productName: '测试主焦煤甲',
  category: '炼焦煤',
  specification: 'A≤10% S≤0.6% G≥80',
  origin: '山西吕梁',
  deliveryTerms: '车板交货（FOR）·柳林站',
  quantity: 5000,
  startingPrice: 1500,
  startAt: beijing(Date.now() + 24 * HOUR),
  endAt: beijing(Date.now() + 24.5 * HOUR),
  ...over,
});
const logs = async (n: number) => (await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(n)).reverse();
async function sessionsHash(): Promise<unknown> {
  const result = await server.database.db.execute(
    sql.raw(`select count(*)::int as n, md5(string_agg(t::text, ',' order by t.id)) as h from bidding_sessions t`),
  );
  return (result as unknown as { rows: unknown[] }).rows[0];
}
/** What a bidder sees of one session on the portal (found by its product name). */
async function seen(productName: string): Promise<DayBiddingSession | undefined> {
  const page = (await bidder.get<Page<DayBiddingSession>>(PUBLIC, { keyword: productName, pageSize: 50 })).body;
  expect(page.result).toBe(true);
  return page.data.list[0];
}
const move = (id: number, status: string, extra: Record<string, unknown> = {}) => editor.post<DayBiddingSession>(STATUS, { id, status, ...extra });

describe('bidding sessions in the back office (每日竞价)', () => {
  it('lists sessions with status, day range, category and keyword filters', async () => {
    const all = (await editor.get<Page<DayBiddingSession>>(LIST, { pageSize: 50 })).body;
    expect(all.result).toBe(true);
    expect(all.data.total).toBeGreaterThanOrEqual(75);
    const starts = all.data.list.map((s) => s.startAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    const day = all.data.list.at(-1)!.sessionDate;
    const oneDay = (await editor.get<Page<DayBiddingSession>>(LIST, { from: day, to: day })).body.data;
    expect(oneDay.total).toBe(3);
    expect(oneDay.list.every((s) => s.sessionDate === day)).toBe(true);
    const upcoming = (await editor.get<Page<DayBiddingSession>>(LIST, { status: 'upcoming', pageSize: 50 })).body.data;
    expect(upcoming.total).toBeGreaterThanOrEqual(15);
    expect(upcoming.list.every((s) => s.status === 'upcoming')).toBe(true);
    const coke = (await editor.get<Page<DayBiddingSession>>(LIST, { category: '焦炭', keyword: '冶金焦', pageSize: 50 })).body.data;
    expect(coke.total).toBeGreaterThan(0);
    expect(coke.list.every((s) => s.category === '焦炭')).toBe(true);
    expect((await editor.get(LIST, { status: 'won' })).body).toMatchObject({ result: false, message: '竞价状态有误' });
    expect((await editor.get(LIST, { from: '2026-12-01', to: '2026-11-01' })).status).toBe(400);
  });

  it('creates, edits, runs through every status and deletes a session; bidders see each step; every write is logged', async () => {
    const created = await editor.post<DayBiddingSession>(SAVE, lot());
    expect(created.body).toMatchObject({ result: true, message: '保存成功' });
    const session = created.body.data;
    const day = beijing(Date.now() + 24 * HOUR).slice(0, 10);
    expect(session).toMatchObject({ status: 'upcoming', statusName: '待开始', sessionDate: day, demo: false, clearingPrice: null });
    expect(session.sessionNo).toMatch(new RegExp(`^JJ${day.replaceAll('-', '')}\\d{2}$`));
    expect(await seen('测试主焦煤甲')).toMatchObject({ id: session.id, status: 'upcoming', startingPrice: 1500, quantity: 5000 });

    const edited = await editor.post<DayBiddingSession>(SAVE, lot({ id: session.id, startingPrice: '1520.5', quantity: 6000, origin: '山西柳林' }));
    expect(edited.body.result).toBe(true);
    expect(await seen('测试主焦煤甲')).toMatchObject({ sessionNo: session.sessionNo, startingPrice: 1520.5, quantity: 6000, origin: '山西柳林' });
    // The log shows what the edit changed, before → after, and nothing it left alone.
    expect((await logs(1))[0]!.detail).toMatchObject({
      changes: [
        { field: '产地', before: expect.any(String), after: '山西柳林' },
        { field: '挂牌量', before: '5000', after: '6000' },
        { field: '起拍价', before: '1500', after: '1520.5' },
      ],
    });

    expect((await move(session.id, 'bidding')).body.data).toMatchObject({ status: 'bidding' });
    expect((await seen('测试主焦煤甲'))!.status).toBe('bidding');
    expect((await move(session.id, 'closed')).body.data).toMatchObject({ status: 'closed', statusName: '已结束' });

    // Cleared needs a result that makes sense; a refusal changes nothing.
    const before = await sessionsHash();
    expect((await move(session.id, 'cleared')).body).toMatchObject({ result: false, message: '成交时请填写成交价' });
    expect((await move(session.id, 'cleared', { clearingPrice: 1600 })).body).toMatchObject({ result: false, message: '成交时请填写成交量' });
    const low = await move(session.id, 'cleared', { clearingPrice: 1500, tradedQuantity: 3000 });
    expect(low.status).toBe(400);
    expect(low.body.message).toBe('成交价不能低于起拍价');
    expect((await move(session.id, 'cleared', { clearingPrice: 1600, tradedQuantity: 7000 })).body.message).toBe('成交量不能超过挂牌量');
    expect((await move(session.id, 'unsold', { clearingPrice: 1600 })).body.message).toBe('只有成交时才能填写成交价和成交量');
    expect(await sessionsHash()).toEqual(before);

    expect((await move(session.id, 'cleared', { clearingPrice: 1600, tradedQuantity: 5500 })).body.data).toMatchObject({
      status: 'cleared',
      clearingPrice: 1600,
    });
    expect(await seen('测试主焦煤甲')).toMatchObject({ status: 'cleared', statusName: '已成交', clearingPrice: 1600, tradedQuantity: 5500 });
    expect((await logs(1))[0]!.detail).toMatchObject({
      changes: [
        { field: '状态', before: '已结束', after: '已成交' },
        { field: '成交价', before: '', after: '1600' },
        { field: '成交量', before: '', after: '5500' },
      ],
    });
    expect((await editor.post(DELETE, { id: session.id })).body).toMatchObject({
      result: false,
      code: 2004,
      message: '已成交的场次不能删除，如需更正请先撤销成交结果',
    });
    expect((await move(session.id, 'cancelled')).body).toMatchObject({ result: false, code: 2003, message: '已成交的场次不能取消场次' });
    // Editing a session with a result may not move its end into the future.
    const later = await editor.post(SAVE, lot({ id: session.id }));
    expect(later.status).toBe(400);
    expect(later.body.message).toBe('已有竞价结果的场次，结束时间不能晚于当前时间');

    expect((await move(session.id, 'closed')).body.data).toMatchObject({ status: 'closed', clearingPrice: null, tradedQuantity: null });
    expect((await move(session.id, 'unsold')).body.data).toMatchObject({ status: 'unsold', statusName: '流拍' });
    expect((await seen('测试主焦煤甲'))!.status).toBe('unsold');
    expect((await move(session.id, 'closed')).body.data.status).toBe('closed');
    expect((await move(session.id, 'cancelled')).body.data.status).toBe('cancelled');
    expect((await move(session.id, 'upcoming')).body).toMatchObject({
      result: false,
      code: 2003,
      message: '场次开始时间已过，不能恢复为待开始，请先修改竞价时间',
    });
    expect((await seen('测试主焦煤甲'))!.status).toBe('cancelled');

    expect((await editor.post(DELETE, { id: session.id })).body).toMatchObject({ result: true, message: '删除成功' });
    expect(await seen('测试主焦煤甲')).toBeUndefined();
    expect((await editor.post(DELETE, { id: session.id })).status).toBe(404);

    const no = session.sessionNo;
    expect((await logs(4)).map((l) => [l.action, l.target, l.result])).toEqual([
      ['变更竞价状态', `${no} 取消场次`, 'success'],
      ['变更竞价状态', String(session.id), 'failure'],
      ['删除竞价场次', `${no} 测试主焦煤甲`, 'success'],
      ['删除竞价场次', String(session.id), 'failure'],
    ]);
    const all = await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(30);
    const targets = all.map((l) => `${l.action} ${l.target}`);
    for (const t of [
      `保存竞价场次 ${no} 测试主焦煤甲`,
      `变更竞价状态 ${no} 开始竞价`,
      `变更竞价状态 ${no} 结束竞价`,
      `变更竞价状态 ${no} 录入成交结果（成交价 1600，成交量 5500）`,
      `变更竞价状态 ${no} 撤销竞价结果`,
      `变更竞价状态 ${no} 标记流拍`,
    ]) {
      expect(targets, t).toContain(t);
    }
  });

  it('cancels and restores an upcoming session; refuses moves its status does not allow', async () => {
    const { data: s } = (await editor.post<DayBiddingSession>(SAVE, lot({ productName: '测试焦炭乙', category: '焦炭', sessionNo: 'TEST-B-01' }))).body;
    expect(s.sessionNo).toBe('TEST-B-01');
    expect((await move(s.id, 'closed')).body).toMatchObject({ result: false, code: 2003, message: '待开始的场次不能结束竞价' });
    expect((await move(s.id, 'cleared', { clearingPrice: 1600, tradedQuantity: 100 })).body).toMatchObject({ result: false, code: 2003 });
    expect((await move(s.id, 'cancelled')).body.data.status).toBe('cancelled');
    expect((await seen('测试焦炭乙'))!.status).toBe('cancelled');
    expect((await move(s.id, 'upcoming')).body.data.status).toBe('upcoming');
    expect((await seen('测试焦炭乙'))!.status).toBe('upcoming');
    expect((await move(999_999, 'cancelled')).status).toBe(404);
  });

  it('refuses bad sessions with a Chinese message and changes nothing', async () => {
    await editor.post(SAVE, lot({ productName: '测试动力煤丙', sessionNo: 'TEST-C-01' }));
    const before = await sessionsHash();
    const start = Date.now() + 48 * HOUR;
    const cases: Array<[Record<string, unknown>, string]> = [
      [lot({ sessionNo: 'TEST-C-01' }), '场次编号已被使用'],
      [lot({ startAt: beijing(start), endAt: beijing(start) }), '结束时间必须晚于开始时间'],
      [lot({ startAt: beijing(start), endAt: beijing(start - HOUR) }), '结束时间必须晚于开始时间'],
      [lot({ startAt: beijing(start), endAt: beijing(start + 25 * HOUR) }), '竞价时长不能超过24小时'],
      [lot({ startAt: '2026-02-30 10:00' }), '开始时间不是有效时间'],
      [lot({ startAt: '2026-11-30 24:00' }), '开始时间不是有效时间'],
      [lot({ endAt: 'tomorrow' }), '结束时间格式应为YYYY-MM-DD HH:mm'],
      [lot({ startAt: '1999-12-31 10:00', endAt: '1999-12-31 11:00' }), '开始时间超出范围'],
      [lot({ quantity: 0 }), '挂牌量必须大于0'],
      [lot({ startingPrice: 'NaN' }), '起拍价必须是数字'],
      [lot({ startingPrice: 10_000_000 }), '起拍价过大'],
      [lot({ productName: '' }), '请输入品名'],
      [lot({ sessionNo: '场次1' }), '场次编号只能由字母、数字、-、_ 组成，最长32位'],
      [lot({ id: 'abc' }), '场次有误'],
      [lot({ id: 999_999 }), '竞价场次不存在'],
    ];
    for (const [body, message] of cases) {
      const res = await editor.post(SAVE, body);
      expect(res.body, message).toMatchObject({ result: false, message });
      expect(res.status, message).toBeLessThan(500);
      if (message !== '场次编号已被使用') expect(res.status, message).toBeGreaterThanOrEqual(400);
    }
    expect((await editor.post(STATUS, { id: 1, status: 'won' })).body.message).toBe('竞价状态有误');
    expect((await editor.post(DELETE, { id: '-1' })).body.message).toBe('场次有误');
    expect(await sessionsHash()).toEqual(before);
  });

  it('accepts ISO times with a zone and numbers sessions of a day in order', async () => {
    const a = (await editor.post<DayBiddingSession>(SAVE, lot({ productName: '测试丁', startAt: '2027-03-01T02:00:00Z', endAt: '2027-03-01T10:30:00+08:00' })))
      .body.data;
    const b = (await editor.post<DayBiddingSession>(SAVE, lot({ productName: '测试戊', startAt: '2027-03-01 14:00', endAt: '2027-03-01 14:30' }))).body.data;
    expect(a).toMatchObject({ sessionNo: 'JJ2027030101', startAt: '2027-03-01T02:00:00.000Z', endAt: '2027-03-01T02:30:00.000Z', sessionDate: '2027-03-01' });
    expect(b).toMatchObject({ sessionNo: 'JJ2027030102', startAt: '2027-03-01T06:00:00.000Z' });
  });
});
