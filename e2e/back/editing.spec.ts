import type { AdminArticleItem, Page as ListPage } from '@coal/contracts';
import type { Page } from '@playwright/test';
import { apiGet, backLoginAs, button, expect, pngImage, storedToken, test, uniqueSuffix } from '../support/fixtures.ts';

/**
 * Editing in the back office never duplicates or loses work, tabs are per
 * location, the server's messages reach the staff member and actions follow permissions.
 */
const CATEGORY = '交易公告';

/** Fills PublishAdd's title, type and body. */
async function fillArticle(page: Page, title: string): Promise<void> {
  await page.goto('back/PublishAdd');
  await expect(page.getByRole('heading', { name: '发布内容' })).toBeVisible();
  await page.getByPlaceholder('请输入标题').fill(title);
  await page.getByRole('combobox', { name: '请选择内容类型' }).click();
  await page.locator('.ant-select-tree').getByTitle(CATEGORY, { exact: true }).click();
  const editor = page.getByRole('textbox', { name: '正文编辑器' });
  await editor.click();
  await page.keyboard.type(`正文：${title}`);
  await expect(editor).toContainText(title);
}

async function articlesTitled(page: Page, title: string): Promise<AdminArticleItem[]> {
  const answer = await apiGet<ListPage<AdminArticleItem>>(
    page,
    '/api/admin/articles/list',
    { title, currentPage: '1', pageSize: '20' },
    await storedToken(page, 'back'),
  );
  return answer.data.list.filter((a) => a.title === title);
}

test.describe('back-office editing', () => {
  test('§1 a double-clicked 保存草稿 saves one article', async ({ page }) => {
    test.slow();
    await backLoginAs(page, 'editor');
    const title = `双击保存草稿${uniqueSuffix()}`;
    await fillArticle(page, title);
    const saves: Array<{ key: string | undefined; replay: string | null }> = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/admin/articles/save'))
        saves.push({ key: r.request().headers()['idempotency-key'], replay: r.headers()['idempotent-replay'] ?? null });
    });
    await page.getByRole('button', { name: button('保存草稿') }).dblclick();
    await expect(page).toHaveURL(/\/back\/PublishDetail\?id=\d+$/);
    await expect.poll(() => saves.length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    // Whether the second click got its request out or not, both carried one key and one article exists.
    expect(new Set(saves.map((s) => s.key)).size).toBe(1);
    expect(saves[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await articlesTitled(page, title)).toHaveLength(1);
  });

  test('§2 an edited article asks before leaving, and its draft is offered back after a reload', async ({ page }) => {
    test.slow();
    await backLoginAs(page, 'editor');
    const title = `未保存的标题${uniqueSuffix()}`;
    await fillArticle(page, title);

    // A menu click asks; 继续编辑 keeps the page and the title.
    await page.locator('.ant-layout-sider').getByText('发布内容管理', { exact: true }).click();
    const ask = page.getByRole('dialog').filter({ hasText: '有未保存的修改' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: button('继续编辑') }).click();
    await expect(page).toHaveURL(/\/back\/PublishAdd$/);
    await expect(page.getByPlaceholder('请输入标题')).toHaveValue(title);

    // Closing its back-office tab asks too.
    await page.locator('.ant-tabs-tab').filter({ hasText: '发布内容' }).first().locator('.ant-tabs-tab-remove').click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: button('继续编辑') }).click();
    await expect(page).toHaveURL(/\/back\/PublishAdd$/);

    // A reload asks the browser's question; the draft is offered back and restores the title.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toContain('beforeunload');
    const offer = page.getByText(/发现未保存的草稿/);
    await expect(offer).toBeVisible();
    await expect(page.getByPlaceholder('请输入标题')).toHaveValue('');
    await page.getByRole('button', { name: button('恢复草稿') }).click();
    await expect(page.getByPlaceholder('请输入标题')).toHaveValue(title);

    // Saving clears the draft: leaving no longer asks, reopening offers nothing.
    await page.getByRole('button', { name: button('保存草稿') }).click();
    await expect(page).toHaveURL(/\/back\/PublishDetail\?id=\d+$/);
    await page.goto('back/PublishAdd');
    await expect(page.getByPlaceholder('请输入标题')).toBeVisible();
    await expect(offer).toHaveCount(0);
  });

  test('§10 PublishDetail?id=A and ?id=B are two tabs, each reopening its own article', async ({ page }) => {
    await backLoginAs(page, 'admin');
    const answer = await apiGet<ListPage<AdminArticleItem>>(
      page,
      '/api/admin/articles/list',
      { currentPage: '1', pageSize: '10' },
      await storedToken(page, 'back'),
    );
    const [a, b] = answer.data.list;
    expect(a && b).toBeTruthy();
    await page.goto(`back/PublishDetail?id=${a!.id}`);
    await expect(page.locator('.ant-descriptions')).toContainText(a!.title);
    await page.goto(`back/PublishDetail?id=${b!.id}`);
    await expect(page.locator('.ant-descriptions')).toContainText(b!.title);
    const tabs = page.locator('.ant-tabs-tab');
    await expect(tabs.filter({ hasText: `内容详情 #${a!.id}` })).toHaveCount(1);
    await expect(tabs.filter({ hasText: `内容详情 #${b!.id}` })).toHaveCount(1);

    await page.locator('.ant-layout-sider').getByText('操作日志', { exact: true }).click();
    await expect(page).toHaveURL(/\/back\/OperationLogManager/);
    await tabs.filter({ hasText: `内容详情 #${a!.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/back/PublishDetail\\?id=${a!.id}$`));
    await expect(page.locator('.ant-descriptions')).toContainText(a!.title);
    await tabs.filter({ hasText: `内容详情 #${b!.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/back/PublishDetail\\?id=${b!.id}$`));
    await expect(page.locator('.ant-descriptions')).toContainText(b!.title);
  });

  test('§11 a PNG renamed .pdf shows the server’s 文件格式不支持，仅支持PDF', async ({ page }) => {
    await backLoginAs(page, 'admin');
    await page.goto('back/ResearchReportAdd');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /上传PDF/ }).click();
    const upload = page.waitForResponse((r) => r.url().includes('/api/admin/report/upload'));
    await (await chooser).setFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: pngImage() });
    expect((await upload).status()).toBe(415);
    await expect(page.getByText('文件格式不支持，仅支持PDF')).toBeVisible();
    await expect(page.getByText('数据返回有误')).toHaveCount(0);
  });

  test('§12 the editor does not see 去审核 on a pending article; a reviewer-capable admin does', async ({ page, browser }) => {
    test.slow();
    await backLoginAs(page, 'editor');
    const title = `待审核的编辑稿${uniqueSuffix()}`;
    await fillArticle(page, title);
    await page.getByRole('button', { name: button('保存并提交') }).click();
    await expect(page).toHaveURL(/\/back\/PublishDetail\?id=\d+$/);
    const detailPath = new URL(page.url()).pathname.replace(/^\/epm-coalweb\//, '') + new URL(page.url()).search;
    await expect(page.locator('.ant-descriptions')).toContainText('待审核');
    await expect(page.getByRole('button', { name: button('去审核') })).toHaveCount(0);

    const context = await browser.newContext();
    const admin = await context.newPage();
    await backLoginAs(admin, 'admin');
    await admin.goto(detailPath);
    await expect(admin.locator('.ant-descriptions')).toContainText(title);
    await expect(admin.getByRole('button', { name: button('去审核') })).toBeVisible();
    await context.close();
  });

  test('§6 a session ended mid-edit asks to sign in again, keeps the page and saves after signing in', async ({ page }) => {
    test.slow();
    await backLoginAs(page, 'editor');
    const title = `会话过期后保存${uniqueSuffix()}`;
    await fillArticle(page, title);
    // The session ends elsewhere (another tab signs out).
    const ended = await page.request.post('/api/admin/auth/logout', { headers: { 'e-user-token': await storedToken(page, 'back') } });
    expect(ended.status()).toBe(200);

    await page.getByRole('button', { name: button('保存草稿') }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '登录已失效，请重新登录' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/back\/PublishAdd$/);
    await expect(page.getByPlaceholder('请输入标题')).toHaveValue(title);
    await expect(dialog.getByPlaceholder('请输入账号')).toHaveValue('editor');
    await expect(dialog.locator('img[alt*="验证码"]')).toHaveAttribute('src', /^data:image\//);
    await dialog.getByPlaceholder('请输入密码').fill('Editor@2026');
    await dialog.getByPlaceholder('请输入验证码').fill('8888');
    await dialog.getByRole('button', { name: button('登录') }).click();

    // The refused save is sent again: the article is saved once and its detail opens.
    await expect(page).toHaveURL(/\/back\/PublishDetail\?id=\d+$/);
    await expect(page.locator('.ant-descriptions')).toContainText(title);
    expect(await articlesTitled(page, title)).toHaveLength(1);
  });
});
