import type { Page } from '@playwright/test';
import { expect, PHONE_UA, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA });

/** Mobile pages with rows that open something, once their data is in (mobile/price: entry buttons only). */
const PAGES = [
  'mobile/index',
  'mobile/notice/more',
  'mobile/newPost',
  'mobile/postType',
  'mobile/price',
  'mobile/priceCCP',
  'mobile/PriceIndexPro',
  'mobile/priceCalendar',
  'mobile/search?q=%E7%85%A4',
];

async function settle(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('#root > [data-first-html]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.adm-skeleton')).toHaveCount(0, { timeout: 15_000 });
}

test('every row that opens something is a link or a button; ids are unique; a named box has a role', async ({ page }) => {
  for (const route of PAGES) {
    await settle(page, route);
    const found = await page.evaluate(() => {
      const root = document.getElementById('root')!;
      const ids = Array.from(document.querySelectorAll('[id]')).map((el) => el.id);
      return {
        rows: root.querySelectorAll('a.adm-list-item, .adm-list-item a, .adm-list-item button').length,
        anchorsWithoutHref: Array.from(root.querySelectorAll('a:not([href])')).map((a) => a.outerHTML.slice(0, 120)),
        duplicateIds: [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))],
        // antd-mobile's Input names its own box and clear icon: not markup of ours.
        namedWithoutRole: Array.from(root.querySelectorAll('div[aria-label]:not([role]), span[aria-label]:not([role])'))
          .filter((el) => !el.matches('.adm-input, .adm-input-clear'))
          .map((el) => el.outerHTML.slice(0, 120)),
      };
    });
    if (route !== 'mobile/price') expect(found.rows, `${route}: rows`).toBeGreaterThan(0);
    expect(found.anchorsWithoutHref, `${route}: <a> without href`).toEqual([]);
    expect(found.duplicateIds, `${route}: repeated ids`).toEqual([]);
    expect(found.namedWithoutRole, `${route}: aria-label without a role`).toEqual([]);
  }
});

test('mobile/index: Tab reaches a notice row and Enter opens it; 更多 is a link', async ({ page }) => {
  await settle(page, 'mobile/index');
  const row = page.locator('.adm-card').filter({ hasText: '最新公告' }).locator('.adm-list-item').first();
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await row.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
  }
  expect(reached, 'Tab reaches the first notice row').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mobile\/notice\/detail\?id=\d+$/);
  await settle(page, 'mobile/index');
  await expect(page.locator('.adm-card').filter({ hasText: '最新公告' }).getByRole('link', { name: /更多/ })).toHaveAttribute(
    'href',
    /\/mobile\/notice\/more$/,
  );
});

test('the 置顶 tag on the phone reaches AA contrast (4.5:1)', async ({ page }) => {
  await settle(page, 'mobile/index');
  const tag = page.locator('.adm-card').filter({ hasText: '最新公告' }).locator('.adm-list-item .adm-tag').first();
  await expect(tag).toBeVisible();
  const ratio = await tag.evaluate((el) => {
    const rgb = (css: string) =>
      css
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number);
    const lum = (css: string) => {
      const [r, g, b] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(el);
    const [a, b] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});
