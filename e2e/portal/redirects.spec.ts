import { expect, test } from '../support/fixtures.ts';

test.describe('redirects and the not-found page (spec §2)', () => {
  // The server's own redirects (/, the areas' roots) and the 404 answers are API tests
  // (seo/portal-home.test.ts, plugins/web-app.test.ts); here, what only the app does.
  test('/portalCopy is sent to its home by the app', async ({ page }) => {
    const response = await page.goto('portalCopy');
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/portalCopy\/HomeCopy$/);
  });

  test('an unknown path shows the not-found page without asking for a login', async ({ page }) => {
    // Answered 404 and kept out of search engines, yet the app starts and shows its page.
    const response = await page.goto('no/such/page');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText('抱歉，您访问的页面不存在或已被移除。')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: /返回首页/ }).click();
    await expect(page).toHaveURL(/\/portal\/Home$/);
  });

  test('an unknown page of an area and an unknown item answer 404, and the app still shows them', async ({ page }) => {
    const unknownPage = await page.goto('portal/NoSuchPage');
    expect(unknownPage?.status()).toBe(404);
    await expect(page.getByText('抱歉，您访问的页面不存在或已被移除。')).toBeVisible();

    const unknownItem = await page.goto('portal/NoticeDetail?id=99999');
    expect(unknownItem?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('#coal-main').getByText('文章不存在或已下线')).toBeVisible();
  });
});
