import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { backLoginAs, expect, readEnvelope, storedToken, test, uniqueSuffix } from '../support/fixtures.ts';

/** The spec's words for a video that cannot be played (spec §2, §8). */
const VIDEO_UNSUPPORTED = '此视频暂无法播放，请稍后再试';
/** The demo video: a real 15 s MP4 copied into the uploads at start (see the seed's media/). */
const DEMO_VIDEO_TITLE = '煤焦交易系统操作指引（演示）';

/** The player region of a video, and the one message a person can see in it. */
function playerOf(page: Page, title: string) {
  const player = page.getByRole('region', { name: title });
  return { player, message: player.getByText(VIDEO_UNSUPPORTED, { exact: true }).filter({ visible: true }) };
}

/** The company page's 视频中心 with `title` chosen from its list. */
async function openVideoCentre(page: Page, title: string) {
  await page.goto('portal/Company');
  await page.getByRole('tab', { name: '视频中心' }).click();
  await page.getByRole('list', { name: '视频列表' }).getByRole('button', { name: title }).click();
  return playerOf(page, title);
}

test.describe('video player (spec §2 video player, §8 unsupported video)', () => {
  test('a tourist opens 视频中心 on the company page and the demo video loads: 15 s, 16:9, seekable', async ({ page }) => {
    const { player, message } = await openVideoCentre(page, DEMO_VIDEO_TITLE);
    const video = player.locator('video');
    await expect(video).toHaveAttribute('src', /\/uploads\/2026\/01\/[a-f0-9]{32}\.mp4$/);
    // The browser read the file's header (H.264 that Chromium decodes) and can seek into it.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(15);
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 10;
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && Math.round(v.currentTime) === 10)).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight, v.error])).toEqual([960, 540, null]);
    await expect(message).toHaveCount(0);
    // The player is the spec's: zh-CN, 16:9, speeds 0.5 to 2.
    const videoJs = player.locator('.video-js');
    await expect(videoJs).toHaveAttribute('lang', /^zh-cn$/i); // video.js keeps language codes in lower case
    await expect(videoJs).toHaveAttribute('aria-label', '视频播放器');
    const box = await videoJs.boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    const rates = await player.locator('.vjs-playback-rate .vjs-menu-item-text').allTextContents();
    expect(rates.map((r) => r.trim())).toEqual(['2x', '1.5x', '1x', '0.5x']);
  });

  test('a video whose file is missing shows the spec message on the portal and in the back office check; the demo video passes the check', async ({ page }) => {
    await backLoginAs(page, 'editor');
    const token = await storedToken(page, 'back');
    const title = `缺失文件的视频${uniqueSuffix()}`;
    const missing = `/uploads/2026/01/${randomBytes(16).toString('hex')}.mp4`; // an upload's shape, no file
    const created = await page.request.post('/api/admin/video/create', {
      form: { title, externalUrl: missing, status: 'published' },
      headers: { 'e-user-token': token },
    });
    const id = (await readEnvelope<{ id: number }>(created)).data.id;
    try {
      const { message, player } = await openVideoCentre(page, title);
      // Exactly the spec's sentence, shown once (video.js's own error box is replaced by it).
      await expect(message).toHaveCount(1);
      await expect(message).toHaveText(VIDEO_UNSUPPORTED);
      await expect(player.getByRole('alert')).toHaveText(VIDEO_UNSUPPORTED);

      await page.goto('back/VideoManagement');
      const row = page.locator('.ant-table-row').filter({ hasText: title });
      await row.getByRole('button', { name: '播放检查' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: `播放检查：${title}` });
      await expect(playerOf(page, title).message).toHaveCount(1);
      await dialog.getByRole('button', { name: '检查视频源' }).click();
      await expect(dialog.locator('.ant-alert-error')).toContainText(`视频文件不存在。${VIDEO_UNSUPPORTED}`);
      await expect(dialog.locator('.ant-alert-error')).toContainText('HTTP 404');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const demoRow = page.locator('.ant-table-row').filter({ hasText: DEMO_VIDEO_TITLE });
      await demoRow.getByRole('button', { name: '播放检查' }).click();
      const demoDialog = page.getByRole('dialog').filter({ hasText: `播放检查：${DEMO_VIDEO_TITLE}` });
      await demoDialog.getByRole('button', { name: '检查视频源' }).click();
      await expect(demoDialog.locator('.ant-alert-success')).toContainText('可以播放（video/mp4');
      await expect(playerOf(page, DEMO_VIDEO_TITLE).message).toHaveCount(0);
    } finally {
      const removed = await page.request.post('/api/admin/video/delete', { form: { id: String(id) }, headers: { 'e-user-token': token } });
      expect((await readEnvelope(removed)).result).toBe(true);
    }
  });
});
