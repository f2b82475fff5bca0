import { button, chooseOption, expect, memberLogin, test, uniqueSuffix } from '../support/fixtures.ts';

test.describe('price tools', () => {
  test('the release calendar lists coming releases, each index’s next release and a dated archive', async ({ page }) => {
    await page.goto('portal/PriceCalendar');
    await expect(page.getByRole('heading', { name: '指数发布日历' })).toBeVisible();
    // Two weeks always hold trading days: at least one release day with a time and an index.
    await expect(page.getByLabel(/^发布日 \d{4}-\d{2}-\d{2}$/).first()).toBeVisible();
    const next = page.getByRole('table', { name: '各指数下次发布' });
    await expect(next.getByRole('row', { name: /中国煤炭价格指数|动力煤/ }).first()).toBeVisible();
    await expect(next.getByText(/\d{4}-\d{2}-\d{2}（周[一二三四五]）\d{2}:\d{2}/).first()).toBeVisible();
    // The archive of a past weekday with demo data: the daily indexes published that day.
    const archive = page.getByRole('table', { name: '当日发布' });
    const picker = page.getByLabel('存档日期');
    let day = new Date(Date.now() + 8 * 3_600_000);
    do day = new Date(day.getTime() - 86_400_000);
    while ([0, 6].includes(day.getUTCDay()));
    // Go back one more weekday: the last one may still be before today's release time.
    do day = new Date(day.getTime() - 86_400_000);
    while ([0, 6].includes(day.getUTCDay()));
    const iso = day.toISOString().slice(0, 10);
    await picker.click();
    await picker.fill(iso);
    await picker.press('Enter');
    await expect(archive.getByRole('cell', { name: iso }).first()).toBeVisible({ timeout: 15_000 });
  });

  test('a tourist is asked to log in; a member sees the statistics table and saves a spread', async ({ page }) => {
    await page.goto('portal/Price?family=CCP&code=CCP-TC5500');
    await page.getByRole('tab', { name: '数据分析' }).click();
    await expect(page.getByText('数据分析（会员功能）')).toBeVisible();
    await expect(page.getByRole('button', { name: button('登录后使用') })).toBeVisible();

    await memberLogin(page);
    await page.goto('portal/Price?family=CCP&code=CCP-TC5500');
    await page.getByRole('tab', { name: '数据分析' }).click();
    const stats = page.getByRole('table', { name: '统计表' });
    await expect(stats.getByRole('row', { name: /全区间/ })).toBeVisible({ timeout: 20_000 });
    await expect(stats.getByRole('row', { name: /^\d{4}-\d{2} / }).first()).toBeVisible();
    await page.locator('.ant-segmented-item', { hasText: '按年' }).click();
    await expect(stats.getByRole('row', { name: /^\d{4} / }).first()).toBeVisible();

    await page.getByRole('tab', { name: '价差/比价' }).click();
    await chooseOption(page, page.getByRole('combobox', { name: '指数B' }), '全国动力煤5000大卡综合价格', '5000');
    await expect(page.getByText(/全国动力煤5500大卡综合价格（A） \/ 全国动力煤5000大卡综合价格（B）/)).toBeVisible();
    const name = `港口价差${uniqueSuffix()}`;
    await page.getByRole('button', { name: '保存为我的价差' }).click();
    const dialog = page.getByRole('dialog', { name: '保存为我的价差' });
    await dialog.getByLabel('价差名称').fill(name);
    await dialog.getByRole('button', { name: button('保存') }).click();
    await expect(page.getByLabel('我的价差').getByText(name)).toBeVisible();
  });
});
