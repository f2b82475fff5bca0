import { backLogin, backLoginAs, button, expect, test } from '../support/fixtures.ts';

test.describe('back office (spec §2 back-office behaviours)', () => {
  test('login validation messages', async ({ page }) => {
    await page.goto('back/Login');
    await page.getByRole('button', { name: button('登录') }).click();
    await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
    await expect(page.getByText('请输入验证码', { exact: true })).toBeVisible();
  });

  test('a wrong password is refused with the server message', async ({ page }) => {
    await backLogin(page, 'admin', 'Wrong@2026');
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/back\/Login$/);
  });

  test('a page of the back office without a staff login goes to /back/Login', async ({ page }) => {
    await page.goto('back/ContentCheck');
    await expect(page).toHaveURL(/\/back\/Login$/);
  });

  test('the menu is built from permissions and hides add/detail pages', async ({ page }) => {
    await backLogin(page, 'analyst', 'Analyst@2026');
    const menu = page.locator('.ant-layout-sider');
    await expect(menu.getByText('地域分析', { exact: true })).toBeVisible();
    await expect(menu.getByText('内容审核', { exact: true })).toHaveCount(0);
    await expect(menu.getByText('主题管理', { exact: true })).toHaveCount(0);
    await expect(menu.getByText('投诉详情', { exact: true })).toHaveCount(0);
  });

  test('admin sees every group; tabs open, switch and close; ContentCheck is kept alive', async ({ page }) => {
    await backLogin(page, 'admin', 'Admin@2026');
    const menu = page.locator('.ant-layout-sider');
    for (const group of ['内容管理', '专家管理', '站点管理', '行情数据', '访问分析']) await expect(menu.getByText(group, { exact: true })).toBeVisible();
    await expect(menu.getByText('发布内容', { exact: true })).toHaveCount(0); // PublishAdd is hidden

    await menu.getByText('内容审核', { exact: true }).click();
    await expect(page).toHaveURL(/\/back\/ContentCheck$/);
    const keyword = page.locator('main').getByRole('textbox').first();
    await keyword.fill('保留的关键词');

    await menu.getByText('操作日志', { exact: true }).click();
    await expect(page).toHaveURL(/\/back\/OperationLogManager$/);
    const tabs = page.locator('.ant-tabs-tab');
    await expect(tabs.filter({ hasText: '内容审核' })).toHaveCount(1);
    await expect(tabs.filter({ hasText: '操作日志' })).toHaveCount(1);

    // Opening an open page again adds no second tab.
    await menu.getByText('内容审核', { exact: true }).click();
    await expect(tabs.filter({ hasText: '内容审核' })).toHaveCount(1);
    await expect(page.locator('main').getByRole('textbox').first()).toHaveValue('保留的关键词');

    // Close the operation-log tab.
    await tabs.filter({ hasText: '操作日志' }).locator('.ant-tabs-tab-remove').click();
    await expect(tabs.filter({ hasText: '操作日志' })).toHaveCount(0);
  });

  test('back-office pages clear the tourist cookie', async ({ page }) => {
    await page.goto('portal/Home');
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'coal_login_status')).toBe(true);
    await page.goto('back/Login');
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'coal_login_status')).toBe(false);
  });

  test('a staff member without the permission gets 403 on that page', async ({ page }) => {
    // Wait for the login to finish: the staff session's token arrives with its answer.
    await backLoginAs(page, 'reviewer');
    await page.goto('back/Theme');
    await expect(page.getByText('403')).toBeVisible();
  });
});
