import { expect, portalLogin, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('mobile area', () => {
  test('a tourist sees the mobile shell', async ({ page }) => {
    await page.goto('mobile/index');
    await expect(page.getByText('首页').first()).toBeVisible();
    await expect(page.getByText('公告').first()).toBeVisible();
  });

  test('the simulated login picks up a portal login from the trade ticket', async ({ page }) => {
    await portalLogin(page, 'member', 'Member@2026');
    await expect(page.locator('header').getByRole('button', { name: /晋能贸易/ })).toBeVisible();
    const simulate = page.waitForResponse((r) => r.url().includes('/api/user/simulateLogin'));
    await page.goto('mobile/index');
    const response = await simulate;
    expect(response.status()).toBe(200);
    const loginStatus = () =>
      page.evaluate(() => (JSON.parse(sessionStorage.getItem('coal-session') ?? '{}') as { state?: { loginStatus?: boolean } }).state?.loginStatus);
    await expect.poll(loginStatus).toBe(true);
  });
});
