import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';

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

/** Demo accounts of DESIGN.md §2 (login, password). */
export const ACCOUNTS = {
  admin: ['admin', 'Admin@2026'],
  editor: ['editor', 'Editor@2026'],
  reviewer: ['reviewer', 'Review@2026'],
  member: ['member', 'Member@2026'],
} as const;

/** Logs in to the back office and waits until the login page is left. */
export async function backLoginAs(page: Page, who: 'admin' | 'editor' | 'reviewer'): Promise<void> {
  const [loginId, password] = ACCOUNTS[who];
  await backLogin(page, loginId, password);
  await expect(page).not.toHaveURL(/\/back\/Login$/);
  await expect(page.locator('.ant-layout-sider')).toBeVisible();
}

/** Logs the demo member in through the portal dialog and waits for the nickname in the header. */
export async function memberLogin(page: Page): Promise<void> {
  const [loginId, password] = ACCOUNTS.member;
  await portalLogin(page, loginId, password);
  await expect(page.locator('header').getByRole('button', { name: /晋能贸易/ })).toBeVisible();
}

/** A unique, readable suffix: parallel workers and re-runs never share a title. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/**
 * A small valid PNG of one colour, generated here so that no binary fixture is committed
 * (the server checks uploads by content, so it must be a real PNG).
 */
export function pngImage(width = 16, height = 12, rgb: readonly [number, number, number] = [180, 90, 30]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

// The site theme is one setting of the one server both workers share: a spec that changes it
// and a spec that reads it take this lock, so that neither sees the other's theme.
const THEME_LOCK = join(tmpdir(), `coal-e2e-theme-${E2E_PORT}.lock`);

/** Whether the lock was left by a worker that is gone (killed run). */
function themeLockIsStale(): boolean {
  try {
    const pid = Number(readFileSync(join(THEME_LOCK, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return false;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ESRCH') return true;
    // No pid file yet: the holder is between mkdir and write, unless that was long ago.
    if (code === 'ENOENT') {
      try {
        return Date.now() - statSync(THEME_LOCK).mtimeMs > 10_000;
      } catch {
        return false;
      }
    }
    return false;
  }
}

/** Runs `use` while holding the site-theme lock (released whatever happens). */
export async function withSiteThemeLock<T>(use: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(THEME_LOCK);
      writeFileSync(join(THEME_LOCK, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (themeLockIsStale()) rmSync(THEME_LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await use();
  } finally {
    rmSync(THEME_LOCK, { recursive: true, force: true });
  }
}

export const test = base;
export { expect };
