import type { Page } from '@playwright/test';
import type { Envelope, SeriesResult } from '@coal/contracts';
import { expect, memberLogin, test, uniqueSuffix } from '../support/fixtures.ts';

/** A call of the open data API with a personal key (from the origin root, like any program would). */
async function seriesWithKey(page: Page, secret: string) {
  const response = await page.request.get('/api/open/v1/series', {
    params: { codes: 'CCP-TC5500' },
    headers: { authorization: `Bearer ${secret}` },
  });
  return { status: response.status(), body: (await response.json()) as Envelope<SeriesResult> };
}

test.describe('personal API keys in 个人中心', () => {
  test('a member creates a key, a program fetches a series with it, the member revokes it and the key is refused', async ({ page }) => {
    await memberLogin(page);
    await page.goto('portal/Personal');
    await page.getByRole('tab', { name: 'API 密钥' }).click();
    const name = `行情同步${uniqueSuffix()}`;
    await page.getByRole('textbox', { name: '密钥名称' }).fill(name);
    await page.getByRole('button', { name: '创建密钥' }).click();

    // The secret is shown once, in a dialog.
    const dialog = page.getByRole('dialog', { name: '密钥已创建' });
    const secret = (await dialog.getByTestId('api-key-secret').innerText()).trim();
    expect(secret).toMatch(/^coalk_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: '我已保存' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(secret.slice(0, 14));
    await expect(row).toContainText('从未使用');

    const fetched = await seriesWithKey(page, secret);
    expect(fetched.status).toBe(200);
    expect(fetched.body.result).toBe(true);
    expect(fetched.body.data.series[0]!.code).toBe('CCP-TC5500');
    expect(fetched.body.data.series[0]!.points.length).toBeGreaterThan(10);

    // The list counts the call.
    await page.reload();
    await page.getByRole('tab', { name: 'API 密钥' }).click();
    await expect(row).not.toContainText('从未使用');
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');

    await row.getByRole('button', { name: '撤销' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^撤\s*销$/ })
      .click();
    await expect(row).toHaveCount(0);

    const refused = await seriesWithKey(page, secret);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ result: false, message: 'API 密钥无效、已撤销或已失效' });
  });

  test('the API documentation is served at /api/docs under the CSP', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.goto('/api/docs');
    await expect(page.getByText('/api/open/v1/series')).toBeVisible({ timeout: 20_000 });
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});
