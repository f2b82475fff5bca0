import { type APIResponse, test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import type { Envelope } from '@coal/contracts';
import { decryptJson } from '@coal/contracts/cipher';

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
  const numbers = data.replace(/[；。]\s*$/, '').split('，').map(Number);
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

/** Whether the chart's canvas has something drawn on it (not a blank box). */
export async function canvasPainted(chart: Locator): Promise<boolean> {
  return chart.locator('canvas').first().evaluate((canvas: HTMLCanvasElement) => {
    if (canvas.width === 0 || canvas.height === 0) return false;
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    for (let i = 3; pixels && i < pixels.length; i += 4) if (pixels[i]! > 0) painted++;
    return painted > 500;
  });
}

/** A value as the price pages show it: whole 元 stay whole, others two decimals, thousands separated. */
export function formatIndexValue(value: number, unit: string): string {
  const digits = unit === 'CNY/t' && Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
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
