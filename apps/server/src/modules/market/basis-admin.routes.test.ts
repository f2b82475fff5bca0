/** MarketChartManagement, tab 期现基差: the back office's basis quotes and what the portal then shows. */
import { type BasisQuoteAdmin, type BasisTrend, dominantContract, type Page } from '@coal/contracts';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.ts';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';
import { addDays, beijingToday } from '../../lib/dates.ts';

const LIST = '/api/admin/basisQuotes/list';
const PUBLIC = '/api/basisTrend/getLists';

let server: TestServer, tourist: TestClient, editor: TestClient;
beforeAll(async () => ({ server, tourist, editor } = await startWithClients({ tourist: 'tourist', editor: 'staff:editor' })));
afterAll(() => server.close());

const logs = async (n: number) => (await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(n)).reverse();
/** Every quote, hashed: proves a refused write changed nothing. */
async function quotesHash(): Promise<unknown> {
  const result = await server.database.db.execute(
    sql.raw(`select count(*)::int as n, md5(string_agg(t::text, ',' order by t::text)) as h from basis_quotes t`),
  );
  return (result as unknown as { rows: unknown[] }).rows[0];
}
const publicJ = async () => (await tourist.get<BasisTrend>(PUBLIC, { variety: 'J' })).body.data;

describe('basis quotes in the back office (期现基差)', () => {
  it('lists quotes newest first with filters and pagination', async () => {
    const page = (await editor.get<Page<BasisQuoteAdmin>>(LIST, { pageSize: 20 })).body;
    expect(page.result).toBe(true);
    expect(page.data.total).toBeGreaterThan(200);
    expect(page.data.list).toHaveLength(20);
    const dates = page.data.list.map((q) => q.tradeDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.data.list[0]).toMatchObject({ demo: true, varietyName: expect.any(String) });

    const jm = (await editor.get<Page<BasisQuoteAdmin>>(LIST, { variety: 'JM', from: '2026-01-05', to: '2026-01-30', pageSize: 50 })).body.data;
    expect(jm.list.length).toBeGreaterThan(10);
    expect(jm.list.every((q) => q.variety === 'JM' && q.tradeDate >= '2026-01-05' && q.tradeDate <= '2026-01-30')).toBe(true);
    const contract = jm.list[0]!.contract;
    const byContract = (await editor.get<Page<BasisQuoteAdmin>>(LIST, { contract: contract.toLowerCase(), pageSize: 50 })).body.data;
    expect(byContract.total).toBeGreaterThan(0);
    expect(byContract.list.every((q) => q.contract === contract)).toBe(true);
    const second = (await editor.get<Page<BasisQuoteAdmin>>(LIST, { pageSize: 10, currentPage: 2 })).body.data;
    expect(second.list[0]).toEqual(page.data.list[10]);

    expect((await editor.get(LIST, { from: '2026-02-01', to: '2026-01-01' })).body).toMatchObject({ result: false, message: '开始日期不能晚于结束日期' });
    expect((await editor.get(LIST, { contract: 'ZC605' })).status).toBe(400);
  });

  it('deletes, adds back and corrects a quote: the portal shows each change, the server computes the basis, every write is logged', async () => {
    const latest = (await publicJ()).latest.find((q) => q.variety === 'J')!;
    const day = latest.tradeDate;

    // A day that has a quote cannot be added again.
    const before = await quotesHash();
    const duplicate = await editor.post('/api/admin/basisQuotes/add', { tradeDate: day, variety: 'J', spotName: '现货', spotPrice: 2000, futuresPrice: 1900 });
    expect(duplicate.body).toMatchObject({ result: false, code: 2001, message: '该日期该品种已有基差数据，请使用修改' });
    expect(await quotesHash()).toEqual(before);

    expect((await editor.post('/api/admin/basisQuotes/delete', { tradeDate: day, variety: 'J' })).body).toMatchObject({ result: true, message: '删除成功' });
    const afterDelete = await publicJ();
    expect(afterDelete.list.some((q) => q.tradeDate === day)).toBe(false);
    expect(afterDelete.latest.find((q) => q.variety === 'J')!.tradeDate < day).toBe(true);

    // No contract: the dominant one of the day. A `basis` from the client is ignored.
    const added = await editor.post('/api/admin/basisQuotes/add', {
      tradeDate: day,
      variety: 'J',
      spotName: '日照港准一级冶金焦平仓价',
      spotPrice: '2100',
      futuresPrice: '1990.5',
      basis: 99999,
    });
    expect(added.body).toMatchObject({ result: true, message: '保存成功' });
    let shown = (await publicJ()).latest.find((q) => q.variety === 'J')!;
    expect(shown).toMatchObject({ tradeDate: day, contract: dominantContract('J', day), spotPrice: 2100, futuresPrice: 1990.5, basis: 109.5 });
    expect(shown.basisRate).toBeCloseTo((109.5 / 1990.5) * 100, 2);
    const managed = (await editor.get<Page<BasisQuoteAdmin>>(LIST, { variety: 'J', from: day, to: day })).body.data.list;
    expect(managed).toEqual([expect.objectContaining({ tradeDate: day, demo: false, basis: 109.5 })]);

    const corrected = await editor.post('/api/admin/basisQuotes/update', {
      tradeDate: day,
      variety: 'J',
      contract: 'j2709',
      spotName: '日照港准一级冶金焦平仓价',
      spotPrice: 2050,
      futuresPrice: 2080.25,
    });
    expect(corrected.body.result).toBe(true);
    shown = (await publicJ()).list.find((q) => q.tradeDate === day)!;
    expect(shown).toMatchObject({ contract: 'J2709', spotPrice: 2050, futuresPrice: 2080.25, basis: -30.25 });

    expect(await logs(4)).toMatchObject([
      { action: '新增期现基差', target: `J ${day}`, result: 'failure' },
      { action: '删除期现基差', target: `J ${day}`, result: 'success' },
      { action: '新增期现基差', target: `J ${day} ${dominantContract('J', day)}：现货 2100 期货 1990.5`, result: 'success' },
      { action: '修改期现基差', target: `J ${day} J2709：现货 2050 期货 2080.25`, result: 'success' },
    ]);
    expect((await logs(1))[0]!.detail).toMatchObject({
      changes: [
        { field: '期货合约', before: dominantContract('J', day), after: 'J2709' },
        { field: '现货价', before: '2100', after: '2050' },
        { field: '期货价', before: '1990.5', after: '2080.25' },
      ],
    });
  });

  it('refuses bad quotes with a Chinese message and changes nothing', async () => {
    const before = await quotesHash();
    const day = addDays(beijingToday(), -400);
    const good = { tradeDate: day, variety: 'JM', spotName: '山西低硫主焦煤（折仓单价）', spotPrice: 1500, futuresPrice: 1400 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, contract: 'J2705' }, '合约代码与品种不一致'],
      [{ ...good, contract: 'JM2713' }, '合约代码有误，如 J2605'],
      [{ ...good, tradeDate: addDays(beijingToday(), 1) }, '交易日期不能晚于今天'],
      [{ ...good, tradeDate: '2026-02-30' }, '交易日期不是有效日期'],
      [{ ...good, variety: 'ZC' }, '品种只能是 J（焦炭）或 JM（焦煤）'],
      [{ ...good, spotPrice: -5 }, '现货价必须大于0'],
      [{ ...good, futuresPrice: 'abc' }, '期货价必须是数字'],
      [{ ...good, futuresPrice: '1e309' }, '期货价必须是数字'],
      [{ ...good, spotName: '  ' }, '请输入现货名称'],
    ];
    for (const [body, message] of cases) {
      for (const path of ['/api/admin/basisQuotes/add', '/api/admin/basisQuotes/update']) {
        const res = await editor.post(path, body);
        expect(res.status, `${path} ${message}`).toBe(400);
        expect(res.body).toMatchObject({ result: false, message });
      }
    }
    const missing = await editor.post('/api/admin/basisQuotes/update', { ...good, tradeDate: '2001-01-02' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('该日期该品种没有基差数据');
    expect((await editor.post('/api/admin/basisQuotes/delete', { tradeDate: '2001-01-02', variety: 'J' })).status).toBe(404);
    expect((await editor.post('/api/admin/basisQuotes/delete', { tradeDate: 'yesterday', variety: 'J' })).body.message).toBe('交易日期格式应为YYYY-MM-DD');
    expect(await quotesHash()).toEqual(before);
  });
});
