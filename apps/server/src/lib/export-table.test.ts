import { describe, expect, it } from 'vitest';
import { exportTableToCsv, exportTableToXlsx } from './export-table.ts';

describe('exportTableToCsv', () => {
  it('writes the header block, an empty line, then the columns and rows', () => {
    const csv = exportTableToCsv({
      title: '测试指数 月度统计',
      meta: [
        ['来源', '煤焦国际交易中心'],
        ['单位', '元/吨'],
      ],
      columns: ['月份', '均值'],
      rows: [
        ['2026-01', 801.5],
        ['2026-02', null],
      ],
      fileName: { ascii: 'stats', chinese: '统计' },
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['测试指数 月度统计', '来源,煤焦国际交易中心', '单位,元/吨', '', '月份,均值', '2026-01,801.5', '2026-02,', '']);
  });
});

describe('exportTableToXlsx', () => {
  it('writes the header block, a frozen bold column row, numbers as numbers and dates as dates', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const buffer = await exportTableToXlsx({
      title: '测试指数 月度统计',
      meta: [
        ['来源', '煤焦国际交易中心'],
        ['说明', '演示数据'],
      ],
      columns: ['日期', '均值', '备注'],
      rows: [
        ['2026-01-05', 801.5, null],
        ['2026-02-02', -3, '更正'],
      ],
      fileName: { ascii: 'stats', chinese: '统计' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('测试指数 月度统计');
    expect([sheet.getCell('A2').value, sheet.getCell('B2').value]).toEqual(['来源', '煤焦国际交易中心']);
    expect([sheet.getCell('A3').value, sheet.getCell('B3').value]).toEqual(['说明', '演示数据']);
    expect(sheet.getRow(4).cellCount).toBe(0);
    expect(sheet.getRow(5).values).toEqual([undefined, '日期', '均值', '备注']);
    expect(sheet.getRow(5).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    // A real date (Excel sorts and filters it as one), shown as the China trade date.
    expect(sheet.getCell('A6').value).toEqual(new Date('2026-01-05T00:00:00Z'));
    expect(sheet.getCell('A6').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('B6').value).toBe(801.5);
    expect(sheet.getCell('B7').value).toBe(-3);
    // One format per column: -3 shows as -3.0 beside 801.5.
    expect(sheet.getCell('B7').numFmt).toBe('#,##0.0');
    expect(sheet.getCell('A1').numFmt ?? 'General').toBe('General');
    expect(sheet.getCell('C6').value).toBeNull();
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(10);
  });
});
