import { backLoginAs, expect, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('the menu search is a one-line box in the header', async ({ page }) => {
  await backLoginAs(page, 'admin');
  const box = (await page.locator('.coal-back-header__search').boundingBox())!;
  expect(box.height, 'the search box is one line high').toBeLessThanOrEqual(40);
});

test('a page opened low in the menu starts at its top, its title and filters in view', async ({ page }) => {
  await backLoginAs(page, 'admin');
  const item = page.locator('.ant-layout-sider').getByRole('menuitem', { name: '员工管理' });
  await item.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY), 'the menu item sits below the first screen').toBeGreaterThan(0);
  await item.click();
  await expect(page).toHaveURL(/\/back\/StaffManagement$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(
    page
      .locator('.ant-layout-content')
      .getByRole('button', { name: /查\s*询/ })
      .first(),
  ).toBeInViewport();
});

test('a member author shows once as a member, never 名称（演示会员）（会员）', async ({ page }) => {
  await backLoginAs(page, 'admin');
  await page.goto('back/PublishContentManagement');
  const table = page.locator('.ant-table-tbody');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(table).not.toContainText('）（会员）');
  await expect(table.locator('tr').filter({ hasText: '（演示会员）' }).first().locator('.coal-tag', { hasText: '会员' })).toBeVisible();
});
