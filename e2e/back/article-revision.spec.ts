import { apiGet, backLoginAs, button, expect, readEnvelope, storedToken, test, uniqueSuffix } from '../support/fixtures.ts';

// An edit of a published article waits for review while the portal keeps the
// published version; approving it swaps the new version in. (§5: the editor is 450 px tall.)
test('editing a published article keeps it live until the edit is approved', async ({ browser }) => {
  test.slow(); // admin, editor and a visitor in three browsers, the editor chunk, review: 31–32 s alone on this VM, over 60 s under the full run
  const suffix = uniqueSuffix();
  const oldTitle = `线上版本${suffix}`;
  const newTitle = `修改版本${suffix}`;

  // The admin (who may review) publishes an article at once.
  const adminPage = await (await browser.newContext()).newPage();
  await backLoginAs(adminPage, 'admin');
  // The staff session's token (the page may still hold the pre-login one for a moment).
  await expect
    .poll(
      async () => (await apiGet<unknown>(adminPage, '/api/admin/auth/me', {}, await storedToken(adminPage, 'back')).catch(() => ({ result: false }))).result,
    )
    .toBe(true);
  const adminToken = await storedToken(adminPage, 'back');
  type Node = { id: number; code: string; children?: Node[] };
  const types = await apiGet<Node[]>(adminPage, '/api/admin/content-types/list', {}, adminToken);
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
  const categoryId = String(flat(types.data).find((t) => t.code === 'notice_trade')!.id);
  const saved = await adminPage.request.post('/api/admin/articles/save', {
    form: { title: oldTitle, content: '<p>原来的正文</p>', categoryId },
    headers: { 'e-user-token': adminToken },
  });
  const article = await readEnvelope<{ id: number; status: string }>(saved);
  expect(article.data.status).toBe('published');
  const id = article.data.id;

  // The editor changes its title in PublishAdd.
  const editorPage = await (await browser.newContext()).newPage();
  await backLoginAs(editorPage, 'editor');
  await editorPage.goto(`back/PublishAdd?id=${id}`);
  const title = editorPage.getByLabel('标题');
  await expect(title).toHaveValue(oldTitle);
  // Spec §9: the editing area is 450 px tall.
  await expect.poll(async () => (await editorPage.locator('.coal-editor__body').first().boundingBox())?.height).toBeGreaterThanOrEqual(449);
  await title.fill(newTitle);
  await editorPage.getByRole('button', { name: button('保存并提交') }).click();
  await expect(editorPage.getByText('修改已提交审核，审核通过前门户仍显示已发布的版本').first()).toBeVisible();

  // The portal still shows the published version.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`portal/NoticeDetail?id=${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible();

  // The reviewer compares and approves in ContentCheck.
  await adminPage.goto(`back/ContentCheckDetailCopy?id=${id}`);
  await expect(adminPage.getByText('线上版本（审核期间门户仍显示）')).toBeVisible();
  await expect(adminPage.getByText('待审核的修改')).toBeVisible();
  await expect(adminPage.getByText('标题有改动').first()).toBeVisible();
  await adminPage.goto(`back/ContentCheck?keyword=${encodeURIComponent(suffix)}`);
  const row = adminPage.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: newTitle });
  await expect(row).toContainText('待审核（已发布内容的修改）');
  await row.getByRole('button', { name: button('通过') }).click();
  await adminPage
    .locator('.ant-popconfirm')
    .getByRole('button', { name: button('通过') })
    .click();
  await expect(adminPage.locator('.ant-table-tbody')).not.toContainText(newTitle);

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
});
