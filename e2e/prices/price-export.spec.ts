import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import type { LatestValues } from '@coal/contracts';
import { addComparison, addDays, apiGet, expect, subtractMonths, test } from '../support/fixtures.ts';

const HEADER = '指数代码,日期,数值,指数名称,单位,涨跌,涨跌幅(%),备注';

interface CsvRow {
  code: string;
  period: string;
  value: number;
  name: string;
}

/** Clicks 下载CSV and answers the saved file. */
async function downloadCsv(page: Page): Promise<Download> {
  const download = page.waitForEvent('download');
  // The icon's label is part of the name ("download 下载CSV").
  await page.getByRole('button', { name: /下载CSV$/ }).click();
  return download;
}

/** Reads a downloaded export: the BOM for Excel, CRLF lines, the header, then the rows. */
async function readCsv(download: Download): Promise<{ header: string; rows: CsvRow[] }> {
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0), 'UTF-8 BOM for Excel').toBe(0xfeff);
  const [header = '', ...lines] = text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '');
  const rows = lines.map((line) => {
    const [code = '', period = '', value = '', name = ''] = line.split(',');
    return { code, period, value: Number(value), name };
  });
  return { header, rows };
}

async function historyTotal(page: Page): Promise<number> {
  const text = await page.getByRole('tabpanel', { name: '历史数据' }).locator('.ant-pagination-total-text').innerText();
  return Number(/共\s*(\d+)\s*条/.exec(text)?.[1] ?? NaN);
}

test.describe('CSV download of the price page', () => {
  test('下载CSV saves the shown index over the shown range, with a header and its data rows', async ({ page }) => {
    const latest = await apiGet<LatestValues>(page, '/api/priceIndex/latest', { codes: 'CCP-TC5500' });
    const { name, period, value } = latest.data.list[0]!;
    await page.goto('portal/Price?family=CCP&code=CCP-TC5500');
    await expect.poll(() => historyTotal(page)).toBeGreaterThan(0);
    const shownRows = await historyTotal(page);

    // Default range 近3月: the file is named after the index and the range.
    const from = addDays(subtractMonths(period, 3), 1);
    const download = await downloadCsv(page);
    expect(download.suggestedFilename()).toBe(`价格指数_CCP-TC5500_${from}_${period}.csv`);
    const { header, rows } = await readCsv(download);
    expect(header).toBe(HEADER);
    // As many rows as the history table lists, all of this index, in date order, in range.
    expect(rows).toHaveLength(shownRows);
    for (const row of rows) {
      expect(row.code).toBe('CCP-TC5500');
      expect(row.name).toBe(name);
      expect(row.value).toBeGreaterThan(0);
      expect(row.period >= from && row.period <= period, row.period).toBe(true);
    }
    expect(rows.map((r) => r.period)).toEqual(rows.map((r) => r.period).sort());
    // The last row is the latest value the page shows.
    expect(rows.at(-1)).toMatchObject({ period, value });
  });

  test('the download follows the range and the comparison', async ({ page }) => {
    const latest = await apiGet<LatestValues>(page, '/api/priceIndex/latest', { codes: 'CCP-TC5500,SX-TC5500' });
    const period = latest.data.list.find((v) => v.code === 'CCP-TC5500')!.period;
    await page.goto('portal/Price?family=CCP&code=CCP-TC5500');
    await expect.poll(() => historyTotal(page)).toBeGreaterThan(0);
    const threeMonths = await historyTotal(page);

    await page.locator('.coal-price-toolbar .ant-segmented').getByText('近1月', { exact: true }).click();
    await expect.poll(() => historyTotal(page)).toBeLessThan(threeMonths);
    await addComparison(page, '山西动力煤5500大卡坑口价');
    await expect(page.getByRole('img', { name: '全国动力煤5500大卡综合价格、山西动力煤5500大卡坑口价走势图' })).toBeVisible();

    const from = addDays(subtractMonths(period, 1), 1);
    const download = await downloadCsv(page);
    expect(download.suggestedFilename()).toBe(`价格指数_CCP-TC5500_SX-TC5500_${from}_${period}.csv`);
    const { header, rows } = await readCsv(download);
    expect(header).toBe(HEADER);
    const main = rows.filter((r) => r.code === 'CCP-TC5500');
    const compared = rows.filter((r) => r.code === 'SX-TC5500');
    expect(main).toHaveLength(await historyTotal(page));
    expect(compared.length).toBeGreaterThan(10);
    expect(main.length + compared.length).toBe(rows.length);
    for (const row of rows) expect(row.period >= from && row.period <= period, row.period).toBe(true);
  });
});

test.describe('Excel download of the price page', () => {
  test('下载Excel saves a valid workbook: the header block, then the same rows as the history', async ({ page }) => {
    const latest = await apiGet<LatestValues>(page, '/api/priceIndex/latest', { codes: 'CCP-TC5500' });
    const { name, period, value, unitName } = latest.data.list[0]!;
    await page.goto('portal/Price?family=CCP&code=CCP-TC5500');
    await expect.poll(() => historyTotal(page)).toBeGreaterThan(0);
    const shownRows = await historyTotal(page);

    const from = addDays(subtractMonths(period, 3), 1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /下载Excel$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`价格指数_CCP-TC5500_${from}_${period}.xlsx`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0]!;
    expect(String(sheet.getCell('A1').value)).toContain(name);
    const meta = new Map<string, string>();
    for (let r = 2; r <= 7; r++) meta.set(String(sheet.getCell(r, 1).value), String(sheet.getCell(r, 2).value));
    expect(meta.get('单位')).toBe(unitName);
    expect(meta.get('频率')).toBe('日度');
    expect(meta.get('区间')).toBe(`${from} 至 ${period}`);
    expect(meta.get('说明')).toContain('演示数据');
    expect(sheet.getRow(9).values).toEqual([undefined, ...HEADER.split(',')]);
    const rows = sheet.getRows(10, sheet.rowCount - 9) ?? [];
    expect(rows).toHaveLength(shownRows);
    const last = rows.at(-1)!;
    // The date is a real date cell (the trade date at 00:00 UTC), shown yyyy-mm-dd.
    expect([last.getCell(1).value, (last.getCell(2).value as Date).toISOString().slice(0, 10), last.getCell(3).value]).toEqual(['CCP-TC5500', period, value]);
    expect(last.getCell(2).numFmt).toBe('yyyy-mm-dd');
  });
});
