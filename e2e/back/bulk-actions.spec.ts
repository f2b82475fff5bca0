import { apiGet, backLoginAs, button, expect, readEnvelope, storedToken, test, uniqueSuffix } from '../support/fixtures.ts';

// Check two texts, 批量删除 asks with the count, both go; the list keeps its URL state.
test('bulk delete of two texts in TextManagement', async ({ page }) => {
  await backLoginAs(page, 'admin');
  const tag = `批量${uniqueSuffix()}`;
  const token = await storedToken(page, 'back');
  const categories = await apiGet<Array<{ id: number }>>(page, '/api/admin/text/category/list', {}, token);
  for (const n of ['一', '二']) {
    const created = await page.request.post('/api/admin/text/create', {
      form: { title: `${tag}${n}`, categoryId: String(categories.data[0]!.id), content: '<p>正文</p>' },
      headers: { 'e-user-token': token },
    });
    expect((await readEnvelope(created)).result).toBe(true);
  }

  await page.goto('back/TextManagement');
  await page.getByRole('textbox', { name: '标题' }).fill(tag);
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(page).toHaveURL(new RegExp(`title=${encodeURIComponent(tag)}`));
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);

  // A reload shows the same list (the filter is in the address).
  await page.reload();
  await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue(tag);
  await expect(rows).toHaveCount(2);

  for (const row of await rows.all()) await row.getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: '批量操作' });
  await expect(bar).toContainText('已选 2 项');
  await bar.getByRole('button', { name: '批量删除' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '确定删除选中的 2 项？' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /确定删除/ }).click();
  await expect(page.getByText('删除成功 2 项')).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).not.toContainText(tag);
});
