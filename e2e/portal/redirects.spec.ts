import { expect, test } from '../support/fixtures.ts';

test.describe('redirects and the not-found page (spec §2)', () => {
  for (const [from, to] of [
    ['', /\/epm-coalweb\/portal\/Home$/],
    ['portal', /\/portal\/Home$/],
    ['portalCopy', /\/portalCopy\/HomeCopy$/],
    ['mobile', /\/mobile\/index$/],
  ] as const) {
    test(`/${from} redirects`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('the server root goes to the app', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/epm-coalweb\/portal\/Home$/);
  });

  test('an unknown path shows the not-found page without asking for a login', async ({ page }) => {
    await page.goto('no/such/page');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText('抱歉，您访问的页面不存在或已被移除。')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: /返回首页/ }).click();
    await expect(page).toHaveURL(/\/portal\/Home$/);
  });
});
