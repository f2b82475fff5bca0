import type { Page } from '@playwright/test';
import type { LatestValues, SeriesPoint, SeriesResult } from '@coal/contracts';
import { decryptJson } from '@coal/contracts/cipher';
import {
  addComparison,
  addDays,
  apiGet,
  canvasPainted,
  expect,
  formatIndexValue,
  formatPctChange,
  HOLIDAY_SLACK,
  readChart,
  readEnvelope,
  subtractMonths,
  test,
} from '../support/fixtures.ts';

/** The history table's rows per page until someone picks another size. */
const HISTORY_PAGE_SIZE = 10;

/** The change columns after 日期, 数值 and 涨跌, in the table's order. */
const PCT_COLUMNS = ['prev', 'wow', 'mom', 'yoy'] as const;

/** The total the history table's pager reports ("共 60 条"). */
async function historyTotal(page: Page): Promise<number> {
  const text = await page.getByRole('tabpanel', { name: '历史数据' }).locator('.ant-pagination-total-text').innerText();
  return Number(/共\s*(\d+)\s*条/.exec(text)?.[1] ?? NaN);
}

/** The rows of the history table. */
const historyRows = (page: Page) => page.getByRole('tabpanel', { name: '历史数据' }).locator('.ant-table-tbody tr.ant-table-row');

/** A daily period as the price page shows it in its tables and tooltips: 2026-11-20. */
const dayText = (period: string): string => period;

/** A series call the page made: its parameters (opened from `$kw`) and the points it got. */
interface SeriesCall {
  params: Record<string, string>;
  points: SeriesPoint[];
}

/** Records every series call of the page from now on, opening the sealed parameters and answers. */
function recordSeriesCalls(page: Page): SeriesCall[] {
  const calls: SeriesCall[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/api/priceIndex/series')) return;
    // The e2e server runs with parameter encryption on: the parameters travel inside `$kw`.
    const sealed = url.searchParams.get('$kw');
    const params = sealed ? (decryptJson<Record<string, string>>(sealed) ?? {}) : Object.fromEntries(url.searchParams);
    const answer = await readEnvelope<SeriesResult>(response);
    calls.push({ params, points: answer.data.series.flatMap((s) => s.points) });
  });
  return calls;
}

/** Chooses a range of the chart (近1月 … 全部). */
async function chooseRange(page: Page, label: string) {
  await page.locator('.coal-price-toolbar .ant-segmented').getByText(label, { exact: true }).click();
}

test.describe('price index page /portal/Price (spec: price indexes)', () => {
  test('picking an index shows its latest value with its changes, the chart and its history', async ({ page }) => {
    const latest = await apiGet<LatestValues>(page, '/api/priceIndex/latest', { familyCode: 'CCP' });
    const target = latest.data.list.find((v) => v.code === 'CCP-TC5000');
    expect(target, 'demo index CCP-TC5000').toBeDefined();
    const { value, decimals, name, period, changes } = target!;

    await page.goto('portal/Price');
    const nav = page.getByRole('navigation', { name: '指数列表' });
    // Every index of the family is listed with its latest value.
    await expect(nav.getByRole('button', { name: new RegExp(name) })).toContainText(formatIndexValue(value, decimals));
    await nav.getByRole('button', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(/[?&]code=CCP-TC5000/);
    await expect(nav.getByRole('button', { name: new RegExp(name) })).toHaveAttribute('aria-current', 'true');

    const headline = page.locator('header').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(headline.getByLabel('最新值')).toHaveText(`${formatIndexValue(value, decimals)}${target!.unitName}`);
    await expect(headline).toContainText(formatPctChange(changes.prev.pct));
    await expect(headline).toContainText(`数据日期 ${dayText(period)}`);
    const changeList = headline.getByLabel('涨跌幅');
    for (const key of ['prev', 'wow', 'mom', 'yoy'] as const) await expect(changeList).toContainText(formatPctChange(changes[key].pct));

    // The chart is drawn and holds this index's data over the default range (近3月).
    const chart = page.getByRole('img', { name: `${name}走势图`, exact: true });
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect.poll(() => canvasPainted(chart)).toBe(true);
    await expect.poll(async () => (await readChart(chart)).map((s) => s.name)).toEqual([name]);
    const [series] = await readChart(chart);
    expect(series!.points.length).toBeGreaterThan(5);
    expect(series!.points[0]![0] >= addDays(subtractMonths(period, 3), 1)).toBe(true);

    // The history table starts with the latest value, with the changes the headline shows.
    const firstRow = historyRows(page).first();
    await expect(firstRow.locator('td').nth(0)).toHaveText(dayText(period));
    await expect(firstRow.locator('td').nth(1)).toHaveText(formatIndexValue(value, decimals));
    for (const [i, key] of PCT_COLUMNS.entries()) await expect(firstRow.locator('td').nth(3 + i), key).toHaveText(formatPctChange(changes[key].pct));
  });

  test('switching the range changes the chart’s dates and the history table', async ({ page }) => {
    const latest = await apiGet<LatestValues>(page, '/api/priceIndex/latest', { codes: 'CCP-TC5500' });
    const { name, period } = latest.data.list[0]!;
    await page.goto('portal/Price?family=CCP&code=CCP-TC5500');
    const chart = page.getByRole('img', { name: `${name}走势图`, exact: true });
    const firstDay = async () => (await readChart(chart))[0]?.points[0]?.[0] ?? '';

    // Default 近3月.
    await expect.poll(firstDay).not.toBe('');
    const threeMonthsFrom = addDays(subtractMonths(period, 3), 1);
    expect((await firstDay()) >= threeMonthsFrom).toBe(true);
    expect((await firstDay()) <= addDays(threeMonthsFrom, HOLIDAY_SLACK)).toBe(true);
    await expect.poll(() => historyTotal(page)).toBeGreaterThan(30);
    const threeMonthRows = await historyTotal(page);

    await chooseRange(page, '近1月');
    const oneMonthFrom = addDays(subtractMonths(period, 1), 1);
    await expect.poll(async () => (await firstDay()) >= oneMonthFrom).toBe(true);
    expect((await firstDay()) <= addDays(oneMonthFrom, HOLIDAY_SLACK)).toBe(true);
    await expect.poll(() => historyTotal(page)).toBeLessThan(threeMonthRows);
    const oneMonthRows = await historyTotal(page);
    expect(oneMonthRows).toBeGreaterThan(10);

    await chooseRange(page, '近1年');
    const oneYearFrom = addDays(subtractMonths(period, 12), 1);
    await expect.poll(async () => (await firstDay()) <= addDays(oneYearFrom, HOLIDAY_SLACK)).toBe(true);
    expect((await firstDay()) >= oneYearFrom).toBe(true);
    await expect.poll(() => historyTotal(page)).toBeGreaterThan(threeMonthRows * 3);

    // The newest row stays the latest value whatever the range.
    const rows = page.getByRole('tabpanel', { name: '历史数据' }).locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first().locator('td').first()).toHaveText(dayText(period));
  });

  test('the history asks the changes of the rows it shows only, and they are the whole range’s figures', async ({ page }) => {
    const latest = await apiGet<LatestValues>(page, '/api/priceIndex/latest', { codes: 'CCP-TC5500' });
    const { period, decimals } = latest.data.list[0]!;
    const oneYearFrom = addDays(subtractMonths(period, 12), 1);
    const calls = recordSeriesCalls(page);
    await page.goto('portal/Price?family=CCP&code=CCP-TC5500');
    await expect(historyRows(page).first().locator('td').first()).toHaveText(dayText(period));

    await chooseRange(page, '近1年');
    await expect.poll(() => historyTotal(page)).toBeGreaterThan(200);
    await page.getByRole('tabpanel', { name: '历史数据' }).getByTitle('2', { exact: true }).click();
    // Page 2 shows rows 11–20 with the figures a call over the whole year answers for them.
    const wholeYear = await apiGet<SeriesResult>(page, '/api/priceIndex/series', { codes: 'CCP-TC5500', from: oneYearFrom, to: period, changes: '1' });
    const expected = [...wholeYear.data.series[0]!.points].reverse().slice(HISTORY_PAGE_SIZE, 2 * HISTORY_PAGE_SIZE);
    await expect(historyRows(page).first().locator('td').first()).toHaveText(dayText(expected[0]!.period));
    for (const [row, point] of expected.entries()) {
      const cells = historyRows(page).nth(row).locator('td');
      await expect(cells.nth(0)).toHaveText(dayText(point.period));
      await expect(cells.nth(1)).toHaveText(formatIndexValue(point.value, decimals));
      for (const [i, key] of PCT_COLUMNS.entries())
        await expect(cells.nth(3 + i), `${point.period} ${key}`).toHaveText(formatPctChange(point.changes![key].pct));
    }

    await chooseRange(page, '全部');
    await expect.poll(() => calls.some((c) => c.points.length > 600)).toBe(true);
    // Still page 2 (the pager keeps its page when the total grows): the same window's figures.
    await expect(historyRows(page).first().locator('td').nth(3)).toHaveText(formatPctChange(expected[0]!.changes!.prev.pct));

    // The long ranges came without changes; every call with changes=1 was one page of the main index.
    const withChanges = calls.filter((c) => c.params.changes === '1');
    expect(withChanges.length).toBeGreaterThanOrEqual(2);
    for (const { params, points } of withChanges) {
      expect(params.codes).toBe('CCP-TC5500');
      expect(points.length, `${params.from}…${params.to}`).toBeGreaterThan(0);
      expect(points.length, `${params.from}…${params.to}`).toBeLessThanOrEqual(HISTORY_PAGE_SIZE);
    }
    const longRanges = calls.filter((c) => c.points.length > HISTORY_PAGE_SIZE);
    expect(longRanges.map((c) => c.params.from)).toEqual(expect.arrayContaining([oneYearFrom]));
    for (const { points } of longRanges) expect(points.every((p) => p.changes === undefined)).toBe(true);
  });

  test('adding indexes to the comparison draws one more series each', async ({ page }) => {
    await page.goto('portal/Price?family=CCP&code=CCP-TC5500');
    const main = '全国动力煤5500大卡综合价格';
    const second = '山西动力煤5500大卡坑口价';
    const third = '秦皇岛港5500大卡动力煤平仓价';
    const fourth = '全国炼焦煤综合价格';
    await expect.poll(async () => (await readChart(page.getByRole('img', { name: `${main}走势图` }))).length).toBe(1);

    await addComparison(page, second);
    const two = page.getByRole('img', { name: `${main}、${second}走势图`, exact: true });
    await expect.poll(async () => (await readChart(two)).map((s) => s.name), { timeout: 30_000 }).toEqual([main, second]);
    await expect.poll(() => canvasPainted(two)).toBe(true);

    await addComparison(page, third);
    const three = page.getByRole('img', { name: `${main}、${second}、${third}走势图`, exact: true });
    await expect.poll(async () => (await readChart(three)).map((s) => s.name), { timeout: 30_000 }).toEqual([main, second, third]);
    for (const series of await readChart(three)) expect(series.points.length, series.name).toBeGreaterThan(5);

    // A fourth index still fits (four in all); then every other option is disabled.
    await addComparison(page, fourth);
    const four = page.getByRole('img', { name: `${main}、${second}、${third}、${fourth}走势图`, exact: true });
    await expect.poll(async () => (await readChart(four)).length, { timeout: 30_000 }).toBe(4);
    await page.getByRole('combobox', { name: '对比指数' }).click();
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect(dropdown.locator('.ant-select-item-option').filter({ hasText: '全国冶金焦综合价格' })).toHaveClass(/ant-select-item-option-disabled/);
    await page.keyboard.press('Escape');

    // Removing one takes its series off the chart.
    await page
      .locator('.ant-select-selection-item')
      .filter({ hasText: second.slice(0, 10) })
      .locator('.ant-select-selection-item-remove')
      .click();
    const after = page.getByRole('img', { name: `${main}、${third}、${fourth}走势图`, exact: true });
    await expect.poll(async () => (await readChart(after)).map((s) => s.name)).toEqual([main, third, fourth]);
  });

  test('a retired index still charts its history, counted back from its last value', async ({ page }) => {
    const answer = await apiGet<SeriesResult>(page, '/api/priceIndex/series', { codes: 'CCP-TC5800' });
    const last = answer.data.to;
    const name = answer.data.series[0]!.name;
    await page.goto('portal/Price?family=CCP&code=CCP-TC5800');
    const headline = page.locator('header').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(headline.getByText('已停发', { exact: true })).toBeVisible();

    const chart = page.getByRole('img', { name: `${name}走势图`, exact: true });
    await expect.poll(async () => (await readChart(chart))[0]?.points.length ?? 0).toBeGreaterThan(5);
    const from = addDays(subtractMonths(last, 3), 1);
    const firstDay = (await readChart(chart))[0]!.points[0]![0];
    expect(firstDay >= from && firstDay <= addDays(from, HOLIDAY_SLACK), firstDay).toBe(true);
    await expect(page.getByText('所选区间暂无数据')).toHaveCount(0);
    const rows = page.getByRole('tabpanel', { name: '历史数据' }).locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first().locator('td').first()).toHaveText(dayText(last));
  });
});
