import { expect, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 1350, height: 940 } });

test('portal Home: the notices beside the banner load without moving the page below them', async ({ page }) => {
  // The notices come late, as on a slow line: the box must already be as tall as it ends up.
  await page.route('**/api/article/findTopNewNoticeList**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Array<{ value: number; nodes: string[] }> };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Array<{ node?: Element }> }>)
        w.shifts.push({ value: entry.value, nodes: entry.sources.map((s) => s.node?.className ?? '') });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('portal/Home');
  // The notices' own box (the banner beside it may be loading too).
  const box = page.locator('.coal-home-top .coal-section-card').filter({ hasText: '通知公告' });
  const notices = box.locator('.coal-article-list');
  await expect(box.getByRole('status', { name: '加载中' })).toBeVisible();
  const entries = page.locator('.coal-quick-entries');
  const whileLoading = await entries.boundingBox();
  await expect(notices.getByRole('link').first()).toBeVisible();
  await expect(box.getByRole('status')).toHaveCount(0);
  expect((await entries.boundingBox())?.y).toBe(whileLoading?.y);
  await page.waitForLoadState('networkidle');
  // Only the 演示数据 badge's sub-pixel settle (≈0.001) is allowed; the notices once cost 0.14.
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; nodes: string[] }> }).shifts);
  expect(
    shifts.reduce((sum, s) => sum + s.value, 0),
    JSON.stringify(shifts),
  ).toBeLessThan(0.01);
});
