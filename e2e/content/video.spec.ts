import { type Page } from '@playwright/test';
import { backLoginAs, expect, test } from '../support/fixtures.ts';

/** The spec's words for a video that cannot be played (spec §2, §8). */
const VIDEO_UNSUPPORTED = '此视频暂无法播放，请稍后再试';
/** The demo video: its address points at a file that does not exist (see the seed). */
const DEMO_VIDEO_TITLE = '交易系统操作指引（演示，视频文件缺失示例）';

/** The player region of a video, and the one message a person can see in it. */
function playerOf(page: Page, title: string) {
  const player = page.getByRole('region', { name: title });
  return { player, message: player.getByText(VIDEO_UNSUPPORTED, { exact: true }).filter({ visible: true }) };
}

test.describe('video player with a missing source (spec §2 video player, §8 unsupported video)', () => {
  test('a tourist opens 视频中心 on the company page and is told the video cannot be played', async ({ page }) => {
    await page.goto('portal/Company');
    await page.getByRole('tab', { name: '视频中心' }).click();
    await expect(page.getByRole('list', { name: '视频列表' }).getByRole('button', { name: DEMO_VIDEO_TITLE })).toBeVisible();
    const { player, message } = playerOf(page, DEMO_VIDEO_TITLE);
    await expect(player.locator('video')).toHaveAttribute('src', /\/uploads\/demo\/trading-system-guide\.mp4$/);
    // Exactly the spec's sentence, shown once (video.js's own error box is replaced by it).
    await expect(message).toHaveCount(1);
    await expect(message).toHaveText(VIDEO_UNSUPPORTED);
    await expect(player.getByRole('alert')).toHaveText(VIDEO_UNSUPPORTED);
    // The player is the spec's: zh-CN, 16:9, speeds 0.5 to 2.
    const videoJs = player.locator('.video-js');
    await expect(videoJs).toHaveAttribute('lang', /^zh-cn$/i); // video.js keeps language codes in lower case
    await expect(videoJs).toHaveAttribute('aria-label', '视频播放器');
    const box = await videoJs.boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    const rates = await player.locator('.vjs-playback-rate .vjs-menu-item-text').allTextContents();
    expect(rates.map((r) => r.trim())).toEqual(['2x', '1.5x', '1x', '0.5x']);
  });

  test('the back office playback check shows the same message and the server finds the file missing', async ({ page }) => {
    await backLoginAs(page, 'editor');
    await page.locator('.ant-layout-sider').getByText('视频管理', { exact: true }).click();
    await expect(page).toHaveURL(/\/back\/VideoManagement$/);
    const row = page.locator('.ant-table-row').filter({ hasText: DEMO_VIDEO_TITLE });
    await row.getByRole('button', { name: '播放检查' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `播放检查：${DEMO_VIDEO_TITLE}` });
    const { message } = playerOf(page, DEMO_VIDEO_TITLE);
    await expect(message).toHaveCount(1);
    await expect(message).toHaveText(VIDEO_UNSUPPORTED);
    await dialog.getByRole('button', { name: '检查视频源' }).click();
    await expect(dialog.locator('.ant-alert-error')).toContainText(`视频文件不存在。${VIDEO_UNSUPPORTED}`);
    await expect(dialog.locator('.ant-alert-error')).toContainText('HTTP 404');
  });
});
