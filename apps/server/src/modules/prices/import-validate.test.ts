import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { readUpload } from './import-parse.ts';
import { type ImportProduct, normalizePeriod, validateRows } from './import-validate.ts';

const PRODUCTS = new Map<string, ImportProduct>([
  ['CCP-TC5500', { id: 1, code: 'CCP-TC5500', name: '动力煤', frequency: 'daily' }],
  ['CCP-COMP', { id: 2, code: 'CCP-COMP', name: '综合指数', frequency: 'monthly' }],
]);
const TODAY = '2026-11-22';

async function check(csv: string | Buffer) {
  return validateRows(await readUpload(Buffer.isBuffer(csv) ? csv : Buffer.from(csv)), PRODUCTS, TODAY);
}

async function badRequest(run: () => Promise<unknown>): Promise<string> {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(400);
  return (error as AppError).message;
}

describe('import validation', () => {
  it('reads a clean CSV (with BOM, the export’s extra columns, quoted fields, thousands separators)', async () => {
    const { rows, errors } = await check(
      '\uFEFF指数代码,日期,数值,指数名称\r\nCCP-TC5500,2026-11-19,935,"动力煤,5500"\r\nCCP-TC5500,2026/11/20,"1,001.5",\r\nCCP-COMP,2026-10,812.25\r\n',
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 2, productId: 1, period: '2026-11-19', value: 935 },
      { line: 3, productId: 1, period: '2026-11-20', value: 1001.5 },
      { line: 4, productId: 2, period: '2026-10-01', value: 812.25 },
    ]);
  });

  it('reports every bad row with its line number (blank lines counted)', async () => {
    const csv = [
      'code,date,value',
      'CCP-TC5500,2026-11-16,900',
      'NOPE,2026-11-17,900',
      '',
      'CCP-TC5500,2026-13-01,900',
      'CCP-TC5500,2026-11-18,-5',
      'CCP-TC5500,2026-11-19,',
      'CCP-TC5500,2026-11-16,901',
      'CCP-TC5500,2026-12-01,900',
      'CCP-COMP,2026-10-15,800',
      ',20261120,abc',
    ].join('\n');
    const { rows, errors } = await check(csv);
    expect(rows.map((r) => r.line)).toEqual([2]);
    expect(errors).toEqual([
      { line: 3, column: '指数代码', message: '指数代码不存在：NOPE' },
      { line: 5, column: '日期', message: '日期不是有效日期：2026-13-01' },
      { line: 6, column: '数值', message: '数值必须大于0' },
      { line: 7, column: '数值', message: '数值不能为空' },
      { line: 8, column: '日期', message: '与第2行重复（CCP-TC5500 2026-11-16）' },
      { line: 9, column: '日期', message: '日期不能晚于今天：2026-12-01' },
      { line: 10, column: '日期', message: '月度指数的日期应为当月1日（或写作 YYYY-MM）' },
      { line: 11, column: '指数代码', message: '指数代码不能为空' },
      { line: 11, column: '数值', message: '数值必须是数字' },
    ]);
  });

  it('refuses a file without the needed columns, an empty file, and a file with only a header', async () => {
    expect(await badRequest(() => check('指数代码,数值\nCCP-TC5500,900\n'))).toContain('文件缺少列：日期');
    expect(await badRequest(() => check(''))).toBe('文件中没有数据行');
    expect(await badRequest(() => check('指数代码,日期,数值\n'))).toBe('文件中没有数据行');
  });

  it('refuses binary and old-format Excel files, and broken CSV quoting', async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await badRequest(() => readUpload(ole))).toBe('仅支持 CSV 或 Excel（.xlsx）文件');
    expect(await badRequest(() => readUpload(Buffer.from([1, 2, 0, 4])))).toBe('仅支持 CSV 或 Excel（.xlsx）文件');
    expect(await badRequest(() => readUpload(Buffer.from('a,b,c\n"x,1,2\n')))).toContain('CSV 格式有误');
  });

  it('decodes GB18030 CSV as Excel on Chinese Windows writes it', async () => {
    // "指数代码,日期,数值" in GB18030, then one row.
    const header = Buffer.from('d6b8cafdb4fac2eb2cc8d5c6da2ccafdd6b50a', 'hex');
    const { rows, errors } = await check(Buffer.concat([header, Buffer.from('CCP-TC5500,2026-11-20,940\n')]));
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(1);
  });

  it('reads the first sheet of an .xlsx file, with date and number cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('数据');
    sheet.addRow(['指数代码', '日期', '数值']);
    sheet.addRow(['CCP-TC5500', new Date(Date.UTC(2026, 10, 20)), 940.5]);
    sheet.addRow(['CCP-TC5500', '2026-11-19', { formula: '900+35', result: 935 }]);
    sheet.addRow(['CCP-TC5500', 'not a date', 1]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const { rows, errors } = await check(buffer);
    expect(rows).toEqual([
      { line: 2, productId: 1, period: '2026-11-20', value: 940.5 },
      { line: 3, productId: 1, period: '2026-11-19', value: 935 },
    ]);
    expect(errors).toEqual([{ line: 4, column: '日期', message: '日期格式应为YYYY-MM-DD' }]);
  });

  it('normalizes the date forms people type', () => {
    expect(normalizePeriod('2026.1.5', 'daily')).toEqual({ period: '2026-01-05' });
    expect(normalizePeriod('20260105', 'daily')).toEqual({ period: '2026-01-05' });
    expect(normalizePeriod('2026-01', 'daily').error).toBe('日期格式应为YYYY-MM-DD');
    expect(normalizePeriod('2026/2', 'monthly')).toEqual({ period: '2026-02-01' });
  });

  it('accepts a weekend date of a daily index with a warning, not of a monthly one', async () => {
    const { rows, errors, warnings } = await check(
      '指数代码,日期,数值\nCCP-TC5500,2026-11-20,900\nCCP-TC5500,2026-11-21,901\nCCP-TC5500,2026-11-22,902\nCCP-COMP,2026-11,800\n',
    );
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(4);
    expect(warnings).toEqual([
      { line: 3, column: '日期', message: '周末日期：2026-11-21（星期六），日度指数通常只在交易日发布' },
      { line: 4, column: '日期', message: '周末日期：2026-11-22（星期日），日度指数通常只在交易日发布' },
    ]);
  });
});
