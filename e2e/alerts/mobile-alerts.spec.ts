/**
 * Watchlist and alerts on a phone: a member stars an index on its mobile page, sets a 发布新值 alert in the
 * bottom sheet (pauses and resumes it), finds the index first on /mobile/price under 我的指数,
 * and, once staff release a value, reads the notification from the nav bar's bell.
 */
import { apiGet, expect, memberLogin, readEnvelope, storedToken, test } from '../support/fixtures.ts';
import { stageIndexRelease } from '../support/index-release.ts';

// An index no other spec writes to.
const CODE = 'SX-JM-LS';

test('on a phone: star, alert sheet, 我的指数 and the bell’s notification list', async ({ page, browser }) => {
  const { product, target, write, close } = await stageIndexRelease(browser, CODE);

  // The member logs in on the portal; the mobile area picks the login up from the trade ticket.
  await memberLogin(page);
  const memberToken = await storedToken(page, 'portal');
  const asMember = { 'e-user-token': memberToken };
  // A retry starts clean: what an earlier attempt left (the star, the alert) goes first.
  const leftover = await apiGet<Array<{ id: number }>>(page, '/api/alerts/list', { productId: String(product.id) }, memberToken);
  for (const alert of leftover.data ?? []) await page.request.post('/api/alerts/delete', { form: { id: String(alert.id) }, headers: asMember });
  await page.request.post('/api/watchlist/remove', { form: { productId: String(product.id) }, headers: asMember });
  await page.request.post('/api/notifications/readAll', { headers: asMember });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`mobile/PriceIndexPro1?code=${CODE}`);
  await expect(page.getByRole('heading', { name: product.name }).or(page.getByText(product.name).first())).toBeVisible();

  const star = page.getByRole('button', { name: `加入我的指数 ${CODE}` }).first();
  await expect(star).toBeEnabled(); // the member's star loads lazily
  await star.click();
  await expect(page.getByText('已加入我的指数')).toBeVisible();
  await expect(page.getByRole('button', { name: `取消关注 ${CODE}` }).first()).toHaveAttribute('aria-pressed', 'true');

  // The alert sheet: 发布新值 needs no threshold; pause it, resume it.
  await page.getByRole('button', { name: '设置提醒' }).click();
  const sheet = page.locator('.adm-popup-body').filter({ hasText: '价格提醒' });
  await expect(sheet.getByText(`${product.name} · 价格提醒`)).toBeVisible();
  await expect(sheet.getByText('尚未设置提醒')).toBeVisible();
  await sheet.getByRole('button', { name: '添加提醒' }).click();
  await expect(page.getByText('提醒已设置', { exact: true })).toBeVisible();
  await sheet.getByRole('switch', { name: '停用提醒：发布新值' }).click();
  await expect(sheet.getByRole('switch', { name: '启用提醒：发布新值' })).toBeVisible();
  await sheet.getByRole('switch', { name: '启用提醒：发布新值' }).click();
  await expect(sheet.getByRole('switch', { name: '停用提醒：发布新值' })).toBeVisible();
  // A crossing needs its threshold: the sheet says so and adds nothing.
  await sheet.getByText('向上突破', { exact: true }).click();
  await sheet.getByRole('button', { name: '添加提醒' }).click();
  await expect(sheet.getByRole('alert')).toContainText('请输入');
  await page
    .locator('.adm-mask')
    .last()
    .click({ position: { x: 10, y: 10 } });
  await expect(sheet).toBeHidden();

  // 我的指数 comes first on the mobile price page.
  await page.goto('mobile/price');
  await expect(page.locator('.adm-card').filter({ hasText: '我的指数' }).getByText(product.name)).toBeVisible();

  // Staff enter the released day again: the alert fires; the bell shows it.
  try {
    expect((await readEnvelope(await write('delete'))).result).toBe(true);
    expect((await readEnvelope(await write('add', target.value))).result).toBe(true);

    const bell = page.getByRole('button', { name: /通知（\d+条未读）/ });
    await expect(async () => {
      await page.reload();
      await expect(bell).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await bell.click();
    const list = page.locator('.adm-popup-body').filter({ hasText: '消息通知' });
    await expect(list.getByText(`${product.name} 发布新值`).first()).toBeVisible();
    await list.getByRole('button', { name: '全部已读' }).click();
    await expect(page.getByRole('button', { name: '通知', exact: true })).toBeVisible();
    // A notification opens its index's mobile page.
    await list.getByText(`${product.name} 发布新值`).first().click();
    await expect(page).toHaveURL(new RegExp(`/mobile/PriceIndexPro1\\?code=${CODE}$`));
  } finally {
    await write('update', target.value);
    await page.request.post('/api/watchlist/remove', { form: { productId: String(product.id) }, headers: asMember });
    await close();
  }
});
