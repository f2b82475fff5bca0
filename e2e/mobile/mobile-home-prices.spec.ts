import type { LatestValues } from '@coal/contracts';
import { apiGet, expect, formatIndexValue, PHONE_UA, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA });

test('/mobile/index 价格行情 shows each family headline index with value, signed ▲▼ change and a sparkline', async ({ page }) => {
  const latest = await apiGet<LatestValues>(page, '/api/priceIndex/latest');
  const headlines = ['CCP', 'SXCCP', 'SCSPI'].map((family) => latest.data.list.find((v) => v.familyCode === family)!);
  await page.goto('mobile/index');
  const section = page.locator('.adm-card').filter({ hasText: '价格行情' });
  for (const v of headlines) {
    const item = section.locator('.adm-list-item').filter({ hasText: v.name });
    await expect(item).toContainText(formatIndexValue(v.value, v.decimals));
    // Not colour alone: an arrow and a sign (or — when unchanged).
    await expect(item.locator('.coal-change')).toHaveText(/^(▲ \+|▼ -|— )/);
    await expect(item.locator('svg.coal-sparkline polyline')).toHaveCount(1);
  }
  await expect(page.getByText('暂无数据')).toHaveCount(0);
});
