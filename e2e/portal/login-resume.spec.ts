import type { Locator, Page } from '@playwright/test';
import type { WatchItem } from '@coal/contracts';
import { ACCOUNTS, apiGet, button, expect, storedToken, TEST_CAPTCHA, test } from '../support/fixtures.ts';

/** Fills the open login dialog with the demo member and submits it. */
async function logInThrough(dialog: Locator) {
  await expect(dialog.locator('img[alt*="验证码"]')).toHaveAttribute('src', /^data:image\//);
  await dialog.getByPlaceholder('请输入交易系统账号').fill(ACCOUNTS.member[0]);
  await dialog.getByPlaceholder('请输入密码').fill(ACCOUNTS.member[1]);
  await dialog.getByPlaceholder('请输入验证码').fill(TEST_CAPTCHA);
  await dialog.getByRole('button', { name: button('登录') }).click();
}

const loginDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: '会员登录' });
const quizDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: '我要提问' });
const loggedIn = (page: Page) => expect(page.locator('header').getByRole('button', { name: /晋能贸易/ })).toBeVisible({ timeout: 20_000 });

test('我要提问 as a tourist asks for a login, then opens the question dialog', async ({ page }) => {
  await page.goto('portal/QuesAnsw');
  await page
    .getByRole('button', { name: /我\s*要\s*提\s*问/ })
    .first()
    .click();
  await logInThrough(loginDialog(page));
  await loggedIn(page);
  await expect(quizDialog(page)).toBeVisible();
  await expect(quizDialog(page).getByRole('textbox').first()).toBeVisible();
});

test('a login the tourist cancelled resumes nothing later', async ({ page }) => {
  await page.goto('portal/QuesAnsw');
  await page
    .getByRole('button', { name: /我\s*要\s*提\s*问/ })
    .first()
    .click();
  await loginDialog(page)
    .getByRole('button', { name: button('取消') })
    .click();
  await expect(loginDialog(page)).toBeHidden();
  await page
    .locator('header')
    .getByRole('button', { name: button('登录') })
    .click();
  await logInThrough(loginDialog(page));
  await loggedIn(page);
  await page.waitForTimeout(1_000);
  await expect(quizDialog(page)).toHaveCount(0);
});

test('the watch star as a tourist asks for a login, then watches the index once (never toggles it off)', async ({ page }) => {
  const CODE = 'SC-IDN3800'; // an index no other spec stars
  await page.goto(`portal/Price?family=SCSPI&code=${CODE}`);
  // The index's star in the list and in the headline: the headline's is clicked.
  await page
    .getByRole('button', { name: `加入我的指数 ${CODE}` })
    .last()
    .click();
  await logInThrough(loginDialog(page));
  await loggedIn(page);
  await expect(page.getByText('已加入我的指数')).toBeVisible();
  await expect(page.getByRole('button', { name: `取消关注 ${CODE}` }).last()).toHaveAttribute('aria-pressed', 'true');
  const token = await storedToken(page, 'portal');
  const watched = await apiGet<WatchItem[]>(page, '/api/watchlist/list', {}, token);
  expect(watched.data.filter((w) => w.code === CODE)).toHaveLength(1);
  // Left as found, so that a retry starts from an unstarred index.
  await page.request.post('/api/watchlist/remove', {
    form: { productId: String(watched.data.find((w) => w.code === CODE)!.productId) },
    headers: { 'e-user-token': token },
  });
});
