import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { backLoginAs, expect, readEnvelope, storedToken, test } from '../support/fixtures.ts';

/** Opens one of the 访问分析 pages from the back-office menu. */
async function openFromMenu(page: Page, title: string, path: RegExp) {
  await page.locator('.ant-layout-sider').getByText(title, { exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('.coal-manager__title')).toContainText(title);
}

/** A chart has drawn when its canvas is there (ECharts loads on demand). */
const drawn = (page: Page, name: string) => expect(page.getByRole('img', { name }).locator('canvas')).toBeVisible({ timeout: 20_000 });

test.describe('visitor analytics (访问分析, analytics:read)', () => {
  test('a tourist clicks a home banner; the analyst finds the click, its detail, and the visit in real time', async ({ page, browser }) => {
    test.slow(); // two people on a loaded machine
    await page.goto('portal/Home');
    const banner = page.locator('.coal-banner .slick-active a[title]').first();
    await expect(banner).toBeVisible();
    await banner.hover(); // the carousel pauses under the pointer: the banner read is the one clicked
    const title = (await banner.getAttribute('title'))!;
    await banner.click();
    await expect(page).not.toHaveURL(/portal\/Home$/);

    const staff = await (await browser.newContext()).newPage();
    await backLoginAs(staff, 'analyst');
    await openFromMenu(staff, '点击统计', /\/back\/ClickStatistics/);
    await staff.getByText('今天', { exact: true }).click();
    // Demo clicks on the same banner are recorded under the demo origin http://localhost:8080
    // (db/seed/analytics.ts; by time of day some may be today's): this click's row is the other one.
    const row = staff.getByRole('row').filter({ hasText: title }).filter({ hasNotText: 'localhost:8080' });
    // Search until it shows: a range that includes today is cached for 10 s.
    await expect(async () => {
      await staff.getByPlaceholder('点击内容或地址').fill(title);
      await staff.getByPlaceholder('点击内容或地址').press('Enter');
      await expect(row).toHaveCount(1, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(row.getByRole('cell').first()).toHaveText('首页横幅');
    expect(Number(await row.getByRole('cell').nth(3).textContent())).toBeGreaterThanOrEqual(1);

    await row.getByRole('link', { name: '详情' }).click();
    await expect(staff).toHaveURL(/\/back\/ClickStatisticsDetail\?.*eventName=click_banner/);
    await expect(staff.getByRole('cell', { name: '首页横幅' })).toBeVisible();
    await expect(staff.locator('.ant-descriptions')).toContainText(title);
    await expect(staff.getByLabel('点击量', { exact: true })).toContainText(/[1-9]/);
    await drawn(staff, '点击趋势图');
    // The tourist's click is among the newest, from this machine.
    await expect(staff.getByRole('region', { name: '最近点击' }).getByRole('row').nth(1)).toContainText('游客');

    await staff.getByText('返回上一页').click();
    await expect(staff).toHaveURL(/\/back\/ClickStatistics\?.*from=/);

    await openFromMenu(staff, '实时访客分析', /\/back\/RealTimeVisitorAnalysis$/);
    // Demo visitors have public addresses; the tourist's browser is on this machine.
    await expect(staff.getByRole('region', { name: '最新访问' }).getByRole('row').filter({ hasText: '127.0.0.*' }).first()).toBeVisible();
    await expect(staff.getByLabel('在线访客')).toContainText(/[1-9]/);
    await drawn(staff, '每分钟浏览量图');
    const toggle = staff.getByRole('switch', { name: '自动刷新' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await staff.context().close();
  });

  test('the analyst reads the site figures, the regions on the map, the most read pages, and exports them', async ({ page }) => {
    test.slow();
    await backLoginAs(page, 'analyst');
    await openFromMenu(page, '网站浏览统计', /\/back\/websiteBrowsing/);
    await expect(page.getByLabel('浏览量(PV)', { exact: true })).toContainText(/\d{2,}/);
    await expect(page.getByLabel('跳出率', { exact: true })).toContainText('%');
    await drawn(page, '浏览趋势图');
    await drawn(page, '来源分布图');
    await page.getByText('最近30天', { exact: true }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出CSV/ }).click();
    const csv = readFileSync(await (await download).path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe('日期,浏览量(PV),访客数(UV),访问次数,IP数,新访客,平均停留(秒),跳出率');
    expect(csv.filter(Boolean)).toHaveLength(31);

    await openFromMenu(page, '地域分析', /\/back\/RegionalAnalysis/);
    await drawn(page, '各省浏览量地图');
    const first = page.getByRole('region', { name: '省份排行' }).getByRole('row').nth(1);
    await expect(first).toContainText('山西省'); // the demo data's heaviest province
    await page.getByRole('region', { name: '省份分布' }).getByText('访客数', { exact: true }).click();
    await drawn(page, '各省访客数地图');
    await expect(page.getByRole('region', { name: '国家和地区' })).toContainText('中国');

    await openFromMenu(page, '内容浏览统计', /\/back\/ContentsBrowsing/);
    await expect(page.getByRole('row').nth(1)).toContainText('/epm-coalweb/');
    await page.getByRole('tab', { name: '文章' }).click();
    await expect(page).toHaveURL(/kind=article/);
    // Articles are ranked under their own titles, not the page name.
    await expect(page.getByRole('row').nth(1).getByRole('cell').nth(1)).not.toHaveText(/^(公告详情|文本详情|研究报告详情)$/);
  });

  test('staff without analytics:read neither see the pages nor get the figures', async ({ page }) => {
    await backLoginAs(page, 'editor');
    await expect(page.locator('.ant-layout-sider')).not.toContainText('访问分析');
    const token = await storedToken(page, 'back');
    const response = await page.request.get('/api/admin/analytics/overview', {
      params: { from: '2026-01-01', to: '2026-01-07' },
      headers: { 'e-user-token': token },
    });
    expect(await readEnvelope(response)).toMatchObject({ result: false, code: 403 });
  });
});
