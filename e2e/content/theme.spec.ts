import { type BrowserContext, type Page } from '@playwright/test';
import { ENCRYPTED_RESPONSE_FIELD } from '@coal/contracts';
import { decryptJson } from '@coal/contracts/cipher';
import { backLoginAs, expect, test, withSiteThemeLock } from '../support/fixtures.ts';

const MOURN = /哀悼/;
const DEFAULT = /默认主题/;

/** On back/Theme: picks a theme card, saves it if it is not the current one, waits for the confirmation. */
async function saveTheme(page: Page, name: RegExp): Promise<void> {
  await page.goto('back/Theme');
  const card = page.getByRole('radio', { name });
  await expect(card).toBeVisible();
  if (await card.getByText('当前使用').count()) return;
  await card.click();
  await expect(card).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '保存主题' }).click();
  await expect(page.getByText('主题已切换')).toBeVisible();
  await expect(card.getByText('当前使用')).toBeVisible();
}

/** The filter the app puts on <html> (the mourn theme greys the whole page). */
const rootFilter = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).filter);

/** Opens the portal home as a fresh visitor; answers the theme the portal was told to use. */
async function visitPortal(context: BrowserContext): Promise<{ portal: Page; themeNameEn: string }> {
  const portal = await context.newPage();
  const answer = portal.waitForResponse((r) => r.url().includes('/api/theme/getSelectedTheme'));
  await portal.goto('portal/Home');
  const body = (await (await answer).json()) as Record<string, unknown>;
  const sealed = body[ENCRYPTED_RESPONSE_FIELD];
  const envelope = (typeof sealed === 'string' ? decryptJson(sealed) : body) as { data?: { themeNameEn?: string } } | null;
  await expect(portal.getByRole('navigation').first()).toBeVisible();
  return { portal, themeNameEn: envelope?.data?.themeNameEn ?? '' };
}

test.describe('site theme (spec §3: the value mourn turns the page grayscale)', () => {
  test('admin chooses the mourn theme on back/Theme and the portal turns gray, then back', async ({ page, browser }) => {
    test.slow(); // two areas, two browsers, and the restore
    await backLoginAs(page, 'admin');
    await page.locator('.ant-layout-sider').getByText('主题管理', { exact: true }).click();
    await expect(page).toHaveURL(/\/back\/Theme$/);
    // The page says what the mourn theme does, and its card previews it in gray.
    await expect(page.getByText('选择“哀悼”主题时，门户全站显示为灰色。', { exact: false })).toBeVisible();
    const mourn = page.getByRole('radio', { name: MOURN });
    await expect(mourn).toContainText('mourn');
    await expect(mourn.locator('.coal-theme-preview')).toHaveCSS('filter', 'grayscale(1)');
    await expect(page.getByRole('radio', { name: DEFAULT })).toContainText('当前使用');

    // The theme belongs to the one server both workers use: hold the lock while it is changed.
    await withSiteThemeLock(async () => {
      const tourist = await browser.newContext();
      try {
        await saveTheme(page, MOURN);
        const { portal, themeNameEn } = await visitPortal(tourist);
        expect(themeNameEn).toBe('mourn');
        await expect.poll(() => rootFilter(portal)).toBe('grayscale(1)');
        // Every portal page, not only the home page.
        await portal.getByRole('navigation').getByText('通知公告').first().click();
        await expect(portal).toHaveURL(/\/portal\/Notice$/);
        expect(await rootFilter(portal)).toBe('grayscale(1)');
      } finally {
        await saveTheme(page, DEFAULT);
        await tourist.close();
      }
      // Restored: a fresh visit is told the default theme and is in colour again.
      const again = await browser.newContext();
      const { portal, themeNameEn } = await visitPortal(again);
      expect(themeNameEn).toBe('default');
      await expect(portal.locator('.coal-article-list').first()).toBeVisible();
      expect(await rootFilter(portal)).toBe('none');
      await again.close();
    });
    await page.bringToFront(); // antd's loading fade may stall on a background page
    await expect(page.getByRole('radio', { name: DEFAULT })).toContainText('当前使用');
    // Matched by its end: a stalled fade can leave "loading" in front of the accessible name.
    await expect(page.getByRole('button', { name: /保\s*存\s*主\s*题\s*$/ })).toBeDisabled();
  });
});
