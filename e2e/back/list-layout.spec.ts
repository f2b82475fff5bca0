import { backLoginAs, expect, test } from '../support/fixtures.ts';

// At 1440 px the 操作 column of every list is pinned right and inside the
// viewport; a wide table scrolls inside its card instead of pushing the page wider.
const LISTS = ['ResearchReportManagement', 'VideoManagement', 'TextManagement', 'PublishContentManagement'];

test.describe('back-office lists at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const name of LISTS) {
    test(`${name}: the 操作 column's buttons are inside the viewport`, async ({ page }) => {
      await backLoginAs(page, 'admin');
      await page.goto(`back/${name}`);
      const table = page.locator('.coal-manager .ant-table').first();
      await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
      const header = table.locator('th', { hasText: '操作' }).first();
      const box = await header.boundingBox();
      expect(box, '操作 header').not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(1440);
      const firstAction = table
        .locator('tbody tr.ant-table-row')
        .first()
        .locator('td.ant-table-cell-fix-end button, td.ant-table-cell-fix-right button')
        .first();
      const actionBox = await firstAction.boundingBox();
      expect(actionBox, 'a row action').not.toBeNull();
      expect(actionBox!.x + actionBox!.width).toBeLessThanOrEqual(1440);
      // The page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    });
  }
});
