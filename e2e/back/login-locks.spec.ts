import { apiLoginAttempt, backLoginAs, button, expect, portalLogin, test, uniqueSuffix } from '../support/fixtures.ts';

/** A member locked out by wrong passwords is let back in from 系统管理 → 登录锁定. */
test('登录锁定: a locked member account is listed, unlocked by an administrator, and can try again at once', async ({ page }) => {
  const loginId = `lock_${uniqueSuffix()}`;
  // LOGIN_MAX_FAILURES (5) wrong passwords lock the account; the sixth attempt is not even
  // checked. Made through the API as the form makes them (the form's messages are covered by
  // the login specs): six page loads here would spend this spec's time on the portal.
  for (let i = 0; i < 5; i++) expect((await apiLoginAttempt(page, 'portal', loginId, 'Wrong@2026x')).envelope.message).toBe('账号或密码错误');
  expect((await apiLoginAttempt(page, 'portal', loginId, 'Wrong@2026x')).envelope.message).toBe('登录失败次数过多，请15分钟后再试');

  await backLoginAs(page, 'admin');
  await page.locator('.ant-layout-sider').getByText('登录锁定', { exact: true }).click();
  await expect(page).toHaveURL(/\/back\/LoginLockManagement$/);
  const account = page.getByRole('row', { name: new RegExp(loginId) });
  await expect(account).toContainText('已锁定');
  await expect(account).toContainText('5 / 5');
  /** 解除锁定 on a row, confirmed in its own popover (found by the value it names). */
  const unlock = async (row: typeof account, value: string) => {
    await row.getByRole('button', { name: button('解除锁定') }).click();
    await page
      .getByRole('tooltip')
      .filter({ hasText: `“${value}”` })
      .getByRole('button', { name: button('确定') })
      .click();
  };
  await unlock(account, loginId);
  await expect(page.getByText('已解除锁定')).toBeVisible();
  await expect(account).toBeHidden();
  // The address this test counted against goes too, so other specs keep their allowance.
  const address = page.getByRole('row').filter({ hasText: '会员' }).filter({ hasText: '地址' }).filter({ hasText: '127.0.0.1' });
  if (await address.isVisible()) {
    await unlock(address, '127.0.0.1');
    await expect(address).toBeHidden();
  }

  // Unlocked: the password is checked again (and still wrong), not refused unchecked — as the
  // visitor sees it in the login dialog.
  const visitor = await page.context().newPage();
  await portalLogin(visitor, loginId, 'Wrong@2026x');
  await expect(visitor.getByText('账号或密码错误')).toBeVisible();
});
