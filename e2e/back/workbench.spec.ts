import type { Locator, Page } from '@playwright/test';
import { backLoginAs, expect, test } from '../support/fixtures.ts';

/** The total the list's pager shows (`共 N 条`). */
const totalOf = async (page: Page) => {
  const text = await page.locator('.coal-pagination .ant-pagination-total-text').first().textContent();
  return Number(/共\s*(\d+)\s*条/.exec(text ?? '')?.[1]);
};

const countOf = async (card: Locator) => Number((await card.locator('.ant-statistic-content-value').textContent())?.replace(/,/g, ''));

/** /back is a workbench of counts that need action, each a link to its filtered list. */
test.describe('workbench (/back)', () => {
  test('after login the reviewer lands on the workbench; each count opens the list filtered to exactly those', async ({ page }) => {
    await backLoginAs(page, 'reviewer');
    await expect(page).toHaveURL(/\/back$/);
    await expect(page.getByTestId('workbench-pendingReview')).toBeVisible();
    await expect(page.getByTestId('workbench-openComplaints')).toBeVisible();
    await expect(page.getByTestId('workbench-waitingQuestions')).toBeVisible();
    // Only what the reviewer may act on: no index card, no shortcut to pages outside the role.
    await expect(page.getByTestId('workbench-missingIndexValues')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '内容管理' }).getByRole('link', { name: '投诉管理' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '站点管理' })).toHaveCount(0);

    const complaints = page.getByTestId('workbench-openComplaints');
    const open = await countOf(complaints);
    await complaints.click();
    await expect(page).toHaveURL(/\/back\/ComplainManager\?status=pending$/);
    await expect.poll(() => totalOf(page)).toBe(open);

    await page.getByRole('button', { name: /工作台/ }).click();
    const waiting = page.getByTestId('workbench-waitingQuestions');
    const unanswered = await countOf(waiting);
    await waiting.click();
    await expect(page).toHaveURL(/\/back\/ContentCheck\?kind=question&status=published&unanswered=1$/);
    await expect(page.getByText('仅显示待专家回答')).toBeVisible();
    await expect(page.getByRole('tab', { name: '问题', selected: true })).toBeVisible();
    await expect.poll(() => totalOf(page)).toBe(unanswered);
  });

  test('the editor sees today’s missing index values and the product list filtered to them', async ({ page }) => {
    await backLoginAs(page, 'editor');
    await expect(page).toHaveURL(/\/back$/);
    await expect(page.getByTestId('workbench-pendingReview')).toHaveCount(0);
    const card = page.getByTestId('workbench-missingIndexValues');
    const missing = await countOf(card);
    await card.click();
    await expect(page).toHaveURL(/\/back\/IndexProductManagement\?missing=today$/);
    await expect(page.getByText('今日未录入')).toBeVisible();
    await expect.poll(() => totalOf(page)).toBe(missing);
  });
});
