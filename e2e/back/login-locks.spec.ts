import { BASE } from '../playwright.config.ts';
import { backLoginAs, button, expect, portalLogin, test, uniqueSuffix } from '../support/fixtures.ts';

/** Issue 12: a member locked out by wrong passwords is let back in from 系统管理 → 登录锁定. */
test('登录锁定: a locked member account is listed, unlocked by an administrator, and can try again at once', async ({ page, browser }) => {
  const loginId = `lock_${uniqueSuffix()}`;
  const visitor = await (await browser.newContext({ baseURL: BASE })).newPage();
  /** One wrong password from a freshly loaded page, and what the visitor is told. */
  const tryWrongPassword = async (answer: string) => {
    await portalLogin(visitor, loginId, 'Wrong@2026x');
    await expect(visitor.getByText(answer)).toBeVisible();
  };
  // LOGIN_MAX_FAILURES (5) wrong passwords lock the account; the sixth attempt is not even checked.
  for (let i = 0; i < 5; i++) await tryWrongPassword('账号或密码错误');
  await tryWrongPassword('登录失败次数过多，请15分钟后再试');

  await backLoginAs(page, 'admin');
  await page.locator('.ant-layout-sider').getByText('登录锁定', { exact: true }).click();
  await expect(page).toHaveURL(/\/back\/LoginLockManagement$/);
  const account = page.getByRole('row', { name: new RegExp(loginId) });
  await expect(account).toContainText('已锁定');
  await expect(account).toContainText('5 / 5');
  await account.getByRole('button', { name: button('解除锁定') }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: button('确定') })
    .click();
  await expect(page.getByText('已解除锁定')).toBeVisible();
  await expect(account).toBeHidden();
  // The address this test counted against goes too, so other specs keep their allowance.
  const address = page.getByRole('row').filter({ hasText: '会员' }).filter({ hasText: '地址' }).first();
  if (await address.isVisible()) {
    await address.getByRole('button', { name: button('解除锁定') }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: button('确定') })
      .click();
  }

  // Unlocked: the password is checked again (and still wrong), not refused unchecked.
  await tryWrongPassword('账号或密码错误');
  await visitor.context().close();
});
