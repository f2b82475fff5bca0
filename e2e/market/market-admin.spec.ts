import type { Locator, Page } from '@playwright/test';
import { type BasisQuoteAdmin, type BasisTrend, type DayBiddingSession, dominantContract, type Page as ListPage } from '@coal/contracts';
import { apiGet, backLoginAs, button, chooseOption, expect, portalLogin, readEnvelope, storedToken, test, uniqueSuffix } from '../support/fixtures.ts';

/** YYYY-MM-DD HH:mm in Beijing time (the browser's zone in playwright.config.ts), as the pickers type it. */
const beijingMinute = (epochMs: number) => new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Logs the admin in and opens 行情图表管理 from the menu, then one of its tabs. */
async function openMarketTab(page: Page, tab: '期现基差' | '每日竞价'): Promise<Locator> {
  await backLoginAs(page, 'admin');
  await page.locator('.ant-layout-sider').getByText('行情图表管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/back\/MarketChartManagement$/);
  await page.getByRole('tab', { name: tab }).click();
  return page.getByRole('tabpanel', { name: tab });
}

/** Types a date (or date and time) into an antd picker and accepts it with Enter, as a keyboard user would. */
async function typeDate(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/**
 * A form dialog's 确定. The dialogs stay mounted when hidden (forceRender), and a save's
 * loading icon can be left in the button, invisible, mid-animation: its label then reads
 * "loading 确 定", so the name is matched at the end only.
 */
const okButton = (dialog: Locator) => dialog.locator('.ant-modal-footer').getByRole('button', { name: /确\s*定$/ });

/** Answers the open popconfirm with 确定. */
/** Clicks the open popconfirm's 确定 until it closes: under load a click during its opening animation can be lost. */
async function confirmPopover(page: Page): Promise<void> {
  const popover = page.locator('.ant-popover:visible');
  await expect(async () => {
    if (await popover.count()) await popover.getByRole('button', { name: button('确定') }).click({ timeout: 2_000 });
    await expect(popover).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

const adminSessions = (page: Page, token: string, keyword: string) =>
  apiGet<ListPage<DayBiddingSession>>(page, '/api/admin/biddingSessions/list', { keyword, currentPage: '1', pageSize: '10' }, token);

const adminQuotes = (page: Page, token: string, day: string) =>
  apiGet<ListPage<BasisQuoteAdmin>>(page, '/api/admin/basisQuotes/list', { variety: 'J', from: day, to: day, currentPage: '1', pageSize: '10' }, token);

test.describe('back office market data: 行情图表管理 tabs 每日竞价 and 期现基差 (chart:manage)', () => {
  test('the admin adds a session, starts it, a bidder sees it 竞价中, and the admin deletes it', async ({ page, browser }) => {
    test.slow(); // two people, two logins, four writes on a loaded machine
    const product = `演示测试焦煤${uniqueSuffix()}`;
    const origin = `山西吕梁测试${uniqueSuffix()}`;
    const startingPrice = 1500 + (Date.now() % 400);
    const shownPrice = new Intl.NumberFormat('zh-CN').format(startingPrice);
    // Today, a few minutes ahead, for an hour: 待开始 until someone starts it.
    const startMs = Math.floor(Date.now() / 60_000) * 60_000 + 5 * 60_000;
    const [startAt, endAt] = [beijingMinute(startMs), beijingMinute(startMs + 60 * 60_000)];

    const panel = await openMarketTab(page, '每日竞价');
    const token = await storedToken(page, 'back');
    let sessionId: number | undefined;
    try {
      await panel.getByRole('button', { name: button('新增场次') }).click();
      const dialog = page.getByRole('dialog', { name: '新增竞价场次' });
      await expect(dialog.getByLabel('品类')).toHaveValue('炼焦煤');
      await dialog.getByLabel('品名').fill(product);
      await dialog.getByLabel('产地').fill(origin);
      await dialog.getByLabel('质量指标').fill('A≤10% S≤0.6% V20-24% G≥80');
      await dialog.getByLabel('交收方式').fill('车板交货（FOR）·柳林站');
      await dialog.getByLabel('挂牌量（吨）').fill('3000');
      await dialog.getByLabel('起拍价（元/吨）').fill(String(startingPrice));
      await typeDate(dialog.getByLabel('开始时间'), startAt);
      await typeDate(dialog.getByLabel('结束时间'), endAt);
      const saving = page.waitForResponse((r) => r.url().includes('/api/admin/biddingSessions/save'));
      await okButton(dialog).click();
      const saved = await readEnvelope<DayBiddingSession>(await saving);
      expect(saved.result, saved.message).toBe(true);
      sessionId = saved.data.id;
      const { sessionNo } = saved.data;
      expect(saved.data).toMatchObject({ productName: product, startingPrice, quantity: 3000, status: 'upcoming', demo: false });
      expect(sessionNo).toMatch(new RegExp(`^JJ${startAt.slice(0, 10).replaceAll('-', '')}\\d{2}$`));
      await expect(page.locator('.ant-message').getByText(`保存成功，场次编号 ${sessionNo}`)).toBeVisible();
      await expect(dialog).toBeHidden();

      // Found by its name, as 待开始, typed by staff, at the times typed.
      await panel.getByRole('textbox', { name: '关键词' }).fill(product);
      await panel.getByRole('button', { name: button('查询') }).click();
      const rows = panel.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows).toHaveCount(1);
      const row = rows.filter({ hasText: sessionNo });
      await expect(row).toContainText(product);
      await expect(row).toContainText(shownPrice);
      await expect(row).toContainText(`${startAt}–${endAt.slice(11)}`);
      await expect(row.locator('.ant-tag')).toHaveText(['待开始', '人工录入']);

      // 变更状态 → 开始竞价, confirmed.
      await row.getByRole('button', { name: `变更状态 ${sessionNo}` }).click();
      const moves = page.locator('.ant-dropdown:visible');
      await expect(moves.getByRole('menuitem')).toHaveText(['开始竞价', '取消场次']);
      await moves.getByRole('menuitem', { name: '开始竞价' }).click();
      const confirm = page.getByRole('dialog', { name: `开始竞价：${sessionNo}` });
      await expect(confirm).toContainText(`${product}，当前状态“待开始”，确认开始竞价？`);
      await confirm.getByRole('button', { name: button('确认') }).click();
      await expect(page.locator('.ant-message').getByText('操作成功')).toBeVisible();
      await expect(row.locator('.ant-tag')).toHaveText(['竞价中', '人工录入']);
      const started = (await adminSessions(page, token, product)).data.list;
      expect(started).toHaveLength(1);
      expect(started[0]).toMatchObject({ id: sessionId, status: 'bidding', statusName: '竞价中' });
      expect(Date.parse(started[0]!.startAt)).toBeLessThanOrEqual(Date.now());

      // A bidder finds it on the portal, 竞价中, at the starting price.
      const bidderContext = await browser.newContext();
      try {
        const bidder = await bidderContext.newPage();
        await portalLogin(bidder, 'bidder', 'Bidder@2026');
        await expect(bidder.locator('header').getByRole('button', { name: /汾河焦化/ })).toBeVisible();
        await bidder.goto('portal/DayBidding');
        const section = bidder.getByRole('region', { name: '每日竞价' });
        await expect(section.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
        await chooseOption(bidder, section.getByRole('combobox', { name: '竞价状态' }), '竞价中');
        await section.getByRole('searchbox', { name: '关键词' }).fill(product);
        const listed = bidder.waitForResponse((r) => r.url().includes('/api/dayBidding/getLists'));
        await section.getByRole('button', { name: button('查询') }).click();
        const seen = await readEnvelope<ListPage<DayBiddingSession>>(await listed);
        expect(seen.data.list.map((s) => [s.sessionNo, s.status, s.startingPrice])).toEqual([[sessionNo, 'bidding', startingPrice]]);
        const portalRows = section.locator('.ant-table-tbody tr.ant-table-row');
        await expect(portalRows).toHaveCount(1);
        await expect(portalRows.first()).toContainText(sessionNo);
        await expect(portalRows.first()).toContainText(product);
        await expect(portalRows.first()).toContainText(origin);
        await expect(portalRows.first().getByRole('cell', { name: shownPrice, exact: true })).toBeVisible();
        await expect(portalRows.first().locator('td').last()).toHaveText('竞价中');
      } finally {
        await bidderContext.close();
      }

      // The admin deletes it (confirmed): gone from the list, and from the server.
      await row.getByRole('button', { name: button('删除') }).click();
      await expect(page.locator('.ant-popover:visible')).toContainText(`删除场次“${sessionNo}”？`);
      const deleting = page.waitForResponse((r) => r.url().includes('/api/admin/biddingSessions/delete'));
      await confirmPopover(page);
      expect(await readEnvelope<null>(await deleting)).toMatchObject({ result: true, message: '删除成功' });
      await expect(rows.filter({ hasText: product })).toHaveCount(0);
      expect((await adminSessions(page, token, product)).data.total).toBe(0);
      sessionId = undefined;
    } finally {
      // A failed run leaves nothing behind for the other specs.
      if (sessionId !== undefined) {
        await page.request.post('/api/admin/biddingSessions/delete', { form: { id: String(sessionId) }, headers: { 'e-user-token': token } });
      }
    }
  });

  test('the admin adds a basis quote, sees the server basis, corrects it, the portal API has it, and the admin deletes it', async ({ page }) => {
    test.slow(); // three writes and the portal's call checked after each, on a loaded machine
    const panel = await openMarketTab(page, '期现基差');
    const token = await storedToken(page, 'back');
    // A weekday of 2022, before the demo's three years of quotes: none there, and the portal's
    // latest quotes and default range (the newest days) stay as the other specs see them.
    let day = '';
    for (let tries = 0; tries < 20 && !day; tries++) {
      const candidate = new Date(Date.UTC(2022, 0, 3) + Math.floor(Math.random() * 360) * 86_400_000);
      if (candidate.getUTCDay() === 0 || candidate.getUTCDay() === 6) continue;
      const iso = candidate.toISOString().slice(0, 10);
      if ((await adminQuotes(page, token, iso)).data.total === 0) day = iso;
    }
    expect(day, 'a free weekday of 2022').not.toBe('');
    const contract = dominantContract('J', day);

    let added = false;
    try {
      // The list, filtered to that day and variety, is empty first.
      await chooseOption(page, panel.getByRole('combobox', { name: '品种' }), '焦炭');
      const range = panel.getByRole('textbox', { name: '交易日期' }); // from and to
      await typeDate(range.first(), day);
      await typeDate(range.last(), day);
      const filtered = page.waitForResponse((r) => r.url().includes('/api/admin/basisQuotes/list'));
      await panel.getByRole('button', { name: button('查询') }).click();
      expect((await readEnvelope<ListPage<BasisQuoteAdmin>>(await filtered)).data.total).toBe(0);
      const rows = panel.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows).toHaveCount(0);

      // 新增基差: the day, J with its usual spot, the prices; the form previews the basis.
      await panel.getByRole('button', { name: button('新增基差') }).click();
      const dialog = page.getByRole('dialog', { name: '新增期现基差' });
      await typeDate(dialog.getByLabel('交易日期'), day);
      await expect(dialog.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: '品种' }) })).toContainText('焦炭（J）');
      await expect(dialog.getByLabel('现货名称')).toHaveValue('日照港准一级冶金焦平仓价');
      await expect(dialog.getByLabel('期货合约')).toHaveAttribute('placeholder', contract);
      await expect(dialog.getByLabel('基差预览')).toHaveText('—');
      await dialog.getByLabel('现货价（元/吨）').fill('2345');
      await dialog.getByLabel('期货结算价（元/吨）').fill('2200.5');
      await expect(dialog.getByLabel('基差预览')).toHaveText('144.50 元/吨');
      const saving = page.waitForResponse((r) => r.url().includes('/api/admin/basisQuotes/add'));
      await okButton(dialog).click();
      const saved = await readEnvelope<null>(await saving);
      expect(saved.result, saved.message).toBe(true);
      added = true;
      await expect(page.locator('.ant-message').getByText('保存成功')).toBeVisible();
      await expect(dialog).toBeHidden();

      // The row: the server's basis and rate, the dominant contract, typed by staff.
      await expect(rows).toHaveCount(1);
      await expect(rows.first().locator('td')).toHaveText([
        day,
        '焦炭',
        '日照港准一级冶金焦平仓价',
        '2,345',
        contract,
        '2,200.5',
        '+144.50',
        '+6.57%',
        '人工录入',
        /修\s*改\s*删\s*除/,
      ]);
      const stored = (await adminQuotes(page, token, day)).data.list;
      expect(stored).toEqual([
        expect.objectContaining({ tradeDate: day, variety: 'J', contract, spotPrice: 2345, futuresPrice: 2200.5, basis: 144.5, basisRate: 6.57, demo: false }),
      ]);

      // The portal's public call has it at once (a tourist's request, no session).
      const trend = await apiGet<BasisTrend>(page, '/api/basisTrend/getLists', { variety: 'J', from: day, to: day });
      expect(trend.data.list).toEqual([
        expect.objectContaining({ tradeDate: day, variety: 'J', contract, spotPrice: 2345, futuresPrice: 2200.5, basis: 144.5, basisRate: 6.57 }),
      ]);

      // 修改: the spot price corrected to the fen; the row shows it as typed, with the new basis.
      await rows
        .first()
        .getByRole('button', { name: button('修改') })
        .click();
      const edit = page.getByRole('dialog', { name: `修改基差：焦炭 ${day}` });
      await expect(edit.getByLabel('交易日期')).toBeDisabled();
      await expect(edit.getByLabel('现货价（元/吨）')).toHaveValue('2345.00');
      await edit.getByLabel('现货价（元/吨）').fill('2345.67');
      await expect(edit.getByLabel('基差预览')).toHaveText('145.17 元/吨');
      const updating = page.waitForResponse((r) => r.url().includes('/api/admin/basisQuotes/update'));
      await okButton(edit).click();
      expect((await readEnvelope<null>(await updating)).result).toBe(true);
      await expect(edit).toBeHidden();
      await expect(rows.first().locator('td').nth(3)).toHaveText('2,345.67');
      await expect(rows.first().locator('td').nth(6)).toHaveText('+145.17');
      await expect(rows.first().locator('td').nth(7)).toHaveText('+6.60%');
      // …and so does the portal's call.
      const corrected = await apiGet<BasisTrend>(page, '/api/basisTrend/getLists', { variety: 'J', from: day, to: day });
      expect(corrected.data.list).toEqual([
        expect.objectContaining({ tradeDate: day, spotPrice: 2345.67, futuresPrice: 2200.5, basis: 145.17, basisRate: 6.6 }),
      ]);

      // The admin deletes it (confirmed): gone from the tab and from the portal's call.
      await rows
        .first()
        .getByRole('button', { name: button('删除') })
        .click();
      await expect(page.locator('.ant-popover:visible')).toContainText(`删除 ${day} 焦炭的基差数据？`);
      // The answer, not the toast: 删除成功 fades after 3 s, and confirming can take retries under load.
      const deleting = page.waitForResponse((r) => r.url().includes('/api/admin/basisQuotes/delete'));
      await confirmPopover(page);
      expect(await readEnvelope<null>(await deleting)).toMatchObject({ result: true, message: '删除成功' });
      await expect(rows).toHaveCount(0);
      added = false;
      expect((await apiGet<BasisTrend>(page, '/api/basisTrend/getLists', { variety: 'J', from: day, to: day })).data.list).toEqual([]);
    } finally {
      if (added) {
        await page.request.post('/api/admin/basisQuotes/delete', { form: { tradeDate: day, variety: 'J' }, headers: { 'e-user-token': token } });
      }
    }
  });

  test('a reviewer (no chart:manage) has no menu item, a 403 page, and the server refuses the calls', async ({ page }) => {
    await backLoginAs(page, 'reviewer');
    const menu = page.locator('.ant-layout-sider');
    await expect(menu.getByText('内容审核', { exact: true })).toBeVisible();
    await expect(menu.getByText('行情数据', { exact: true })).toHaveCount(0);
    await expect(menu.getByText('行情图表管理', { exact: true })).toHaveCount(0);

    await page.goto('back/MarketChartManagement');
    await expect(page.getByText('403', { exact: true })).toBeVisible();
    await expect(page.getByText('您没有访问该页面的权限，请联系管理员开通。')).toBeVisible();
    await expect(page.getByRole('tab', { name: '每日竞价' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: '期现基差' })).toHaveCount(0);

    const token = await storedToken(page, 'back');
    for (const path of ['/api/admin/biddingSessions/list', '/api/admin/basisQuotes/list']) {
      const refused = await readEnvelope<null>(
        await page.request.get(path, { params: { currentPage: '1', pageSize: '10' }, headers: { 'e-user-token': token } }),
      );
      expect(refused, path).toMatchObject({ result: false, code: 403 });
    }
  });
});
