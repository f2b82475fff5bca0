import { describe, expect, it } from 'vitest';
import { exportTableToCsv, exportTableToXlsx, fixed } from '../../lib/export-table.ts';
import { seriesExportTable, seriesToCsv } from './export.ts';

describe("an index's figures in a download", () => {
  const series = (code: string, decimals: number, values: number[]) => ({
    code,
    name: `指数${code}`,
    unit: 'CNY/t' as const,
    unitName: '元/吨',
    frequency: 'daily' as const,
    decimals,
    demo: false,
    points: values.map((value, i) => ({ period: `2026-11-0${i + 2}`, value })),
  });

  it("writes the index's decimals in CSV, whatever each value has", () => {
    const csv = seriesToCsv([series('A', 2, [132, 133.03])]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual(['A,2026-11-02,132.00,指数A,元/吨,,,', 'A,2026-11-03,133.03,指数A,元/吨,,,']);
    expect(
      exportTableToCsv({ title: 't', meta: [], columns: ['x'], rows: [[fixed(7.1666, 3)], [fixed(null, 3)]], fileName: { ascii: 'a', chinese: 'a' } }),
    ).toContain('\r\n7.167\r\n\r\n');
  });

  it("formats Excel cells with each index's decimals, a comparison's rows each with their own", async () => {
    const { default: ExcelJS } = await import('exceljs');
    const table = seriesExportTable({ from: '2026-11-02', to: '2026-11-03', series: [series('A', 3, [132, 133.5]), series('B', 0, [900.25])] }, ['A', 'B']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportTableToXlsx(table)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const first = table.meta.length + 4;
    expect([0, 1, 2].map((i) => [sheet.getRow(first + i).getCell(3).value, sheet.getRow(first + i).getCell(3).numFmt])).toEqual([
      [132, '#,##0.000'],
      [133.5, '#,##0.000'],
      [900.25, '#,##0'],
    ]);
  });
});
