/**
 * Index production in Chromium: a member reports prices on the portal and the phone (an
 * unlinked member is refused), the assessor registers a contributor, captures a phone price,
 * computes the next period and submits it; the approver approves it (the administrator, who
 * holds both permissions, cannot approve their own proposal), reads the audit trail and
 * replays it; a new methodology version is announced and the portal shows the disclosure.
 */
import type { Locator, Page } from '@playwright/test';
import type { IndexProduct, IndexValueRow, Page as ListPage } from '@coal/contracts';
import {
  addDays,
  apiGet,
  backLoginAs,
  button,
  chooseOption,
  expect,
  formatIndexValue,
  portalLoginAs,
  storedToken,
  test,
  uniqueSuffix,
} from '../support/fixtures.ts';

// A weekly index no other spec writes to; the demo seeds its recent periods with inputs.
const CODE = 'CCP-JM';
const NAME = '全国炼焦煤综合价格';
const OPTION = `${NAME}（${CODE}）`;

// Each test is a person's whole round of pages: longer than the default minute on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

/**
 * The newest released period (reports cannot be dated after today, so the round corrects it
 * from fresh inputs), a day before it that is not a period of the index, and a price near
 * the released value.
 */
let period = '';
let offPeriod = '';
let base = 0;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await backLoginAs(page, 'admin');
  const token = await storedToken(page, 'back');
  const product = (await apiGet<IndexProduct>(page, '/api/priceIndex/product', { code: CODE })).data;
  const rows = (
    await apiGet<ListPage<IndexValueRow>>(page, '/api/admin/indexValues/list', { productId: String(product.id), currentPage: '1', pageSize: '10' }, token)
  ).data.list;
  const released = rows.find((r) => r.released)!;
  period = released.period;
  offPeriod = addDays(period, -2);
  base = Math.round(released.value);
  await context.close();
});

/** Types a day into an antd date picker, as a person would. */
async function pickDay(picker: Locator, day: string) {
  await picker.click();
  await picker.fill(day);
  await picker.press('Enter');
  await expect(picker).toHaveValue(day);
}

/** Fills the member's portal form for the round's period. */
async function fillPortalReport(page: Page, price: number, volume: number) {
  const form = page.locator('form#price-report');
  await chooseOption(page, form.getByRole('combobox', { name: '指数产品' }), OPTION, CODE);
  await pickDay(form.getByLabel('日期'), period);
  await form.getByLabel('价格（元/吨）').fill(String(price));
  await form.getByLabel('数量（吨）').fill(String(volume));
  await form.getByRole('button', { name: button('提交报价') }).click();
}

/** Submits a proposal; when the plausibility check asks, confirms it with `reason`. */
async function submitProposal(page: Page, reason: string) {
  await page.getByRole('button', { name: button('提交审批') }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '请确认本期数值' });
  const done = page.getByText(/^已提交审批（编号 \d+）/);
  await expect(confirm.or(done)).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.getByLabel('确认理由').fill(reason);
    await confirm.getByRole('button', { name: button('确定') }).click();
  }
  await expect(done).toBeVisible();
}

test('a linked member reports a price in 个人中心; a member not linked is refused with the server’s message', async ({ page, browser }) => {
  await portalLoginAs(page, 'member');
  await page.getByRole('tab', { name: '价格填报' }).click();
  await expect(page.getByText('报价机构：晋能贸易（演示）')).toBeVisible();
  await fillPortalReport(page, base + 5, 6000);
  await expect(page.getByText('报价已提交，发布后可在下方查看是否采用')).toBeVisible();
  const mine = page
    .getByRole('table', { name: '我的报价' })
    .or(page.locator('table').filter({ hasText: NAME }))
    .first();
  await expect(
    mine
      .getByRole('row')
      .filter({ hasText: period })
      .filter({ hasText: String(base + 5) })
      .first(),
  ).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  await portalLoginAs(other, 'expert');
  await other.getByRole('tab', { name: '价格填报' }).click();
  await fillPortalReport(other, base, 1000);
  await expect(other.getByRole('tabpanel', { name: '价格填报' }).getByRole('alert')).toHaveText('您的账号未关联有效的报价机构，不能填报价格');
  await context.close();
});

test('on a phone the member reads what the index rests on and reports a price', async ({ page }) => {
  await portalLoginAs(page, 'member');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`mobile/PriceIndexPro1?code=${CODE}`);
  await expect(page.getByText(/本期依据：\d+ 笔成交，\d+ 家机构/)).toBeVisible();
  await page.getByRole('button', { name: '编制方法第 1 版' }).click();
  await expect(page.getByRole('article', { name: '第 1 版' })).toBeVisible();

  // From the 价格 tab to 价格填报, inside the app.
  await page.locator('.adm-tab-bar').getByText('价格', { exact: true }).click();
  await page.getByRole('button', { name: /价格填报/ }).click();
  await expect(page).toHaveURL(/\/mobile\/priceReport$/);
  await page.getByLabel('指数产品').selectOption(CODE);
  await page.getByLabel('期次').fill(period);
  await page.getByRole('spinbutton', { name: '价格（元/吨）' }).fill(String(base - 2));
  await page.getByRole('spinbutton', { name: '数量（吨）' }).fill('3000');
  await page.getByRole('button', { name: '提交报价' }).click();
  await expect(page.getByText('报价已提交')).toBeVisible();
  await expect(page.getByLabel('我的报价').getByText(`${NAME} ${base - 2}`)).toBeVisible();
});

test('the assessor registers a contributor, captures a phone price, computes the period and submits it', async ({ page }) => {
  await backLoginAs(page, 'assessor');
  const menu = page.locator('.ant-layout-sider');
  for (const item of ['报价机构', '价格采集', '价格评估', '编制方法']) await expect(menu.getByText(item, { exact: true })).toBeVisible();
  await expect(menu.getByText('价格审批', { exact: true })).toHaveCount(0);

  // 报价机构: a new contributor.
  const contributor = `E2E报价机构${uniqueSuffix()}`;
  await menu.getByText('报价机构', { exact: true }).click();
  await page.getByRole('button', { name: button('新增报价机构') }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('机构名称').fill(contributor);
  await chooseOption(page, dialog.getByRole('combobox', { name: '机构类型' }), '贸易商');
  await dialog.getByLabel('地区').fill('山西大同');
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: contributor })).toBeVisible();

  // 价格采集: two prices taken by phone, from the new contributor and a demo one.
  await menu.getByText('价格采集', { exact: true }).click();
  for (const [who, search, price] of [
    [contributor, contributor, base + 2],
    ['鄂尔多斯北联煤业（演示）（生产企业 · 内蒙古鄂尔多斯）', '鄂尔多斯', base],
  ] as const) {
    await page.getByRole('button', { name: button('录入报价') }).click();
    dialog = page.getByRole('dialog');
    const label = who === contributor ? `${contributor}（贸易商 · 山西大同）` : who;
    await chooseOption(page, dialog.getByRole('combobox', { name: '报价机构' }), label, search);
    await chooseOption(page, dialog.getByRole('combobox', { name: '指数产品' }), OPTION, CODE);
    await pickDay(dialog.getByLabel('日期'), period);
    await dialog.getByLabel('价格（元/吨）').fill(String(price));
    await dialog.getByLabel('数量（吨）').fill('5000');
    // The dialog's OK (its name reads "loading 确定" while a save is under way).
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(page.getByText('报价已录入')).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
  }

  // 价格评估: the period computed again, the new inputs used, the far one excluded with its reason.
  await page.goto(`back/IndexAssessment?productCode=${CODE}&period=${period}`);
  await page.getByRole('button', { name: button('计算') }).click();
  const result = page.getByRole('region', { name: '计算结果' });
  await expect(result.getByText('充足', { exact: true })).toBeVisible();
  await expect(result.getByText('第 1 版', { exact: true })).toBeVisible();
  const inputs = result.getByRole('table');
  await expect(inputs.getByRole('row').filter({ hasText: contributor }).getByText('采用', { exact: true })).toBeVisible();
  await expect(
    inputs
      .getByRole('row')
      .filter({ hasText: '晋能贸易（演示）' })
      .filter({ hasText: formatIndexValue(base + 5, 0) })
      .getByText('采用', { exact: true }),
  ).toBeVisible();
  await expect(inputs.getByRole('row').filter({ hasText: '剔除' }).filter({ hasText: '中位数' }).first()).toBeVisible();

  // A judgement far from the last value: the server asks to confirm; the assessor thinks again.
  await page.getByLabel('评估判断（修改值）').check();
  await page.getByLabel(/评估值/).fill(String(base * 10));
  await page.getByLabel('理由', { exact: true }).fill('核对后确认');
  await page.getByRole('button', { name: button('提交审批') }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '请确认本期数值' });
  await expect(confirm.getByText(/超出合理波动幅度/)).toBeVisible();
  await confirm.getByRole('button', { name: button('取消') }).click();

  await page.getByLabel(/采用计算值/).check();
  await submitProposal(page, '按计算值发布');
});

test('the administrator cannot approve their own proposal; the approver approves, rejects, reads the audit and replays it', async ({ page, browser }) => {
  // The administrator (both permissions) proposes a judgement for a day that is no period of the index.
  await backLoginAs(page, 'admin');
  await page.goto(`back/IndexAssessment?productCode=${CODE}&period=${offPeriod}`);
  await page.getByRole('button', { name: button('计算') }).click();
  await expect(page.getByText('数据不足', { exact: true }).first()).toBeVisible();
  await page.getByLabel(/评估值/).fill(String(base * 10));
  await page.getByLabel('理由', { exact: true }).fill('市场无成交，按经验判断');
  await submitProposal(page, '确认按判断值提交');

  await page.goto('back/IndexApproval');
  const own = page.getByRole('row').filter({ hasText: offPeriod }).filter({ hasText: '待审批' });
  await expect(own.locator('[data-warning="true"]')).toBeVisible();
  await own.getByRole('button', { name: /^批准/ }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: button('确定') })
    .click();
  await expect(page.getByText('不能审批自己提交的数据（需另一位审批人）')).toBeVisible();

  const context = await browser.newContext();
  const checker = await context.newPage();
  await backLoginAs(checker, 'approver');
  // The workbench counts what waits for approval and opens the queue filtered to it.
  const card = checker.getByTestId('workbench-pendingApprovals');
  await expect(card).toBeVisible();
  expect(Number(await card.locator('.ant-statistic-content-value').textContent())).toBeGreaterThanOrEqual(2);
  await card.click();
  await expect(checker).toHaveURL(/\/back\/IndexApproval\?status=pending$/);
  const menu = checker.locator('.ant-layout-sider');
  await expect(menu.getByText('价格审批', { exact: true })).toBeVisible();
  await expect(menu.getByText('价格评估', { exact: true })).toHaveCount(0);

  // The assessor's correction from the computed value: approved.
  const proposal = checker.getByRole('row').filter({ hasText: period }).filter({ hasText: '待审批' });
  await expect(proposal).toContainText('更正');
  await expect(proposal).toContainText(/\d+ 笔成交，\d+ 家机构/);
  await proposal.getByRole('button', { name: /^批准/ }).click();
  await checker
    .locator('.ant-popconfirm')
    .getByRole('button', { name: button('确定') })
    .click();
  await expect(proposal).toHaveCount(0);

  // The administrator's judgement: its move highlighted, rejected with a reason.
  const judged = checker.getByRole('row').filter({ hasText: offPeriod }).filter({ hasText: '待审批' });
  await expect(judged.locator('[data-warning="true"]')).toBeVisible();
  await judged.getByRole('button', { name: /^驳回/ }).click();
  const dialog = checker.getByRole('dialog');
  await dialog.getByLabel('驳回理由').fill('与市场行情明显不符');
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(judged).toHaveCount(0);

  // Every status: the approved one, its audit trail and its replay.
  await chooseOption(checker, checker.getByRole('combobox', { name: '审批状态' }), '已批准');
  const approved = checker.getByRole('row').filter({ hasText: NAME }).filter({ hasText: period }).filter({ hasText: '更正' }).filter({ hasText: '已批准' });
  await approved.getByRole('button', { name: /^审计/ }).click();
  const drawer = checker.getByRole('dialog', { name: /^审计记录/ });
  await expect(drawer.getByText('审批通过').first()).toBeVisible();
  await expect(drawer.getByText('报价提交').first()).toBeVisible();
  await drawer.getByRole('button', { name: button('重放计算') }).click();
  await expect(drawer.getByText(/^重放一致/)).toBeVisible();
  await context.close();
});

test('a new methodology version is announced with notice, and the price page discloses what the value rests on', async ({ page }) => {
  await backLoginAs(page, 'assessor');
  await page.goto('back/IndexMethodology');
  await chooseOption(page, page.getByRole('combobox', { name: '指数产品' }), OPTION, CODE);
  await expect(page.getByRole('article', { name: '第 1 版' }).getByText('现行')).toBeVisible();
  await page.getByRole('button', { name: button('新增版本') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('编制方法说明').fill('以成交为主、报价为辅；按成交量加权；偏离中位数超过3%的数据剔除。');
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(page.getByText(/^已保存第 \d+ 版，并发布方法变更公告$/)).toBeVisible();
  await expect(page.getByText(/编制方法变更公告：第 \d+ 版将于 \d{4}-\d{2}-\d{2} 起生效/)).toBeVisible();

  await page.goto(`portal/Price?family=CCP&code=${CODE}`);
  await expect(page.getByText(/本期依据：\d+ 笔成交，\d+ 家机构/)).toBeVisible();
  await page.getByRole('button', { name: '编制方法第 1 版' }).click();
  await expect(page.getByRole('tab', { name: '编制方法', selected: true })).toBeVisible();
  await expect(page.getByText(/编制方法变更公告：第 \d+ 版将于/)).toBeVisible();
  await expect(page.getByRole('article', { name: '第 1 版' }).getByText('现行')).toBeVisible();

  // The member's reports of the corrected period: released now, so each says whether it was used.
  await portalLoginAs(page, 'member');
  await page.getByRole('tab', { name: '价格填报' }).click();
  await expect(page.getByRole('row').filter({ hasText: period }).filter({ hasText: '已采用' }).first()).toBeVisible();
});
