import type { AdminFinanceProduct, DigitalFinanceData } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';
import { lastLogs, startLibraryServer } from '../library/library-test-kit.ts';

let server: TestServer, tourist: TestClient, editor: TestClient;
beforeAll(async () => ({ server, tourist, editor } = await startWithClients({ tourist: 'tourist', editor: 'staff:editor' }, startLibraryServer)));
afterAll(() => server.close());

describe('digital finance', () => {
  it('answers the DigitalFinance page data: the three financing products with display texts', async () => {
    const data = (await tourist.get<DigitalFinanceData>('/api/digitalFinance/getData')).body.data;
    expect(data.types.map((t) => t.name)).toEqual(['仓单质押', '应收账款融资', '预付款融资']);
    expect(data.products[0]).toMatchObject({ rateText: '4.35%-6.50%', termText: '1-12个月', limitText: '最高5,000万元', typeName: '仓单质押' });
    expect(data.products[2]!.limitText).toBe('面议');
    expect(data.products.every((p) => p.name.includes('演示'))).toBe(true);
  });

  it('is managed under company:manage; ranges are checked', async () => {
    const body = { type: 'other', name: '测试产品', provider: '测试银行', rateMin: '3.5', rateMax: '3.5', termMinMonths: 6, termMaxMonths: 6 };
    const created = await editor.post<AdminFinanceProduct>('/api/admin/finance/create', body);
    expect(created.body.data).toMatchObject({ rateText: '3.50%', termText: '6个月', limitText: '面议', enabled: true });
    expect((await lastLogs(server))[0]).toMatchObject({ action: '新增金融产品', result: 'success' });
    expect((await tourist.get<DigitalFinanceData>('/api/digitalFinance/getData')).body.data.types.map((t) => t.type)).toContain('other');
    await editor.post('/api/admin/finance/update', { ...body, id: created.body.data.id, rateMax: '4.2', enabled: 'false' });
    // The edit's operation-log row keeps what changed, before → after.
    expect((await lastLogs(server))[0]!.detail).toEqual({
      changes: [
        { field: '最高年化利率', before: '3.5', after: '4.2' },
        { field: '启用', before: '是', after: '否' },
      ],
    });
    expect((await tourist.get<DigitalFinanceData>('/api/digitalFinance/getData')).body.data.types.map((t) => t.type)).not.toContain('other');

    const inverted = await editor.post('/api/admin/finance/create', { ...body, rateMin: '9', rateMax: '3' });
    expect(inverted.status).toBe(400);
    expect(inverted.body.message).toBe('最低值不能大于最高值（利率、期限）');
    expect((await editor.post('/api/admin/finance/create', { ...body, rateMin: 'abc' })).status).toBe(400);
    expect((await editor.post('/api/admin/finance/delete', { id: created.body.data.id })).body.result).toBe(true);
  });
});
