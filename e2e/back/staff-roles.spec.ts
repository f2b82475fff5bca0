import type { Locator, Page } from '@playwright/test';
import { BASE } from '../playwright.config.ts';
import { backLogin, backLoginAs, button, expect, test, uniqueSuffix } from '../support/fixtures.ts';

/**
 * Picks a role in the staff dialog's roles select (a multiple select with search). Typing the
 * name keeps the option in the list's window however many roles earlier specs added; on a
 * loaded machine a click can land while the list is still opening, so it tries until the role
 * shows as chosen (never clicking a chosen option again: that would unpick it). The open list
 * covers the dialog's 确定, so a click on the title closes it.
 */
async function pickRole(page: Page, dialog: Locator, roleName: string) {
  const exactly = new RegExp(`^${roleName}$`);
  const chosen = dialog.locator('.ant-select-selection-item').filter({ hasText: exactly });
  const combobox = dialog.getByRole('combobox');
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    await combobox.click();
    await combobox.fill(roleName);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: exactly }).click({ timeout: 2_000 });
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Staff and roles are managed in the back office and the menu follows them. */
test.describe('系统管理: staff and roles', () => {
  test('a new staff member with a new role sees only that role’s menu, changes the initial password first, and the menu follows a role edit', async ({
    page,
    browser,
  }) => {
    const suffix = uniqueSuffix();
    const roleName = `投诉专员${suffix}`;
    const loginId = `e2e_${suffix}`;

    // The administrator makes a role that handles complaints only…
    await backLoginAs(page, 'admin');
    const adminMenu = page.locator('.ant-layout-sider');
    await adminMenu.getByText('角色管理', { exact: true }).click();
    await expect(page).toHaveURL(/\/back\/RoleManagement$/);
    await page.getByRole('button', { name: button('新增角色') }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入角色名称').fill(roleName);
    await dialog.getByRole('checkbox', { name: '投诉处理' }).check();
    await dialog.getByRole('button', { name: button('确定') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(roleName) })).toBeVisible();

    // …and a staff member holding it.
    await adminMenu.getByText('员工管理', { exact: true }).click();
    await expect(page).toHaveURL(/\/back\/StaffManagement$/);
    await page.getByRole('button', { name: button('新增员工') }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入登录账号').fill(loginId);
    await dialog.getByPlaceholder('请输入姓名').fill(`测试员工${suffix}`);
    await pickRole(page, dialog, roleName);
    await dialog.getByPlaceholder('请输入初始密码').fill('Start@2026');
    await dialog.getByRole('button', { name: button('确定') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(loginId) })).toContainText(roleName);

    // The new staff member logs in elsewhere: the initial password must be changed first.
    const staffContext = await browser.newContext({ baseURL: BASE, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const staffPage = await staffContext.newPage();
    await backLogin(staffPage, loginId, 'Start@2026');
    const forced = staffPage.getByRole('dialog');
    await expect(forced.getByText('请先修改密码')).toBeVisible();
    await forced.getByPlaceholder('请输入旧密码').fill('Start@2026');
    await forced.getByPlaceholder('请输入新密码').fill('Ready@2026');
    await forced.getByPlaceholder('请输入确认密码').fill('Ready@2026');
    await forced.getByRole('button', { name: button('确认') }).click();
    await expect(forced).toBeHidden();

    const staffMenu = staffPage.locator('.ant-layout-sider');
    await expect(staffMenu.getByText('投诉管理', { exact: true })).toBeVisible();
    await expect(staffMenu.getByText('内容审核', { exact: true })).toHaveCount(0);
    await expect(staffMenu.getByText('访问分析', { exact: true })).toHaveCount(0);
    await expect(staffMenu.getByText('系统管理', { exact: true })).toHaveCount(0);

    // The administrator adds 访问分析 to the role: the staff member's menu follows on the next load.
    await adminMenu.getByText('角色管理', { exact: true }).click();
    // The staff list stays on screen until the role page has rendered (a router transition),
    // and its row of the new staff member also names the role and has an 编辑 of its own.
    await expect(page).toHaveURL(/\/back\/RoleManagement$/);
    await expect(page.getByRole('heading', { name: '角色管理', level: 2 })).toBeVisible();
    await page
      .getByRole('row', { name: new RegExp(roleName) })
      .getByRole('button', { name: button('编辑') })
      .click();
    dialog = page.getByRole('dialog');
    // The form holds the role as stored before it is changed (on a loaded machine the role's
    // permissions can arrive after the dialog opens, and would undo an earlier click).
    await expect(dialog.getByRole('checkbox', { name: '投诉处理' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: '访问分析' }).check();
    await dialog.getByRole('button', { name: button('确定') }).click();
    await expect(dialog).toBeHidden();

    await staffPage.reload();
    await expect(staffMenu.getByText('访问分析', { exact: true })).toBeVisible();
    await expect(staffMenu.getByText('地域分析', { exact: true })).toBeVisible();
    await expect(staffMenu.getByText('投诉管理', { exact: true })).toBeVisible();

    // The operation log shows what the edit changed.
    await adminMenu.getByText('操作日志', { exact: true }).click();
    const logRow = page.getByRole('row', { name: new RegExp(`修改角色.*${roleName}`) }).first();
    await expect(logRow).toContainText('权限：');
    await expect(logRow).toContainText('投诉处理、访问分析');
    await staffContext.close();
  });

  test('a staff member changes their own password from the header menu', async ({ page }) => {
    const suffix = uniqueSuffix();
    const loginId = `e2e_pw_${suffix}`;
    await backLoginAs(page, 'admin');
    await page.goto('back/StaffManagement');
    await page.getByRole('button', { name: button('新增员工') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入登录账号').fill(loginId);
    await dialog.getByPlaceholder('请输入姓名').fill(`改密员工${suffix}`);
    await pickRole(page, dialog, '数据分析');
    await dialog.getByPlaceholder('请输入初始密码').fill('Start@2026');
    await dialog.getByRole('button', { name: button('确定') }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /退\s*出\s*登\s*录/ }).click();
    await expect(page).toHaveURL(/\/back\/Login$/);

    await backLogin(page, loginId, 'Start@2026');
    const forced = page.getByRole('dialog');
    await forced.getByPlaceholder('请输入旧密码').fill('Start@2026');
    await forced.getByPlaceholder('请输入新密码').fill('Ready@2026');
    await forced.getByPlaceholder('请输入确认密码').fill('Ready@2026');
    await forced.getByRole('button', { name: button('确认') }).click();
    await expect(forced).toBeHidden();

    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const own = page.getByRole('dialog');
    await own.getByPlaceholder('请输入旧密码').fill('Ready@2026');
    await own.getByPlaceholder('请输入新密码').fill('short');
    await own.getByPlaceholder('请输入确认密码').fill('short');
    await own.getByRole('button', { name: button('确认') }).click();
    await expect(own.getByText('密码应由字母数字及【!@#$%^&*()?_】组成,长度8-20位').first()).toBeVisible();
    await own.getByPlaceholder('请输入新密码').fill('Again@2026');
    await own.getByPlaceholder('请输入确认密码').fill('Again@2026');
    await own.getByRole('button', { name: button('确认') }).click();
    await expect(own).toBeHidden();
    await expect(page.getByText('密码修改成功').first()).toBeVisible();
    // Still signed in: this session carries on under its new token.
    await page.reload();
    await expect(page.locator('.ant-layout-sider').getByText('访问分析', { exact: true })).toBeVisible();
  });
});
