import type { Browser, Locator, Page } from '@playwright/test';
import type { IndexProduct, Page as ListPage, SeriesPoint, SeriesResult } from '@coal/contracts';
import { CONFIRMED, approvePending } from '../support/approvals.ts';
import { apiGet, backLogin, button, expect, formatIndexValue, readEnvelope, storedToken, test } from '../support/fixtures.ts';

// A daily index the other price specs leave alone, so their values never change under them.
const CODE = 'SC-RZ-J';
const NAME = '日照港准一级冶金焦平仓价';

/** The index's stored values, oldest first (the last year up to its latest value). */
async function storedPoints(page: Page): Promise<SeriesPoint[]> {
  const answer = await apiGet<SeriesResult>(page, '/api/priceIndex/series', { codes: CODE });
  return answer.data.series[0]!.points;
}

/** Puts values back as they were, through the back office's own API (the staff session of `page`), approved by a second person. */
async function restoreValues(page: Page, browser: Browser, points: SeriesPoint[]) {
  const token = await storedToken(page, 'back');
  const products = await apiGet<ListPage<IndexProduct>>(page, '/api/admin/indexProducts/list', { keyword: CODE, currentPage: '1', pageSize: '10' }, token);
  const productId = products.data.list.find((p) => p.code === CODE)!.id;
  for (const { period, value } of points) {
    const response = await page.request.post('/api/admin/indexValues/update', {
      form: { productId: String(productId), period, value: String(value), ...CONFIRMED },
      headers: { 'e-user-token': token },
    });
    expect((await readEnvelope<null>(response)).result, `restore ${period}`).toBe(true);
    await approvePending(browser, CODE);
  }
}

/** Logs in as the editor (index:manage) and opens 指数产品管理 from the menu, then the import dialog. */
async function openImportDialog(page: Page): Promise<Locator> {
  await backLogin(page, 'editor', 'Editor@2026');
  const menu = page.locator('.ant-layout-sider');
  await menu.getByText('指数产品管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/back\/IndexProductManagement$/);
  // Find the index as a person would: by its code.
  await page.getByRole('textbox', { name: '关键词' }).fill(CODE);
  await page.getByRole('button', { name: button('查询') }).click();
  await expect(page.locator('main .ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.locator('main').getByRole('cell', { name: CODE, exact: true })).toBeVisible();
  await page.getByRole('button', { name: button('导入数据') }).click();
  const dialog = page.getByRole('dialog', { name: '导入指数数据' });
  await expect(dialog.getByText('请选择 CSV 或 Excel（.xlsx）文件')).toBeVisible();
  return dialog;
}

const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8') });

/** The import's progress bar: its percentage as antd reports it. */
const progressOf = (dialog: Locator) => dialog.getByRole('progressbar', { name: '导入进度' });

test.describe('index value import in the back office (IndexProductManagement)', () => {
  test('an editor imports a CSV with a progress bar and report, and the portal shows the new values', async ({ page, browser }) => {
    const original = (await storedPoints(page)).slice(-3);
    expect(original).toHaveLength(3);
    // Distinctive values, far from the index's ~2,000 元/吨 and different on every run.
    const base = 1234.5 + (Date.now() % 97);
    const imported = original.map((p, i) => ({ period: p.period, value: base + i * 1.25 }));
    const latest = imported.at(-1)!;

    const dialog = await openImportDialog(page);
    try {
      await expect(progressOf(dialog)).toHaveAttribute('aria-valuenow', '0');
      await dialog
        .locator('input[type="file"]')
        .setInputFiles(csvFile(`e2e-${CODE}-${base}.csv`, ['指数代码,日期,数值', ...imported.map((r) => `${CODE},${r.period},${r.value}`)]));

      // Checked, not yet written: the report and a confirmation.
      await expect(dialog.getByText('校验通过，请确认导入')).toBeVisible();
      await expect(dialog.getByText('校验通过：共3行，新增0行，覆盖3行')).toBeVisible();
      await expect(progressOf(dialog)).toHaveAttribute('aria-valuenow', '80');
      const report = dialog.getByLabel('导入报告');
      await expect(report).toContainText('未导入');
      await expect(report.locator('.ant-table-row').filter({ hasText: CODE })).toContainText(`${imported[0]!.period} 至 ${latest.period}`);
      expect(await storedPoints(page).then((points) => points.at(-1)?.value)).toBe(original.at(-1)!.value);

      await dialog.getByRole('button', { name: button('确认导入') }).click();
      await expect(dialog.getByText('导入完成')).toBeVisible();
      await expect(dialog.getByText(/^已提交审批（批次 #\d+）：新增0行，覆盖3行，审批通过后生效$/)).toBeVisible();
      await expect(progressOf(dialog)).toHaveAttribute('aria-valuenow', '100');
      await expect(report).toContainText('已导入');
      await expect(page.locator('.ant-message').getByText('已提交审批')).toBeVisible();
      await dialog.getByRole('button', { name: button('完成') }).click();
      await expect(dialog).toBeHidden();
      // Four eyes: the batch goes public once a second person approves it.
      expect(await approvePending(browser, CODE)).toBe(1);

      // A visitor of the portal sees the imported values: the latest one and the history.
      const visitor = await browser.newContext();
      const portal = await visitor.newPage();
      await portal.goto(`portal/Price?family=SCSPI&code=${CODE}`);
      const shown = formatIndexValue(latest.value, 0);
      await expect(portal.getByLabel('最新值')).toHaveText(`${shown}元/吨`);
      await expect(portal.getByRole('navigation', { name: '指数列表' }).getByRole('button', { name: new RegExp(NAME) })).toContainText(shown);
      const rows = portal.getByRole('tabpanel', { name: '历史数据' }).locator('.ant-table-tbody tr.ant-table-row');
      for (const [i, row] of [...imported].reverse().entries()) {
        await expect(rows.nth(i).locator('td').nth(0)).toHaveText(row.period);
        await expect(rows.nth(i).locator('td').nth(1)).toHaveText(formatIndexValue(row.value, 0));
      }
      await visitor.close();
    } finally {
      await restoreValues(page, browser, original);
    }
    expect((await storedPoints(page)).slice(-3)).toEqual(original);
  });

  test('a file with bad rows is refused whole, with the line numbers, and nothing is imported', async ({ page }) => {
    const points = await storedPoints(page);
    // Older days than the other test touches.
    const [good, other] = [points.at(-8)!, points.at(-9)!];
    const dialog = await openImportDialog(page);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles(
        csvFile(`e2e-bad-${Date.now()}.csv`, ['指数代码,日期,数值', `${CODE},${good.period},4321.5`, `${CODE},${other.period},abc`, `${CODE},2026-13-40,1500`]),
      );

    await expect(dialog.getByText('校验未通过：请按错误行修改文件后重新上传，未导入任何数据')).toBeVisible();
    await expect(dialog.getByText('第3行数值：数值必须是数字（共2处错误）。文件中有错误行，未导入任何数据')).toBeVisible();
    const report = dialog.getByLabel('导入报告');
    const errorRows = report.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: /^第 \d+ 行/ });
    await expect(errorRows).toHaveCount(2);
    await expect(errorRows.nth(0).locator('td')).toHaveText(['第 3 行', '数值', '数值必须是数字']);
    await expect(errorRows.nth(1).locator('td')).toHaveText(['第 4 行', '日期', '日期不是有效日期：2026-13-40']);
    await expect(report).toContainText('未导入');
    await expect(dialog.getByRole('button', { name: button('确认导入') })).toBeDisabled();

    // Not even the good row was written.
    const after = await storedPoints(page);
    expect(after.find((p) => p.period === good.period)?.value).toBe(good.value);
    expect(after.find((p) => p.period === other.period)?.value).toBe(other.value);
    await dialog.getByRole('button', { name: button('取消') }).click();
    await expect(dialog).toBeHidden();
  });
});
