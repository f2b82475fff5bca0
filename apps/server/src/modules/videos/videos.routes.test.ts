import { MESSAGES, type AdminVideoItem, type Page, type VideoItem, type VideoPlaybackCheck } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithClients, type TestClient, type TestServer } from '../../test/test-server.ts';
import { lastLogs, uploadAs, startLibraryServer } from '../library/library-test-kit.ts';
import { testMp4, testPng } from '../uploads/upload-test-files.ts';

let server: TestServer, tourist: TestClient, editor: TestClient;
beforeAll(async () => ({ server, tourist, editor } = await startWithClients({ tourist: 'tourist', editor: 'staff:editor' }, startLibraryServer)));
afterAll(() => server.close());

describe('videos', () => {
  it('lists the demo video, a real MP4 served from /uploads/ with its type and byte ranges (seeking); the playback check passes', async () => {
    const list = (await tourist.get<Page<VideoItem>>('/api/video/findVideoList')).body.data.list;
    expect(list).toHaveLength(1);
    const demo = list[0]!;
    expect(demo).toMatchObject({ sourceType: 'upload', title: '煤焦交易系统操作指引（演示）', durationSeconds: 15 });
    expect(demo.src).toMatch(/^\/uploads\/2026\/01\/[a-f0-9]{32}\.mp4$/);
    expect(demo.coverPath).toMatch(/\.png$/);

    const whole = await fetch(`${server.url}${demo.src}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(50_000);
    expect(bytes.length).toBeLessThan(500_000);
    // faststart: the index (moov) comes before the media data, so a player can seek at once.
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));

    const ranged = await fetch(`${server.url}${demo.src}`, { headers: { range: 'bytes=1000-1999' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(bytes.subarray(1000, 2000));

    const check = (await editor.get<VideoPlaybackCheck>('/api/admin/video/checkPlayback', { id: demo.id })).body.data;
    expect(check).toMatchObject({ checked: true, playable: true, status: 200, contentType: 'video/mp4', size: bytes.length });
  });

  it('says a video whose in-site file is missing cannot be played', async () => {
    const check = (await editor.get<VideoPlaybackCheck>('/api/admin/video/checkPlayback', { address: '/uploads/2026/01/0123456789abcdef0123456789abcdef.mp4' }))
      .body.data;
    expect(check).toMatchObject({ checked: true, playable: false, status: 404 });
    expect(check.message).toContain(MESSAGES.videoUnsupported);
  });

  it('creates a video from an upload: the check HEAD-requests our own file and reports type and size', async () => {
    const filePath = await uploadAs(editor, '/api/admin/video/upload', testMp4(), 'clip.mp4', 'video/mp4');
    const coverPath = await uploadAs(editor, '/api/admin/video/upload?kind=image', testPng(), 'c.png', 'image/png');
    const created = await editor.post<AdminVideoItem>('/api/admin/video/create', {
      title: '上传视频',
      filePath,
      coverPath,
      durationSeconds: 12,
      status: 'published',
    });
    expect(created.body.data).toMatchObject({ sourceType: 'upload', src: `/uploads/${filePath}`, filePath, externalUrl: null });
    expect((await lastLogs(server))[0]).toMatchObject({ action: '新增视频', result: 'success' });

    const check = (await editor.get<VideoPlaybackCheck>('/api/admin/video/checkPlayback', { id: created.body.data.id })).body.data;
    expect(check).toMatchObject({ checked: true, playable: true, status: 200, contentType: 'video/mp4', size: testMp4().length });
    const detail = (await tourist.get<VideoItem>('/api/video/getVideoDetail', { id: created.body.data.id })).body.data;
    expect(detail.viewCount).toBe(1);

    const image = (await editor.get<VideoPlaybackCheck>('/api/admin/video/checkPlayback', { address: `/uploads/${coverPath}` })).body.data;
    expect(image).toMatchObject({ checked: true, playable: false, contentType: 'image/png' });
  });

  it('never fetches outside addresses', async () => {
    const check = (await editor.get<VideoPlaybackCheck>('/api/admin/video/checkPlayback', { address: 'https://video.example.com/a.mp4' })).body.data;
    expect(check).toMatchObject({ checked: false, playable: null, status: null });
    const traversal = (await editor.get<VideoPlaybackCheck>('/api/admin/video/checkPlayback', { address: '/uploads/../../package.json' })).body.data;
    expect(traversal).toMatchObject({ checked: true, playable: false, status: 404 });
  });

  it('takes exactly one source, http(s) or in-site, and refuses bad input with 400', async () => {
    for (const body of [
      { title: '两个来源', filePath: '2026/01/0123456789abcdef0123456789abcdef.mp4', externalUrl: 'https://v.example.com/a.mp4' },
      { title: '没有来源' },
      { title: '坏地址', externalUrl: 'javascript:alert(1)' },
      { title: '坏时长', externalUrl: 'https://v.example.com/a.mp4', durationSeconds: 'abc' },
    ]) {
      const res = await editor.post('/api/admin/video/create', body);
      expect(res.status, body.title).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const external = await editor.post<AdminVideoItem>('/api/admin/video/create', { title: '外部视频', externalUrl: 'https://v.example.com/a.mp4' });
    expect(external.body.data).toMatchObject({ status: 'draft', src: 'https://v.example.com/a.mp4' });
    expect((await tourist.get('/api/video/getVideoDetail', { id: external.body.data.id })).status).toBe(404);
  });
});
