import type { ImportReport, IndexProduct, LatestValues, SeriesResult } from '@coal/contracts';
import { desc, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.ts';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';
import { approvePending } from '../../test/approvals.ts';

let server: TestServer, editor: TestClient;
beforeAll(async () => ({ server, editor } = await startWithClients({ editor: 'staff:editor' })));
afterAll(() => server.close());

const VALIDATE = '/api/admin/indexValues/import/validate';
const COMMIT = '/api/admin/indexValues/import/commit';

/** Everything an import could change. */
async function snapshot() {
  const result = await server.database.db.execute(
    sql`select count(*)::int as n, coalesce(sum(value), 0)::text as total, (select string_agg(product_id || ':' || period || ':' || value, ',' order by product_id) from index_latest) as latest from index_values`,
  );
  return (result as unknown as { rows: unknown[] }).rows[0];
}
/** The catalog's name of an index (the report names each product it touches). */
const productName = async (code: string) => (await editor.get<IndexProduct>('/api/priceIndex/product', { code })).body.data.name;
const lastLog = async () => (await server.database.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1))[0]!;

describe('import of index values', () => {
  it('imports nothing from a file with a bad row, and reports it with its line number', async () => {
    const before = await snapshot();
    const csv = '指数代码,日期,数值\nSX-PCI,2020-01-03,1200\nSX-PCI,2020-01-10,abc\nSX-PCI,2020-01-17,1210\n';
    const res = await editor.postMultipart<ImportReport>(VALIDATE, [{ data: csv, name: 'bad.csv' }]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: false, code: 1101 });
    expect(res.body.message).toBe('第3行数值：数值必须是数字（共1处错误）。文件中有错误行，未导入任何数据');
    expect(res.body.data).toMatchObject({
      importId: null,
      total: 3,
      valid: 2,
      errorCount: 1,
      committed: false,
      errors: [{ line: 3, column: '数值', message: '数值必须是数字' }],
    });
    expect(await snapshot()).toEqual(before);
    expect(await lastLog()).toMatchObject({ action: '校验指数导入文件', target: 'bad.csv', result: 'failure' });
    // No batch was staged, so there is nothing to commit.
    const commit = await editor.post(COMMIT, { importId: '00000000-0000-4000-8000-000000000000' });
    expect(commit.body).toMatchObject({ result: false, code: 1102, message: '导入批次不存在或已过期，请重新上传文件' });
    expect(await snapshot()).toEqual(before);
  });

  it('validates, then commits a clean file in one go; the latest values follow', async () => {
    const csv = '指数代码,日期,数值\nSX-PCI,2020-01-03,1200\nSX-PCI,2020-01-10,1205.5\nCCP-COMP,2020-01,900\n';
    const before = await snapshot();
    const checked = await editor.postMultipart<ImportReport>(VALIDATE, [{ data: csv, name: '历史数据.csv' }]);
    expect(checked.body.result).toBe(true);
    expect(checked.body.data).toMatchObject({ fileName: '历史数据.csv', total: 3, valid: 3, inserted: 3, updated: 0, errorCount: 0 });
    expect(checked.body.data.products).toEqual([
      { code: 'SX-PCI', name: await productName('SX-PCI'), rows: 2, from: '2020-01-03', to: '2020-01-10' },
      { code: 'CCP-COMP', name: await productName('CCP-COMP'), rows: 1, from: '2020-01-01', to: '2020-01-01' },
    ]);
    expect(await snapshot()).toEqual(before); // validating writes nothing

    const committed = await editor.post<ImportReport>(COMMIT, { importId: checked.body.data.importId });
    expect(committed.body).toMatchObject({ result: true, data: { committed: true, inserted: 3 } });
    expect(await lastLog()).toMatchObject({ action: '导入指数数据', target: '历史数据.csv（3行）', result: 'success' });
    // One batch, approved as a whole by a second person; nothing is written before.
    expect(committed.body.data.approvalId).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
    expect(await approvePending(server)).toBe(1);
    const { data } = (await editor.get<SeriesResult>('/api/priceIndex/series', { codes: 'SX-PCI', from: '2020-01-01', to: '2020-01-31' })).body;
    expect(data.series[0]!.points).toEqual([
      { period: '2020-01-03', value: 1200 },
      { period: '2020-01-10', value: 1205.5 },
    ]);
    // Single use.
    expect((await editor.post(COMMIT, { importId: checked.body.data.importId })).body.code).toBe(1102);
  });

  it('round-trips the export: re-importing it overwrites, and a correction moves the latest value', async () => {
    const latest = (await editor.get<LatestValues>('/api/priceIndex/latest', { codes: 'SC-IDN3800' })).body.data.list[0]!;
    const exported = await (await fetch(`${server.url}/api/priceIndex/export?codes=SC-IDN3800&from=2026-01-01`)).text();
    const corrected = exported.replace(`SC-IDN3800,${latest.period},${latest.value},`, `SC-IDN3800,${latest.period},${latest.value + 1},`);
    const checked = await editor.postMultipart<ImportReport>(VALIDATE, [{ data: corrected, name: 'export.csv' }]);
    expect(checked.body.data).toMatchObject({ inserted: 0, errorCount: 0 });
    expect(checked.body.data.updated).toBe(checked.body.data.total);
    await editor.post(COMMIT, { importId: checked.body.data.importId });
    await approvePending(server);
    const after = (await editor.get<LatestValues>('/api/priceIndex/latest', { codes: 'SC-IDN3800' })).body.data.list[0]!;
    expect(after.value).toBe(Math.round((latest.value + 1) * 100) / 100);
    expect(after.changes.prev.change).toBe(Math.round((latest.changes.prev.change! + 1) * 1e4) / 1e4);
  });

  it('reads Excel (.xlsx) files too', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRows([
      ['指数代码', '日期', '数值'],
      ['SX-PCI', new Date(Date.UTC(2020, 0, 24)), 1215],
      ['SX-PCI', '2020-01-31', 1220],
    ]);
    const checked = await editor.postMultipart<ImportReport>(VALIDATE, [{ data: Buffer.from(await workbook.xlsx.writeBuffer()), name: 'values.xlsx' }]);
    expect(checked.body.data).toMatchObject({ valid: 2, errorCount: 0 });
    expect((await editor.post(COMMIT, { importId: checked.body.data.importId })).body.result).toBe(true);
  });

  it('keeps a staged batch to the staff member who uploaded it', async () => {
    const checked = await editor.postMultipart<ImportReport>(VALIDATE, [{ data: '指数代码,日期,数值\nSX-PCI,2019-12-27,1190\n', name: 'a.csv' }]);
    const admin = await server.staff('admin');
    expect((await admin.post(COMMIT, { importId: checked.body.data.importId })).body.code).toBe(1102);
    expect((await editor.post(COMMIT, { importId: checked.body.data.importId })).body.result).toBe(true);
  });

  it('answers 400 in Chinese for a missing file, a wrong format and missing columns', async () => {
    expect((await editor.post(VALIDATE, { file: 'x' })).body).toMatchObject({ code: 400, message: '请选择要导入的文件' });
    const xls = await editor.postMultipart(VALIDATE, [{ data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), name: 'old.xls' }]);
    expect(xls).toMatchObject({ status: 400, body: { message: '仅支持 CSV 或 Excel（.xlsx）文件' } });
    const columns = await editor.postMultipart(VALIDATE, [{ data: 'code,value\nSX-PCI,1\n', name: 'c.csv' }]);
    expect(columns).toMatchObject({ status: 400, body: { message: '文件缺少列：日期（表头应为 指数代码,日期,数值）' } });
    expect((await editor.post(COMMIT, { importId: 'nope' })).status).toBe(400);
  });

  it('serves an import template with the export’s columns', async () => {
    const res = await fetch(`${server.url}/api/admin/indexValues/template`, { headers: { 'e-user-token': editor.token! } });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe('指数代码,日期,数值,指数名称,单位,涨跌,涨跌幅(%),备注');
    // The example row names no real index: importing the template unchanged overwrites nothing.
    expect(lines[1]).toMatch(/^EXAMPLE-示例代码,/);
    const before = await snapshot();
    const imported = await editor.postMultipart<ImportReport>(VALIDATE, [{ data: lines.join('\n'), name: 'template.csv' }]);
    expect(imported.body.data).toMatchObject({
      importId: null,
      valid: 0,
      errors: [{ line: 2, column: '指数代码', message: '指数代码不存在：EXAMPLE-示例代码' }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('reports weekend dates of a daily index as warnings and still imports them', async () => {
    const checked = await editor.postMultipart<ImportReport>(VALIDATE, [
      { data: '指数代码,日期,数值\nCCP-TC5000,2020-02-08,701\nCCP-TC5000,2020-02-10,702\n', name: 'weekend.csv' },
    ]);
    expect(checked.body).toMatchObject({
      result: true,
      data: { valid: 2, errorCount: 0, warnings: [{ line: 2, column: '日期', message: '周末日期：2020-02-08（星期六），日度指数通常只在交易日发布' }] },
    });
    expect(checked.body.data.importId).toEqual(expect.any(String));
  });
});
