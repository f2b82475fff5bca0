import type { DayBiddingSession, Page as ListPage } from '@coal/contracts';
import { apiGet, button, chooseOption, expect, portalLogin, readEnvelope, storedToken, test } from '../support/fixtures.ts';

const FORBIDDEN = '您尚未开通每日竞价权限，请联系交易中心开通';

test.describe('daily bidding /portal/DayBidding (members with the 每日竞价 gateway)', () => {
  test('a bidder sees the bidding sessions and can filter them by status', async ({ page }) => {
    await portalLogin(page, 'bidder', 'Bidder@2026');
    await expect(page.locator('header').getByRole('button', { name: /汾河焦化/ })).toBeVisible();

    const answer = page.waitForResponse((r) => r.url().includes('/api/dayBidding/getLists'));
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '每日竞价' }).click();
    await expect(page).toHaveURL(/\/portal\/DayBidding$/);
    const sessions = await readEnvelope<ListPage<DayBiddingSession>>(await answer);
    expect(sessions.result).toBe(true);
    expect(sessions.data.list.length).toBeGreaterThan(0);

    const section = page.getByRole('region', { name: '每日竞价' });
    for (const column of ['场次', '品名', '产地', '起拍价（元/吨）', '成交价（元/吨）', '竞价时间', '状态']) {
      await expect(section.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const rows = section.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(sessions.data.list.length);
    // The rows are the server's sessions, newest first.
    const first = sessions.data.list[0]!;
    await expect(rows.first()).toContainText(first.sessionNo);
    await expect(rows.first()).toContainText(first.productName);
    await expect(rows.first()).toContainText(first.statusName);
    await expect(section.locator('.ant-pagination-total-text')).toHaveText(`共 ${sessions.data.total} 条`);
    await expect(section.getByText(FORBIDDEN)).toHaveCount(0);

    // Filter 已成交: every row is a cleared session with a clearing price.
    await chooseOption(page, section.getByRole('combobox', { name: '竞价状态' }), '已成交');
    const filtered = page.waitForResponse((r) => r.url().includes('/api/dayBidding/getLists'));
    await section.getByRole('button', { name: button('查询') }).click();
    const cleared = await readEnvelope<ListPage<DayBiddingSession>>(await filtered);
    expect(cleared.data.list.length).toBeGreaterThan(0);
    expect(cleared.data.list.every((s) => s.status === 'cleared')).toBe(true);
    await expect(rows).toHaveCount(cleared.data.list.length);
    await expect(rows.first()).toContainText(cleared.data.list[0]!.sessionNo);
    for (const row of await rows.all()) {
      await expect(row.locator('td').last()).toHaveText('已成交');
    }
  });

  test('a member without the gateway is told so, and the server refuses the list too', async ({ page }) => {
    await portalLogin(page, 'member', 'Member@2026');
    await expect(page.locator('header').getByRole('button', { name: /晋能贸易/ })).toBeVisible();
    let asked = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/dayBidding/getLists')) asked = true;
    });
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '每日竞价' }).click();
    await expect(page).toHaveURL(/\/portal\/DayBidding$/);

    const section = page.getByRole('region', { name: '每日竞价' });
    await expect(section.getByText('需要“每日竞价”权限')).toBeVisible();
    await expect(section.getByText(FORBIDDEN)).toBeVisible();
    await expect(section.locator('.ant-table')).toHaveCount(0);
    expect(asked).toBe(false);

    // The refusal does not rest on the page: the server answers 403 with the same message.
    const refused = await apiGet<null>(page, '/api/dayBidding/getLists', { currentPage: '1', pageSize: '10' }, await storedToken(page));
    expect(refused).toMatchObject({ result: false, code: 403, message: FORBIDDEN });
  });

  test('a tourist is asked to log in', async ({ page }) => {
    await page.goto('portal/DayBidding');
    const section = page.getByRole('region', { name: '每日竞价' });
    await expect(section.getByText('请先登录后查看每日竞价')).toBeVisible();
    await expect(section.locator('.ant-table')).toHaveCount(0);
    const refused = await apiGet<null>(page, '/api/dayBidding/getLists', { currentPage: '1', pageSize: '10' }, await storedToken(page));
    expect(refused).toMatchObject({ result: false, code: 401, message: '请先登录后查看每日竞价' });
    await section.getByRole('button', { name: button('登录') }).click();
    await expect(page.getByRole('dialog').getByPlaceholder('请输入交易系统账号')).toBeVisible();
  });
});
