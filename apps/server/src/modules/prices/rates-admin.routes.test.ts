/** 汇率 in the back office: list, add, edit, delete, CSV import; index:manage only; Chinese refusals. */
import type { ExchangeRate, Page } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';

let server: TestServer, editor: TestClient, reviewer: TestClient;
beforeAll(async () => ({ server, editor, reviewer } = await startWithClients({ editor: 'staff:editor', reviewer: 'staff:reviewer' })));
afterAll(() => server.close());

const rateOn = async (date: string) =>
  (await editor.get<Page<ExchangeRate>>('/api/admin/exchange-rates/list', { from: date, to: date, currentPage: 1, pageSize: 10 })).body.data.list[0];

describe('exchange rates', () => {
  it('has demo rates, and adds, edits and deletes one', async () => {
    const page = (await editor.get<Page<ExchangeRate>>('/api/admin/exchange-rates/list', { currentPage: 1, pageSize: 10 })).body.data;
    expect(page.total).toBeGreaterThan(500);
    expect((await editor.post('/api/admin/exchange-rates/create', { date: '2019-05-06', cnyPerUsd: '6.7531' })).body.result).toBe(true);
    expect(await rateOn('2019-05-06')).toMatchObject({ cnyPerUsd: 6.7531 });
    expect((await editor.post('/api/admin/exchange-rates/create', { date: '2019-05-06', cnyPerUsd: 6.8 })).body).toMatchObject({ result: false, code: 2405 });
    expect((await editor.post('/api/admin/exchange-rates/update', { date: '2019-05-06', cnyPerUsd: 6.8 })).body.result).toBe(true);
    expect(await rateOn('2019-05-06')).toMatchObject({ cnyPerUsd: 6.8 });
    expect((await editor.post('/api/admin/exchange-rates/delete', { date: '2019-05-06' })).body.result).toBe(true);
    expect((await editor.post('/api/admin/exchange-rates/delete', { date: '2019-05-06' })).body).toMatchObject({ result: false, code: 2406 });
  });

  it('imports a CSV in one go, or refuses it whole with the bad line', async () => {
    const good = '日期,人民币/美元\r\n2019-06-03,6.9\r\n2019/06/04,6.91\r\n';
    const ok = await editor.postMultipart<{ imported: number }>('/api/admin/exchange-rates/import', [{ data: good, name: '汇率.csv' }]);
    expect(ok.body).toMatchObject({ result: true, data: { imported: 2 } });
    expect(await rateOn('2019-06-04')).toMatchObject({ cnyPerUsd: 6.91 });
    const bad = '日期,人民币/美元\r\n2019-06-05,6.9\r\n2019-06-06,abc\r\n';
    const refused = await editor.postMultipart('/api/admin/exchange-rates/import', [{ data: bad, name: 'bad.csv' }]);
    expect(refused.body).toMatchObject({ result: false, code: 2409, message: '第3行：汇率应为大于0且小于100的数字' });
    expect(await rateOn('2019-06-05')).toBeUndefined();
  });

  it('answers bad input with Chinese messages and needs index:manage', async () => {
    const zero = await editor.post('/api/admin/exchange-rates/create', { date: '2019-05-07', cnyPerUsd: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('汇率应为大于0的数字');
    const badDate = await editor.post('/api/admin/exchange-rates/create', { date: '2019-02-30', cnyPerUsd: 7 });
    expect(badDate.body.message).toBe('日期不是有效日期');
    expect((await reviewer.get('/api/admin/exchange-rates/list', { currentPage: 1, pageSize: 10 })).body.code).toBe(403);
  });
});
