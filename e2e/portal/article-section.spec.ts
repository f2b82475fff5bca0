import { expect, test } from '../support/fixtures.ts';

test('a 市场评论 article opens under 市场资讯: its address, the top bar and the breadcrumb agree; old addresses move there', async ({ page }) => {
  await page.goto('portal/Home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '市场资讯' }).click();
  await expect(page).toHaveURL(/\/portal\/News$/);
  await expect(nav.getByRole('link', { name: '市场资讯' })).toHaveAttribute('aria-current', 'page');

  const tabs = page.getByRole('radiogroup', { name: '分类' }).or(page.locator('.ant-segmented'));
  await tabs.getByText('市场评论', { exact: true }).click();
  const first = page.locator('.coal-article-list__title').first();
  await expect(first).toHaveAttribute('href', /\/portal\/NewsDetail\?id=\d+$/);
  await first.click();
  await expect(page).toHaveURL(/\/portal\/NewsDetail\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id');
  await expect(nav.getByRole('link', { name: '市场资讯' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: '通知公告' })).not.toHaveAttribute('aria-current', 'page');
  const crumbs = page.locator('.coal-content-page__crumbs');
  await expect(crumbs).toContainText('市场资讯');
  await expect(crumbs).toContainText('市场评论');

  // The address it had before still opens it, now under its section.
  await page.goto(`portal/NoticeDetail?id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/portal/NewsDetail\\?id=${id}$`));
  await expect(nav.getByRole('link', { name: '市场资讯' })).toHaveAttribute('aria-current', 'page');

  // A notice stays under 通知公告, whichever address it is asked at.
  await page.goto('portal/Notice');
  const notice = page.locator('.coal-article-list__title').first();
  await expect(notice).toHaveAttribute('href', /\/portal\/NoticeDetail\?id=\d+$/);
  const noticeId = /id=(\d+)/.exec((await notice.getAttribute('href'))!)![1];
  await page.goto(`portal/NewsDetail?id=${noticeId}`);
  await expect(page).toHaveURL(new RegExp(`/portal/NoticeDetail\\?id=${noticeId}$`));
  await expect(nav.getByRole('link', { name: '通知公告' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.coal-content-page__crumbs')).toContainText('通知公告');
});
