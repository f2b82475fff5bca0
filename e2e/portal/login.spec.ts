import { button, expect, openLoginDialog, portalLogin, TEST_CAPTCHA, test } from '../support/fixtures.ts';

test.describe('portal login dialog (spec §2, §5, §8)', () => {
  test('shows every field and link, and the three validation messages', async ({ page }) => {
    const dialog = await openLoginDialog(page);
    for (const link of ['找回密码', '找回用户名', '找回账号', '交易注册', '物流注册', '完善资料']) {
      await expect(dialog.getByText(link)).toBeVisible();
    }
    await expect(dialog.getByText('记住密码')).toBeVisible();
    await expect(dialog.getByRole('button', { name: button('取消') })).toBeVisible();
    const captcha = dialog.locator('img[alt*="验证码"]');
    const firstImage = await captcha.getAttribute('src');
    await dialog.getByRole('button', { name: button('登录') }).click();
    await expect(dialog.getByText('请输入交易系统账号', { exact: true })).toBeVisible();
    await expect(dialog.getByText('请输入密码', { exact: true })).toBeVisible();
    await expect(dialog.getByText('请输入验证码', { exact: true })).toBeVisible();
    // A failed validation regenerates the captcha.
    await expect.poll(() => captcha.getAttribute('src')).not.toBe(firstImage);
  });

  test('the captcha image refreshes on click and the password toggles', async ({ page }) => {
    const dialog = await openLoginDialog(page);
    const captcha = dialog.locator('img[alt*="验证码"]');
    await expect(captcha).toHaveAttribute('src', /^data:image\/svg\+xml/);
    const before = await captcha.getAttribute('src');
    await captcha.click();
    await expect.poll(() => captcha.getAttribute('src')).not.toBe(before);
    const password = dialog.getByPlaceholder('请输入密码');
    await password.fill('Secret@2026');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.locator('.ant-input-password-icon').click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('a wrong password shows the server message and refreshes the captcha', async ({ page }) => {
    const dialog = await openLoginDialog(page);
    const captcha = dialog.locator('img[alt*="验证码"]');
    const before = await captcha.getAttribute('src');
    await dialog.getByPlaceholder('请输入交易系统账号').fill('member');
    await dialog.getByPlaceholder('请输入密码').fill('Wrong@2026');
    await dialog.getByPlaceholder('请输入验证码').fill(TEST_CAPTCHA);
    await dialog.getByRole('button', { name: button('登录') }).click();
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    await expect.poll(() => captcha.getAttribute('src')).not.toBe(before);
  });

  test('a member logs in, sees the nickname, and logs out', async ({ page }) => {
    await portalLogin(page, 'member', 'Member@2026');
    const userButton = page.locator('header').getByRole('button', { name: /晋能贸易/ });
    await expect(userButton).toBeVisible();
    const cookies = await page.context().cookies();
    const names = cookies.map((c) => c.name);
    for (const name of [
      'coal_token_prefix',
      'coal_cipher_trade',
      'coal_cipher_logistics',
      'coal_cipher_settlement',
      'coal_cipher_payment',
      'coal_cipher_scf',
    ]) {
      expect(names).toContain(name);
    }
    await userButton.click();
    await page.getByText('退出登录').click();
    await expect(page.locator('header').getByRole('button', { name: button('登录') })).toBeVisible();
  });

  test('remember password fills the form next time', async ({ page }) => {
    const dialog = await openLoginDialog(page);
    await dialog.getByPlaceholder('请输入交易系统账号').fill('expert');
    await dialog.getByPlaceholder('请输入密码').fill('Expert@2026');
    await dialog.getByPlaceholder('请输入验证码').fill(TEST_CAPTCHA);
    await dialog.getByText('记住密码').click();
    await dialog.getByRole('button', { name: button('登录') }).click();
    const userButton = page.locator('header').getByRole('button', { name: /张建国/ });
    await expect(userButton).toBeVisible();
    await userButton.click();
    // Logging out reloads the page: let that reload finish before navigating again.
    const reloaded = page.waitForEvent('load');
    await page.getByText('退出登录').click();
    await reloaded;
    const again = await openLoginDialog(page);
    await expect(again.getByPlaceholder('请输入交易系统账号')).toHaveValue('expert');
    await expect(again.getByPlaceholder('请输入密码')).toHaveValue('Expert@2026');
    // Never stored in plain text.
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain('Expert@2026');
  });
});

test.describe('reset password (spec §5) and the expired-password flow (spec §4, §8)', () => {
  test('the reset dialog applies every rule with the spec’s messages', async ({ page }) => {
    await portalLogin(page, 'bidder', 'Bidder@2026');
    await page
      .locator('header')
      .getByRole('button', { name: /汾河焦化/ })
      .click();
    await page.getByText('修改密码').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: button('确认') }).click();
    await expect(dialog.getByText('请输入旧密码', { exact: true })).toBeVisible();
    await expect(dialog.getByText('请输入新密码', { exact: true })).toBeVisible();
    await expect(dialog.getByText('请输入确认密码', { exact: true })).toBeVisible();
    await dialog.getByPlaceholder('请输入新密码').fill('short');
    await expect(dialog.getByText('密码应由字母数字及【!@#$%^&*()?_】组成,长度8-20位').first()).toBeVisible();
    await dialog.getByPlaceholder('请输入新密码').fill('Bidder@2027');
    await dialog.getByPlaceholder('请输入确认密码').fill('Bidder@2028');
    await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  });

  test('an expired password asks for a change, then the new password logs in', async ({ page }) => {
    await portalLogin(page, 'expired', 'Expired@2026');
    await expect(page.getByText('密码已过期,请修改密码后登录')).toBeVisible();
    await page.getByRole('button', { name: '修改密码' }).click();
    const reset = page.getByRole('dialog').filter({ has: page.getByPlaceholder('请输入旧密码') });
    await reset.getByPlaceholder('请输入旧密码').fill('Expired@2026');
    await reset.getByPlaceholder('请输入新密码').fill('Renewed@2026');
    await reset.getByPlaceholder('请输入确认密码').fill('Renewed@2026');
    await reset.getByRole('button', { name: button('确认') }).click();
    await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();
    await page.getByRole('button', { name: '重新登录' }).click();
    const login = page.getByRole('dialog').filter({ has: page.getByPlaceholder('请输入交易系统账号') });
    await login.getByPlaceholder('请输入交易系统账号').fill('expired');
    await login.getByPlaceholder('请输入密码').fill('Renewed@2026');
    await login.getByPlaceholder('请输入验证码').fill(TEST_CAPTCHA);
    await login.getByRole('button', { name: button('登录') }).click();
    await expect(page.locator('header').getByRole('button', { name: /过期密码演示账号/ })).toBeVisible();
  });
});
