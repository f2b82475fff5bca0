import { test as base, expect, type Page } from '@playwright/test';

export const TEST_CAPTCHA = '8888';

export const IE_UA = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** antd puts a space between two Chinese characters of a button: match both spellings. */
export const button = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);

/** Opens the portal login dialog from the header. */
export async function openLoginDialog(page: Page) {
  await page.goto('portal/Home');
  await page.locator('header').getByRole('button', { name: button('登录') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByPlaceholder('请输入交易系统账号')).toBeVisible();
  // A person types the captcha after seeing it: wait for the image like they would.
  await expect(dialog.locator('img[alt*="验证码"]')).toHaveAttribute('src', /^data:image\//);
  return dialog;
}

/** Logs in through the portal login dialog, as a person would, and waits for the reload. */
export async function portalLogin(page: Page, loginId: string, password: string): Promise<void> {
  const dialog = await openLoginDialog(page);
  await dialog.getByPlaceholder('请输入交易系统账号').fill(loginId);
  await dialog.getByPlaceholder('请输入密码').fill(password);
  await dialog.getByPlaceholder('请输入验证码').fill(TEST_CAPTCHA);
  await dialog.getByRole('button', { name: button('登录') }).click();
}

/** Logs in to the back office at /back/Login. */
export async function backLogin(page: Page, loginId: string, password: string): Promise<void> {
  await page.goto('back/Login');
  await expect(page.locator('img[alt*="验证码"]')).toHaveAttribute('src', /^data:image\//);
  await page.getByPlaceholder('请输入账号').fill(loginId);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入验证码').fill(TEST_CAPTCHA);
  await page.getByRole('button', { name: button('登录') }).click();
}

export const test = base;
export { expect };
