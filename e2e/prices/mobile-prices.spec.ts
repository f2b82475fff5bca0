import type { Page } from '@playwright/test';
import type { IndexFamily, LatestValues, MarketTrendChart, Page as ListPage } from '@coal/contracts';
import {
  addDays,
  apiGet,
  canvasPainted,
  expect,
  formatIndexValue,
  formatPctChange,
  HOLIDAY_SLACK,
  PHONE_UA,
  readChart,
  subtractMonths,
  test,
} from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA });

/** Every latest value of a family is in the list with its value and change, as the server answers them. */
async function expectLatestList(page: Page, familyCode: string) {
  const latest = await apiGet<LatestValues>(page, '/api/priceIndex/latest', { familyCode });
  expect(latest.data.list.length).toBeGreaterThan(0);
  for (const v of latest.data.list) {
    const item = page.locator('.adm-list-item').filter({ hasText: v.name });
    await expect(item).toContainText(`${v.code} · `);
    await expect(item).toContainText(formatIndexValue(v.value, v.decimals));
    await expect(item).toContainText(formatPctChange(v.changes.prev.pct));
  }
  return latest.data.list;
}

test.describe('mobile price pages at phone size', () => {
  test('/mobile/price draws the market charts and opens a family with its latest values', async ({ page }) => {
    const charts = await apiGet<ListPage<MarketTrendChart>>(page, '/api/marketTrend/findMarketTrendInfoList', {
      placement: 'mobile',
      currentPage: '1',
      pageSize: '10',
    });
    expect(charts.data.list.length).toBeGreaterThan(1);
    const [firstChart, secondChart] = charts.data.list as [MarketTrendChart, MarketTrendChart];
    const families = await apiGet<IndexFamily[]>(page, '/api/priceIndex/families');

    await page.goto('mobile/price');
    const first = page.getByRole('img', { name: `${firstChart.title}走势图`, exact: true });
    await expect.poll(async () => (await readChart(first)).map((s) => s.name)).toEqual(firstChart.series.map((s) => s.name));
    await expect.poll(() => canvasPainted(first)).toBe(true);

    // The next chart's tab draws that chart, at the phone's width.
    await page.locator('.adm-tabs-tab').filter({ hasText: secondChart.title }).tap();
    const second = page.getByRole('img', { name: `${secondChart.title}走势图`, exact: true });
    await expect.poll(async () => (await readChart(second)).map((s) => s.name)).toEqual(secondChart.series.map((s) => s.name));
    await expect.poll(() => canvasPainted(second)).toBe(true);
    const width = await second
      .locator('canvas')
      .first()
      .evaluate((c: HTMLCanvasElement) => c.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(250);
    expect(width).toBeLessThanOrEqual(390);

    // The three families, each with its number of indexes.
    for (const code of ['CCP', 'SXCCP', 'SCSPI']) {
      const family = families.data.find((f) => f.code === code)!;
      await expect(page.getByRole('button', { name: new RegExp(family.name) })).toContainText(`${code} · 共${family.products.length}个指数`);
    }
    const ccp = families.data.find((f) => f.code === 'CCP')!;
    await page.getByRole('button', { name: new RegExp(ccp.name) }).tap();
    await expect(page).toHaveURL(/\/mobile\/priceCCP$/);
    await expect(page.getByRole('heading', { name: ccp.name })).toBeVisible();
    await expectLatestList(page, 'CCP');
  });

  test('/mobile/priceIndex switches family and a tap opens the index: value, changes, chart and ranges', async ({ page }) => {
    await page.goto('mobile/priceIndex');
    await expectLatestList(page, 'CCP');
    await page.locator('.adm-tabs-tab').filter({ hasText: '山西煤炭' }).tap();
    const shanxi = await expectLatestList(page, 'SXCCP');
    const target = shanxi.find((v) => v.frequency === 'daily')!;

    await page.locator('.adm-list-item').filter({ hasText: target.name }).tap();
    await expect(page).toHaveURL(new RegExp(`/mobile/PriceIndexPro1\\?code=${target.code}$`));
    const detail = page.getByRole('article', { name: target.name });
    await expect(detail.getByRole('heading', { name: target.name })).toBeVisible();
    await expect(detail.locator('.coal-m-detail__value')).toHaveText(`${formatIndexValue(target.value, target.decimals)} ${target.unitName}`);
    await expect(detail).toContainText(`数据日期 ${target.period}`);
    for (const key of ['prev', 'wow', 'mom', 'yoy'] as const) {
      await expect(detail.locator('.coal-m-detail__changes')).toContainText(formatPctChange(target.changes[key].pct));
    }

    // The chart: this index over 近3月, then 近1年.
    const chart = detail.getByRole('img', { name: `${target.name}走势图，左右拖动查看，点按读数`, exact: true });
    const firstDay = async () => (await readChart(chart))[0]?.points[0]?.[0] ?? '';
    await expect.poll(async () => (await readChart(chart)).map((s) => s.name)).toEqual([target.name]);
    await expect.poll(() => canvasPainted(chart)).toBe(true);
    const threeMonths = addDays(subtractMonths(target.period, 3), 1);
    const inRange = async (from: string) => {
      const day = await firstDay();
      return day >= from && day <= addDays(from, HOLIDAY_SLACK);
    };
    expect(await inRange(threeMonths)).toBe(true);
    await detail.locator('.adm-capsule-tabs-tab').filter({ hasText: '近1年' }).tap();
    await expect.poll(() => inRange(addDays(subtractMonths(target.period, 12), 1))).toBe(true);

    // History, newest first.
    const firstRow = detail.locator('.coal-m-history tbody tr').first();
    await expect(firstRow.locator('td').nth(0)).toHaveText(target.period);
    await expect(firstRow.locator('td').nth(1)).toHaveText(formatIndexValue(target.value, target.decimals));
  });

  test('/mobile/PriceIndexPro lists the index products by family and opens one', async ({ page }) => {
    const families = await apiGet<IndexFamily[]>(page, '/api/priceIndex/families');
    await page.goto('mobile/PriceIndexPro');
    for (const family of families.data) {
      const list = page.locator('.adm-list').filter({ has: page.locator('.adm-list-header', { hasText: family.name }) });
      await expect(list.locator('.adm-list-item')).toHaveCount(family.products.length);
    }
    const product = families.data.find((f) => f.code === 'SCSPI')!.products.find((p) => p.code === 'SC-QHD5500')!;
    await page.locator('.adm-list-item').filter({ hasText: product.name }).tap();
    await expect(page).toHaveURL(/\/mobile\/PriceIndexPro1\?code=SC-QHD5500$/);
    const detail = page.getByRole('article', { name: product.name });
    await expect(detail.getByText('SC-QHD5500', { exact: true })).toBeVisible();
    await expect(detail.getByText(product.deliveryBasisName, { exact: true })).toBeVisible();
    const chart = detail.getByRole('img', { name: `${product.name}走势图，左右拖动查看，点按读数` });
    await expect.poll(async () => (await readChart(chart))[0]?.points.length ?? 0).toBeGreaterThan(5);
    // The methodology unfolds.
    await detail.getByText('编制方法', { exact: true }).tap();
    await expect(detail.getByText(product.methodology.split('\n').find(Boolean)!, { exact: true })).toBeVisible();
  });

  test('a retired index opens from the catalogue with its history charted', async ({ page }) => {
    const families = await apiGet<IndexFamily[]>(page, '/api/priceIndex/families');
    const retired = families.data.flatMap((f) => f.products).find((p) => !p.active)!;
    await page.goto('mobile/PriceIndexPro');
    const item = page.locator('.adm-list-item').filter({ hasText: retired.name });
    await expect(item.getByText('已停发', { exact: true })).toBeVisible();
    await item.tap();
    await expect(page).toHaveURL(new RegExp(`code=${retired.code}$`));
    const detail = page.getByRole('article', { name: retired.name });
    const chart = detail.getByRole('img', { name: `${retired.name}走势图，左右拖动查看，点按读数` });
    await expect.poll(async () => (await readChart(chart))[0]?.points.length ?? 0).toBeGreaterThan(5);
    await expect(detail.getByText('所选区间暂无数据')).toHaveCount(0);
    await expect(detail.locator('.coal-m-history tbody tr')).toHaveCount(10);
  });
});
