import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, PHONE_UA, test } from '../support/fixtures.ts';

/**
 * WCAG 2.1 AA on every public portal and mobile route: axe finds no serious or
 * critical violation once the page has rendered its data. Detail routes open a demo item.
 */
const PORTAL = [
  'portal/Home',
  'portal/Notice',
  'portal/News',
  'portal/NoticeDetail?id=1',
  'portal/Company',
  'portal/QuesAnsw',
  'portal/QuesAnswDetail?id=1',
  'portal/AboutUs',
  'portal/Price',
  'portal/PriceNew',
  'portal/DayBidding',
  'portal/FuturesNowZone',
  'portal/TextList',
  'portal/TextDetail?id=1',
  'portal/ResearchReport',
  'portal/ResearchReportDetail?id=1',
  'portal/DigitalFinance',
  'portal/PriceFirst',
  'portal/PriceSecond',
  'portal/PriceThird',
  'portal/PriceCalendar',
  'portal/GateWay/LoginCon',
  'portal/Test',
];
const MOBILE = [
  'mobile/index',
  'mobile/indexCopy',
  'mobile/notice/more',
  'mobile/notice/detail?id=1',
  'mobile/newPost',
  'mobile/postType',
  'mobile/price',
  'mobile/priceCCP',
  'mobile/priceSXCCP',
  'mobile/priceSCSPI',
  'mobile/priceIndex',
  'mobile/PriceIndexPro1?code=CCP-TC5500',
  'mobile/PriceIndexPro',
  'mobile/priceCalendar',
];

async function expectNoSeriousViolations(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // Data arrives after the shell: wait until the network is quiet and skeletons are gone.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton, .adm-skeleton')).toHaveCount(0, { timeout: 15_000 });
  // Colours are measured as they rest: a button just enabled by its data is still fading in
  // from the disabled grey for antd's 0.2 s transition, which axe would read as low contrast.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(report, `${route}\n${report.join('\n')}`).toEqual([]);
}

test.describe('axe: portal routes', () => {
  for (const route of PORTAL) test(route, async ({ page }) => expectNoSeriousViolations(page, route));
});

test.describe('axe: mobile routes', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA });
  for (const route of MOBILE) test(route, async ({ page }) => expectNoSeriousViolations(page, route));
});
