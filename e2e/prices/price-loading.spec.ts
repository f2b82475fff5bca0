import { expect, test } from '../support/fixtures.ts';

/**
 * While the price page waits for its figures it shows placeholders of their shape, never a
 * false empty state ("暂无数据") or a half-made label ("数值（）").
 */
test('the price page shows its skeleton, never 暂无数据 or 数值（）, until its figures arrive', async ({ page }) => {
  // The latest values and the series answer 2.5 s late, as on a slow line.
  await page.route(/\/api\/priceIndex\/(latest|series)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { falseStates: string[] }).falseStates = seen;
    const look = () => {
      const text = document.querySelector('main')?.textContent ?? '';
      for (const bad of ['暂无数据', '数值（）', '所选区间暂无数据']) if (text.includes(bad) && !seen.includes(bad)) seen.push(bad);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('portal/Price');
  await expect(page.locator('main h2').first()).toHaveText('价格指数');
  // Waiting: the headline's value, the chart and the history each hold a skeleton.
  await expect(page.locator('main [role="status"][aria-label="加载中"]').first()).toBeVisible();
  // Then the figures.
  await expect(page.getByLabel('最新值')).toHaveText(/\d/, { timeout: 20_000 });
  await expect(page.getByRole('tabpanel', { name: '历史数据' }).locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tabpanel', { name: '历史数据' }).getByRole('columnheader', { name: /^数值（.+）$/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { falseStates: string[] }).falseStates)).toEqual([]);
});
