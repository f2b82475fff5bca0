import { decryptJson } from '@coal/contracts/cipher';
import { expect, IE_UA, PHONE_UA, test, withSiteThemeLock } from '../support/fixtures.ts';

test.describe('navigation behaviours (spec §2)', () => {
  test('an Internet Explorer user agent sees the browser warning', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IE_UA });
    const page = await context.newPage();
    await page.goto('portal/Home');
    await expect(page.getByText('推荐使用Chrome，Firefox，Edge浏览器，如果您使用的是360、搜狗、QQ等双核浏览器，请切换到极速模式访问。')).toBeVisible();
    await context.close();
  });

  test('Chrome sees no warning', async ({ page }) => {
    await page.goto('portal/Home');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByText('推荐使用Chrome，Firefox，Edge浏览器', { exact: false })).toHaveCount(0);
  });

  test('a phone opening /portal/Home goes to the mobile home', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('portal/Home');
    await expect(page).toHaveURL(/\/mobile\/index$/);
    await context.close();
  });

  test('every API request carries e-user-token and a _t stamp, and visits are recorded', async ({ page }) => {
    const calls: Array<{ url: string; token: string | undefined; method: string; body: string | null }> = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/') || url.pathname.endsWith('/getToken')) return;
      calls.push({ url: request.url(), token: request.headers()['e-user-token'], method: request.method(), body: request.postData() });
    });
    await page.goto('portal/Home');
    await page.getByRole('navigation').getByText('通知公告').click();
    await expect(page).toHaveURL(/\/portal\/Notice/);
    await expect.poll(() => calls.some((c) => c.url.includes('/api/burialPoint/saveBurialPoint'))).toBe(true);
    expect(calls.length).toBeGreaterThan(2);
    for (const call of calls) {
      expect(call.token, call.url).toMatch(/^[\w-]{40,}$/);
      // The e2e server runs with parameter encryption on: `_t` travels inside `$kw`.
      const carrier = call.method === 'GET' ? new URL(call.url).searchParams : new URLSearchParams(call.body ?? '');
      const sealed = carrier.get('$kw');
      const params = sealed ? decryptJson<Record<string, unknown>>(sealed) : Object.fromEntries(carrier);
      expect(params, call.url).toHaveProperty('_t');
    }
  });

  test('the mourn theme is not on by default', async ({ page }) => {
    // content/theme.spec.ts switches the one server's theme for a moment: not during this read.
    await withSiteThemeLock(async () => {
      await page.goto('portal/Home');
      const filter = await page.evaluate(() => getComputedStyle(document.documentElement).filter);
      expect(filter).toBe('none');
    });
  });

  test('the self-check page reports browser, API and login state', async ({ page }) => {
    await page.goto('portal/Test');
    await expect(page.getByText(/tourist001/)).toBeVisible();
    await expect(page.getByText(/ms/).first()).toBeVisible();
  });
});
