import type { LatestValues, Page as ListPage } from '@coal/contracts';
import { apiGet, button, expect, formatIndexValue, storedToken, TEST_CAPTCHA, test } from '../support/fixtures.ts';

/** What a visitor meets on the portal: the favicon, the login redirect, attachment names, discontinued indexes. */
test.describe('portal details a visitor meets', () => {
  test('/favicon.ico is served at the origin root and linked from every page', async ({ page }) => {
    const root = await page.request.get('/favicon.ico');
    expect(root.status()).toBe(200);
    expect(root.headers()['content-type']).toMatch(/image\//);
    await page.goto('portal/Home');
    const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
    expect(href).toMatch(/favicon\.ico$/);
    expect((await page.request.get(new URL(href!, page.url()).toString())).status()).toBe(200);
  });

  test('/portal/GateWay/LoginCon goes on to the redirect page after logging in, or Home', async ({ page }) => {
    await page.goto(`portal/GateWay/LoginCon?redirect=${encodeURIComponent('/portal/PriceFirst')}`);
    await page.getByPlaceholder('请输入交易系统账号').fill('member');
    await page.getByPlaceholder('请输入密码').fill('Member@2026');
    await expect(page.locator('img[alt*="验证码"]')).toHaveAttribute('src', /^data:image\//);
    await page.getByPlaceholder('请输入验证码').fill(TEST_CAPTCHA);
    await page
      .getByRole('main')
      .getByRole('button', { name: button('登录') })
      .click();
    await expect(page).toHaveURL(/\/portal\/PriceFirst$/);
    await expect(page.locator('header').getByRole('button', { name: /晋能贸易/ })).toBeVisible();
  });

  test('a library attachment downloads under its title, not the stored hash name', async ({ page }) => {
    await page.goto('portal/Home');
    await page.waitForFunction(() => Boolean(localStorage.getItem('coal_token_portal')));
    const token = await storedToken(page, 'portal');
    const list = await apiGet<ListPage<{ id: number; title: string; attachmentCount: number }>>(
      page,
      '/api/text/findTextInfoList',
      { title: '动力煤购销合同', currentPage: '1', pageSize: '10' },
      token,
    );
    const text = list.data.list.find((t) => t.attachmentCount > 0)!;
    await page.goto(`portal/TextDetail?id=${text.id}`);
    const name = '动力煤购销合同范本（演示）.pdf';
    const link = page.getByRole('link', { name });
    await expect(link).toBeVisible();
    const file = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).toString());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(name);
  });

  test('a discontinued index shows its last value and 停发 date instead of 暂无数据', async ({ page }) => {
    const latest = await apiGet<LatestValues>(page, '/api/priceIndex/latest', { codes: 'CCP-TC5800' });
    const last = latest.data.list[0]!;
    expect(last.discontinuedOn).toBe('2026-01-01');
    await page.goto('portal/PriceFirst?family=CCP&code=CCP-TC5800');
    const head = page.locator('.coal-index-head');
    await expect(head).toContainText(formatIndexValue(last.value, last.decimals));
    await expect(head).toContainText('停发日期 2026-01-01');
    await expect(head).not.toContainText('暂无数据');
  });
});

test('Home → 市场资讯 → 更多 opens the news list with its categories; commentary opens under 市场资讯', async ({ page }) => {
  await page.goto('portal/Home');
  const block = page.locator('.coal-section-card').filter({ has: page.locator('.coal-section-card__title', { hasText: /^市场资讯$/ }) });
  await block.getByRole('link', { name: /更多/ }).click();
  await expect(page).toHaveURL(/\/portal\/News$/);
  const crumbs = page.locator('.coal-content-page__crumbs');
  await expect(crumbs).toContainText('市场资讯');
  await expect(crumbs).not.toContainText('通知公告');
  // Categories from ContentTypeManagement, notices excluded.
  const tabs = page.getByRole('radiogroup', { name: '分类' }).or(page.locator('.ant-segmented'));
  await expect(tabs.getByText('市场评论', { exact: true })).toBeVisible();
  await expect(tabs.getByText('通知公告', { exact: true })).toHaveCount(0);
  await tabs.getByText('市场评论', { exact: true }).click();
  const first = page.locator('.coal-content-page__main a[href*="NewsDetail"]').first();
  await first.click();
  await expect(page).toHaveURL(/\/portal\/NewsDetail\?id=\d+/);
  await expect(crumbs).toContainText('市场资讯');
  await expect(crumbs).toContainText('市场评论');
  await expect(crumbs).not.toContainText('通知公告');
});
