import { expect, PHONE_UA, test } from '../support/fixtures.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA };
test.use(PHONE);

test('the server’s first HTML of /mobile/index is the page itself: the app replaces it in place, nothing moves', async ({ browser, baseURL, page }) => {
  // Without scripts: what the server sent (the page's components rendered on the server), painted with the area's styles.
  const noScript = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  const first = await noScript.newPage();
  await first.goto('mobile/index');
  await expect(first.locator('#root > [data-first-html] .coal-m-headline .adm-list-item')).toHaveCount(3);
  await expect(first.locator('.adm-card').filter({ hasText: '最新公告' }).locator('.adm-list-item')).toHaveCount(5);
  await noScript.close();

  // With the app, on a slow phone's CPU (the parser then yields inside the first HTML): every
  // frame before the element after it was parsed is a partly drawn page (the nav bar without
  // its search button, rows without their neighbours), whose growth is a layout shift.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const frames: boolean[] = [];
    (window as unknown as { partlyDrawnFrames: boolean[] }).partlyDrawnFrames = frames;
    const frame = () => {
      const firstHtml = document.querySelector('[data-first-html]');
      if (firstHtml) frames.push(!document.getElementById('coal-first-html-end'));
      // Until the app has replaced it (not every frame of the test).
      if (frames.length < 20 && (firstHtml || frames.length === 0)) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  // Once it has replaced the first HTML and drawn the sparklines.
  const stylesFetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesFetched.push(new URL(request.url()).pathname);
  });
  await page.goto('mobile/index');
  await expect(page.locator('#root > [data-first-html]')).toHaveCount(0);
  await expect(page.locator('.coal-m-headline svg.coal-sparkline polyline')).toHaveCount(3);
  // The route's styles came inline with the first HTML: the app's loader fetched none of them again, only the entry's.
  expect(stylesFetched).toEqual([expect.stringMatching(/\/assets\/index-[\w-]+\.css$/)]);
  // No frame drew the first HTML before all of it was parsed,
  expect(await page.evaluate(() => (window as unknown as { partlyDrawnFrames: boolean[] }).partlyDrawnFrames.filter(Boolean).length)).toBe(0);
  // and no layout shift at all while the page started.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((entries) => {
          resolve(entries.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1_000);
      }),
  );
  expect(shifted).toBe(0);
});

test('before the app starts, the first HTML’s entries and search already go to their pages', async ({ browser, baseURL }) => {
  const noScript = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('mobile/index');
  await page.locator('.coal-mobile__entry', { hasText: '中国煤炭' }).tap();
  await expect(page).toHaveURL(/\/mobile\/priceCCP\??$/);
  await page.goto('mobile/index');
  await page.getByRole('button', { name: '搜索' }).tap();
  await expect(page).toHaveURL(/\/mobile\/search\??$/);
  await noScript.close();
});

test('before the app starts, the first HTML’s rows already go to their pages', async ({ browser, baseURL }) => {
  const noScript = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('mobile/index');
  await page.locator('.adm-card').filter({ hasText: '最新公告' }).locator('a.adm-list-item').first().tap();
  await expect(page).toHaveURL(/\/mobile\/notice\/detail\?id=\d+$/);
  await page.goto('mobile/index');
  await page.locator('.coal-m-headline a.adm-list-item').first().tap();
  await expect(page).toHaveURL(/\/mobile\/PriceIndexPro1\?code=/);
  await noScript.close();
});
