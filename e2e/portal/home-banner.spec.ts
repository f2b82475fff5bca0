import { expect, test } from '../support/fixtures.ts';

/** Common desktop and laptop windows. */
const SIZES = [
  [1440, 900],
  [1280, 720],
  [1920, 1080],
  [1024, 768],
] as const;

test('the home banner shows its image whole (the words drawn into it are never cut) at common sizes', async ({ page }) => {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.goto('portal/Home');
    const image = page.locator('.coal-home-top img.coal-banner__image:visible').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      box: img.clientWidth / img.clientHeight,
      picture: img.naturalWidth / img.naturalHeight,
      fit: getComputedStyle(img).objectFit,
    }));
    // Either the box has the picture's proportions or the picture is fitted inside it: nothing is cropped.
    const whole = shown.fit === 'contain' || Math.abs(shown.box / shown.picture - 1) < 0.01;
    expect(whole, `${width}×${height}: box ${shown.box.toFixed(2)}, picture ${shown.picture.toFixed(2)}, fit ${shown.fit}`).toBe(true);
    expect(Math.abs(shown.box / shown.picture - 1), `${width}×${height}: the box keeps the slot's proportions`).toBeLessThan(0.01);
  }
});
