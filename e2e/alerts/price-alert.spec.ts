/**
 * Watchlist and alerts end to end: a member stars an index and sets "crosses above";
 * staff enter a value above it; the bell shows the notification and the email arrives at the
 * test SMTP server (support/smtp-sink.ts), with a one-click unsubscribe link that works.
 */
import { apiGet, button, expect, memberLogin, readEnvelope, storedToken, test } from '../support/fixtures.ts';
import { stageIndexRelease } from '../support/index-release.ts';
import { headersOf, receivedMail } from '../support/mail.ts';

// An index no other spec writes to.
const CODE = 'SX-TC5500';
const EMAIL = 'e2e-alerts@example.com';

test('a member’s “crosses above” alert: bell and email when staff release a value above it', async ({ page, browser }) => {
  test.slow(); // staff and a member in two browsers, a release, the bell and the mail: 31–32 s alone on this VM, over 60 s under the full run
  // Staff side first: the index, and a released value to enter again (above the threshold).
  const { product, target, previous, write, close } = await stageIndexRelease(browser, CODE);
  const threshold = Math.round(previous.value) + 1;

  // The member: an email address in 个人中心, the star, the alert.
  await memberLogin(page);
  await page.goto('portal/Personal');
  await page.getByRole('tab', { name: '消息与提醒' }).click();
  await page.getByPlaceholder('name@example.com').fill(EMAIL);
  await page.getByRole('button', { name: button('保存设置') }).click();
  await expect(page.getByText('通知设置已保存')).toBeVisible();

  // A retry starts clean: what an earlier attempt left (the star, the alert) goes first.
  const memberToken = await storedToken(page, 'portal');
  const asMember = { 'e-user-token': memberToken };
  const leftover = await apiGet<Array<{ id: number }>>(page, '/api/alerts/list', { productId: String(product.id) }, memberToken);
  for (const alert of leftover.data ?? []) await page.request.post('/api/alerts/delete', { form: { id: String(alert.id) }, headers: asMember });
  await page.request.post('/api/watchlist/remove', { form: { productId: String(product.id) }, headers: asMember });

  await page.goto(`portal/Price?family=SXCCP&code=${CODE}`);
  const star = page.getByRole('button', { name: `加入我的指数 ${CODE}` }).first();
  await expect(star).toBeEnabled(); // the member's star loads lazily
  await star.click();
  await expect(page.getByText('已加入我的指数')).toBeVisible();
  await expect(page.getByRole('button', { name: `取消关注 ${CODE}` }).first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: button('设置提醒') }).click();
  const dialog = page.getByRole('dialog', { name: /价格提醒/ });
  // On a loaded machine a click can land while the dropdown is still opening: pick until it shows.
  await expect(async () => {
    await dialog.getByRole('combobox', { name: '提醒类型' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '向上突破' }).click({ timeout: 2_000 });
    // The threshold field appears only once a crossing kind is chosen.
    await expect(dialog.getByRole('spinbutton', { name: '价格阈值' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole('spinbutton', { name: '价格阈值' }).fill(String(threshold));
  await dialog.getByRole('button', { name: button('添加提醒') }).click();
  await expect(page.getByText('提醒已设置')).toBeVisible();
  await expect(dialog.getByText(`向上突破 ${threshold}`)).toBeVisible();

  // 我的指数 is the first panel of Home now.
  await page.goto('portal/Home');
  await expect(page.getByRole('list', { name: '我的指数' }).getByText(product.name)).toBeVisible();

  // Staff enter the released day again, above the threshold: due at once, evaluated by the poller.
  const value = threshold + 50;
  try {
    expect((await readEnvelope(await write('delete'))).result).toBe(true);
    expect((await readEnvelope(await write('add', value))).result).toBe(true);

    const title = `${product.name} 向上突破 ${threshold}`;
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('button', { name: /通知（\d+条未读）/ })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('button', { name: /通知（\d+条未读）/ }).click();
    const drawer = page.getByRole('dialog', { name: '消息通知' });
    await expect(drawer.getByText(title)).toBeVisible();
    await expect(drawer.getByText(`发布值 ${value}`)).toBeVisible();
    await drawer.getByRole('button', { name: button('全部已读') }).click();
    await expect(page.getByRole('button', { name: '通知', exact: true })).toBeVisible();

    // The email, at the test SMTP server, with a one-click unsubscribe link.
    let raw = '';
    await expect
      .poll(
        () => {
          raw = receivedMail().find((m) => headersOf(m).includes(`To: ${EMAIL}`)) ?? '';
          return raw.length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    const link = /^List-Unsubscribe: <([^>]+)>/m.exec(headersOf(raw))![1]!;
    const url = new URL(link);
    const unsubscribe = await page.request.get(`${url.pathname}${url.search}`);
    expect(unsubscribe.status()).toBe(200);
    expect(await unsubscribe.text()).toContain('已退订');
  } finally {
    await write('update', target.value);
    await close();
  }
});
