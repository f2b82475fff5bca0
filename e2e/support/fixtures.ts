import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { E2E_PORT } from '../playwright.config.ts';
import { type APIResponse, test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import type { Envelope } from '@coal/contracts';
import { decryptJson, encryptText } from '@coal/contracts/cipher';

export const TEST_CAPTCHA = '8888';

export const IE_UA = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** antd puts a space between two Chinese characters of a button: match both spellings. */
export const button = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);

/** Opens the portal login dialog from the header. */
export async function openLoginDialog(page: Page) {
  await page.goto('portal/Home');
  await page
    .locator('header')
    .getByRole('button', { name: button('登录') })
    .click();
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
  analyst: ['analyst', 'Analyst@2026'],
  member: ['member', 'Member@2026'],
  expert: ['expert', 'Expert@2026'],
  assessor: ['assessor', 'Assess@2026'],
  approver: ['approver', 'Approve@2026'],
} as const;

/**
 * One login attempt through the API, as the login form makes it (a fresh token, a captcha
 * bound to it, the sealed credentials): the answer and its envelope, whatever it says.
 */
export async function apiLoginAttempt(page: Page, area: 'back' | 'portal', loginId: string, password: string) {
  const fresh = await readEnvelope<string>(
    await page.request.get('/api/user/getToken', { params: { flag: area === 'portal' ? '1' : '0', timestamp: String(Date.now()) } }),
  );
  const headers = { 'e-user-token': fresh.data };
  const uuid = `e2e-${uniqueSuffix()}`;
  expect((await page.request.get('/api/user/getCaptcha', { params: { uuid }, headers })).status()).toBe(200);
  const credentials = { loginId: encryptText(loginId), loginPass: encryptText(password), uuid, captchaCode: TEST_CAPTCHA };
  const answer =
    area === 'back'
      ? await page.request.post('/api/admin/auth/login', { form: credentials, headers })
      : await page.request.get('/api/user/login', { params: credentials, headers });
  return { answer, envelope: await readEnvelope<unknown>(answer) };
}

/**
 * Logs an account in through the API, as the login form would (a token, a captcha bound to
 * it, the sealed credentials), and stores the new session token where the web app keeps it.
 * Each call is a session of its own, so a spec that logs out or changes a password never ends
 * another's. The login form itself is covered by the specs that use `backLogin`/`portalLogin`.
 */
async function apiLogin(page: Page, area: 'back' | 'portal', loginId: string, password: string): Promise<void> {
  const { envelope, answer } = await apiLoginAttempt(page, area, loginId, password);
  expect(envelope.message, `API login of ${loginId}`).toBe('登录成功');
  const token = answer.headers()['e-user-token'];
  expect(token, 'the new session token').toBeTruthy();
  // localStorage belongs to the origin: write it from a light page of it, never from the app
  // itself, whose own token fetch could land after this write and overwrite it.
  await page.goto('app-config.js');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [`coal_token_${area}`, JSON.stringify({ token, fetchedAt: Date.now() })]);
}

/** Logs a demo staff member in (through the API) and opens the back office's workbench. */
export async function backLoginAs(page: Page, who: 'admin' | 'editor' | 'reviewer' | 'analyst' | 'assessor' | 'approver'): Promise<void> {
  const [loginId, password] = ACCOUNTS[who];
  await apiLogin(page, 'back', loginId, password);
  await page.goto('back');
  await expect(page.locator('.ant-layout-sider')).toBeVisible();
}

/**
 * Logs the demo member in (through the API, with the trade-ticket cookies a login sets) and
 * opens the portal's Home, waiting for the nickname in the header.
 */
export async function memberLogin(page: Page): Promise<void> {
  const [loginId, password] = ACCOUNTS.member;
  await apiLogin(page, 'portal', loginId, password);
  await page.goto('portal/Home');
  await expect(page.locator('header').getByRole('button', { name: /晋能贸易/ })).toBeVisible();
}

/** Logs a demo portal account in (through the API) and opens its 个人中心. */
export async function portalLoginAs(page: Page, who: 'member' | 'expert'): Promise<void> {
  const [loginId, password] = ACCOUNTS[who];
  await apiLogin(page, 'portal', loginId, password);
  await page.goto('portal/Personal');
  await expect(page.getByRole('tab', { name: '价格填报' })).toBeVisible();
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

/**
 * The envelope of an API answer. The e2e server runs with parameter encryption on, so an
 * answer to the page's own (sealed) request comes back as `{ $rt }`: open it.
 */
export async function readEnvelope<T>(response: APIResponse | Response): Promise<Envelope<T>> {
  const body = (await response.json()) as Envelope<T> | { $rt: string };
  if ('$rt' in body) {
    const opened = decryptJson<Envelope<T>>(body.$rt);
    if (!opened) throw new Error(`cannot open the sealed answer of ${response.url()}`);
    return opened;
  }
  return body;
}

/** The session token the web app keeps for an area (localStorage `coal_token_<area>`). */
export async function storedToken(page: Page, area: 'portal' | 'back' | 'mobile' = 'portal'): Promise<string> {
  const token = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: string } | null)?.token, `coal_token_${area}`);
  if (!token) throw new Error(`no ${area} session token in localStorage`);
  return token;
}

/**
 * GET an API call directly (plain parameters, which the server also accepts), with the
 * page's session when `token` is given. `path` is from the origin root: `/api/…`.
 */
export async function apiGet<T>(page: Page, path: string, params: Record<string, string> = {}, token?: string): Promise<Envelope<T>> {
  const response = await page.request.get(path, { params, headers: token ? { 'e-user-token': token } : {} });
  expect(response.status(), path).toBe(200);
  return readEnvelope<T>(response);
}

/** One series of a chart as ECharts describes it for screen readers (its first ten points). */
export interface ChartSeriesSummary {
  name: string;
  /** The first points as [YYYY-MM-DD (Beijing), value]. */
  points: Array<[string, number]>;
}

const beijingDay = (epochMs: number) => new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 10);

function parseSeriesData(text: string): Array<[string, number]> {
  const data = text.split('——')[1] ?? '';
  const numbers = data
    .replace(/[；。]\s*$/, '')
    .split('，')
    .map(Number);
  const points: Array<[string, number]> = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) points.push([beijingDay(numbers[i]!), numbers[i + 1]!]);
  return points;
}

/**
 * What an ECharts chart shows, read from the description ECharts writes into its
 * `aria-label` (the charts enable `aria`): the series with their names and first points.
 * `chart` is the chart's wrapper (`role="img"` named "…走势图").
 */
export async function readChart(chart: Locator): Promise<ChartSeriesSummary[]> {
  const label = (await chart.getByRole('img', { name: /^这是一个/ }).getAttribute('aria-label')) ?? '';
  const many = /它由(\d+)个图表系列组成。(.*)$/.exec(label);
  if (!many) {
    const one = /表示(.+?)。(.*)$/.exec(label);
    return one ? [{ name: one[1]!, points: parseSeriesData(one[2]!) }] : [];
  }
  return [...many[2]!.matchAll(/第\d+个系列是一个表示(.+?)的[^，]*图，([^；]*)/g)].map((m) => ({ name: m[1]!, points: parseSeriesData(m[2]!) }));
}

/**
 * Adds an index to the price page's comparison through its picker, as a person would. On a
 * loaded machine a click can land while the dropdown is still opening (and miss), so it picks
 * until the index's tag shows, never clicking an index already chosen (that would remove it).
 */
export async function addComparison(page: Page, name: string): Promise<void> {
  const chosen = page.locator('.coal-price-toolbar .ant-select-selection-item').filter({ hasText: name.slice(0, 10) });
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    const dropdown = page.locator('.ant-select-dropdown:visible');
    if ((await dropdown.count()) === 0) await page.getByRole('combobox', { name: '对比指数' }).click();
    await dropdown.getByTitle(name, { exact: true }).click({ timeout: 2_000 });
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
}

/**
 * Chooses `title` in an antd single select (typing `search` into it first), as a person
 * would, and waits until the select shows it. On a loaded machine the click can land while the
 * dropdown is still opening or refiltering, and miss (or hit the row that was there a frame
 * earlier): it tries again until the choice shows.
 */
export async function chooseOption(page: Page, combobox: Locator, title: string, search?: string): Promise<void> {
  // The select around this combobox (`filter({ has })` would look for the combobox's whole
  // locator, region and all, inside the select).
  const select = combobox.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  // The select draws its value with the option's title (the dropdown is elsewhere, in a portal).
  const chosen = select.getByTitle(title, { exact: true });
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    const dropdown = page.locator('.ant-select-dropdown:visible');
    if ((await dropdown.count()) === 0) await combobox.click();
    if (search !== undefined) await combobox.fill(search);
    await dropdown.getByTitle(title, { exact: true }).click({ timeout: 2_000 });
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Whether the chart's canvas has something drawn on it (not a blank box). */
export async function canvasPainted(chart: Locator): Promise<boolean> {
  return chart
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      if (canvas.width === 0 || canvas.height === 0) return false;
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      for (let i = 3; pixels && i < pixels.length; i += 4) if (pixels[i]! > 0) painted++;
      return painted > 500;
    });
}

/** A value as the price pages show it: with its index's decimals, thousands separated. */
export function formatIndexValue(value: number, decimals: number): string {
  return new Intl.NumberFormat('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** A percentage change as the price pages show it: +1.73%, -0.50%, 0.00%. */
export function formatPctChange(pct: number | null): string {
  if (pct === null) return '--';
  const sign = Math.abs(pct) < 1e-6 ? '' : pct > 0 ? '+' : '-';
  return `${sign}${Math.abs(pct).toFixed(2)}%`;
}

/**
 * Days a range's first value may come after the range's first day: no values on weekends and
 * holidays (the demo calendar closes up to nine days at Spring Festival and National Day).
 */
export const HOLIDAY_SLACK = 12;

/** YYYY-MM-DD plus a number of days (negative: back). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** YYYY-MM-DD minus whole months, the way dayjs does it (03-31 − 1 month = 02-28). */
export function subtractMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

export const test = base;
export { expect };
