import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, button, expect, PHONE_UA, TEST_CAPTCHA, test } from '../support/fixtures.ts';

/**
 * A keyboard-only visitor on the portal's and the phone's main paths (WCAG 2.1.1
 * and 2.4.7): after the first `goto` nothing but `page.keyboard` is used, and every element
 * that Tab lands on must show where the focus is.
 */

/** Whether the focused element (or, for a form control, the box antd draws around it) shows a focus ring. */
async function focusRing(page: Page): Promise<{ label: string; visible: boolean } | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== '' && style.boxShadow !== 'none');
    };
    // antd draws an input's focus on its wrapper and a Segmented option's on its label; the
    // phone's search bar on its rounded box.
    const box = el.closest('.ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-segmented-item, .adm-search-bar-input-box');
    // The pager's arrows draw it on the button inside.
    const inner = el.querySelector(':scope > .ant-pagination-item-link');
    const visible = ring(el) || (box !== null && ring(box)) || (inner !== null && ring(inner));
    const label = `${el.tagName.toLowerCase()}.${el.className} ${el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent?.trim().slice(0, 30) ?? ''}`;
    return { label, visible };
  });
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking at every stop that
 * the focus is visible; fails after `max` presses, i.e. when the target is not reachable.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const ring = await focusRing(page);
    if (ring) expect(ring.visible, `focus ring on ${ring.label}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}

test.describe('keyboard: portal', () => {
  test('skip link, header search and the main navigation', async ({ page }) => {
    await page.goto('portal/Home');
    // The carousel's code arrives after the first banner: let the page settle before Tab.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.ant-skeleton')).toHaveCount(0, { timeout: 15_000 });
    // The first Tab offers a way past the header and its eleven sections.
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await tabTo(page, skip, { max: 1 });
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('main *:focus')).toHaveCount(1);
    // The first stop is the home banner carousel (5 s autoplay): the focus must stay put past a
    // turn, not fall to <body> with a slide that goes hidden.
    const focusedHtml = () => page.evaluate(() => document.activeElement?.outerHTML);
    const before = await focusedHtml();
    await page.waitForTimeout(6_000);
    expect(await focusedHtml(), 'the focus stays on the banner while the carousel would turn').toBe(before);

    // Back up into the header: the site search, a word, Enter opens the results.
    const box = page.locator('header').getByRole('combobox', { name: '全站搜索' });
    await tabTo(page, box, { back: true });
    await page.keyboard.type('产地车板');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/portal\/Search\?q=/);
    await expect(page.locator('.coal-search-hit').first()).toBeVisible();

    // The section bar: every section can be reached; Enter follows one.
    const nav = page.getByRole('navigation', { name: '主导航' });
    for (const name of ['首页', '价格指数', '每日竞价', '通知公告']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await tabTo(page, nav.getByRole('link', { name: '首页' }), { back: true });
    await tabTo(page, nav.getByRole('link', { name: '每日竞价' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/portal\/DayBidding/);
    await expect(nav.getByRole('link', { name: '每日竞价' })).toHaveAttribute('aria-current', 'page');
  });

  test('the login dialog: Esc closes it back to its opener, then a login with Enter', async ({ page }) => {
    await page.goto('portal/Home');
    const opener = page.locator('header').getByRole('button', { name: button('登录') });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByPlaceholder('请输入交易系统账号')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Space opens it too; the fields in order, the captcha once its image is there.
    await page.keyboard.press(' ');
    await expect(dialog.locator('img[alt*="验证码"]')).toHaveAttribute('src', /^data:image\//);
    const [loginId, password] = ACCOUNTS.member;
    await tabTo(page, dialog.getByPlaceholder('请输入交易系统账号'), { max: 10 });
    await page.keyboard.type(loginId);
    // Up to once round the dialog's focus trap: on a loaded runner a Tab right after typing has
    // been seen to go loginId → dialog → close → loginId before the password took focus.
    await tabTo(page, dialog.getByPlaceholder('请输入密码'), { max: 7 });
    await page.keyboard.type(password);
    await tabTo(page, dialog.getByPlaceholder('请输入验证码'), { max: 4 });
    await page.keyboard.type(TEST_CAPTCHA);
    await page.keyboard.press('Enter');
    await expect(page.locator('header').getByRole('button', { name: /晋能贸易/ })).toBeVisible();
  });

  test('the price page: family tabs and range by arrow keys, the history and its pager', async ({ page }) => {
    await page.goto('portal/Price');
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs.nth(1)).toBeVisible();
    const second = (await tabs.nth(1).innerText()).trim();
    await tabTo(page, tabs.first());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    // antd names the selected tab "Tab 2 of 3 …".
    await expect(tabs.filter({ hasText: second })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/family=/);

    // 时间范围 is a radio group (antd Segmented): the arrow keys move the choice.
    const selected = page.locator('.ant-segmented[aria-label="时间范围"] .ant-segmented-item-selected');
    const before = (await selected.innerText()).trim();
    await tabTo(page, selected);
    await page.keyboard.press('ArrowRight');
    await expect(selected).not.toHaveText(before);

    // The history tab, its table and the shared pager.
    const history = page.getByRole('tab', { name: '历史数据' });
    await tabTo(page, history);
    await page.keyboard.press('Enter');
    await expect(history).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel').filter({ has: page.locator('.ant-table') });
    await expect(panel.locator('.ant-table-row').first()).toBeVisible();
    const pageTwo = panel.locator('.ant-pagination-item-2');
    await tabTo(page, pageTwo);
    const firstRow = await panel.locator('.ant-table-row').first().innerText();
    await page.keyboard.press('Enter');
    await expect(pageTwo).toHaveClass(/ant-pagination-item-active/);
    await expect(panel.locator('.ant-table-row').first()).not.toHaveText(firstRow);
  });

  // 市场资讯: its demo weekly reports fill several pages (the demo 通知公告 fit on one).
  test('a list with the shared pager: pages 2 and 3 of 市场资讯', async ({ page }) => {
    await page.goto('portal/News');
    const pager = page.locator('main .coal-pagination');
    const pageTwo = pager.locator('.ant-pagination-item-2');
    await tabTo(page, pageTwo, { max: 120 });
    await page.keyboard.press('Enter');
    await expect(pageTwo).toHaveClass(/ant-pagination-item-active/);
    // The next-page arrow works the same way.
    await tabTo(page, pager.locator('.ant-pagination-next'));
    await page.keyboard.press('Enter');
    await expect(pager.locator('.ant-pagination-item-3')).toHaveClass(/ant-pagination-item-active/);
  });
});

test.describe('keyboard: mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA });

  test('the nav bar bell and search and the tab bar', async ({ page }) => {
    await page.goto('mobile/index');
    // The server's first HTML draws the same bar (inert, like any page before its scripts
    // run): the keys are for the app's, once it has replaced that HTML.
    await expect(page.locator('#root > [data-first-html]')).toHaveCount(0);
    const bell = page.getByRole('button', { name: '通知' });
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    await expect(page.getByText('请登录后查看通知')).toBeVisible();

    // The tab bar: 价格 and back to 首页, by Tab and Enter.
    const tabBar = page.getByRole('navigation', { name: '底部导航' });
    await tabTo(page, tabBar.getByRole('link', { name: '价格' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mobile\/price$/);
    await expect(tabBar.getByRole('link', { name: '价格' })).toHaveAttribute('aria-current', 'page');
    await tabTo(page, tabBar.getByRole('link', { name: '公告' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mobile\/notice\/more$/);

    // The search button from any page's nav bar, then the search box by Tab.
    await tabTo(page, page.getByRole('button', { name: '搜索' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mobile\/search/);
    await tabTo(page, page.locator('.adm-search-bar input'));
    await page.keyboard.type('产地车板');
    await page.keyboard.press('Enter');
    await expect(page.locator('.adm-list-item').filter({ hasText: '竞拍公告' }).first()).toBeVisible();
  });
});
