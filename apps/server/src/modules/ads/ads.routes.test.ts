import type { AdminAdItem, Banner, Page } from '@coal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestServer } from '../../test/test-server.ts';
import { lastLogs, uploadAs, startLibraryServer } from '../library/library-test-kit.ts';
import { testHtml, testPng } from '../uploads/upload-test-files.ts';

let server: TestServer;
let tourist: TestClient;
let editor: TestClient;
let image: string;
beforeAll(async () => {
  server = await startLibraryServer();
  tourist = await server.client();
  editor = await server.staff('editor');
  image = await uploadAs(editor, '/api/admin/ad/upload', testPng(), 'ad.png', 'image/png');
});
afterAll(() => server.close());

const banners = async (slot?: string) => (await tourist.get<Banner[]>('/api/banner/getBanners', slot ? { slot } : {})).body.data;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const HOUR = 3_600_000;

describe('ad slots', () => {
  it('shows the seeded banners that are active now, by slot and order; the ended one is hidden', async () => {
    const all = await banners();
    expect(all.map((b) => b.slot)).toEqual(['home-middle', 'home-side', 'home-top', 'home-top']);
    expect(all.some((b) => b.title.includes('已结束'))).toBe(false);
    const top = await banners('home-top');
    expect(top).toHaveLength(2);
    expect(top[0]!.sort).toBeLessThan(top[1]!.sort);
    const served = await fetch(`${server.url}/uploads/${top[0]!.imagePath}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('applies the active period and the switch: future, past, open-ended and disabled', async () => {
    const make = async (title: string, extra: Record<string, unknown>) =>
      (await editor.post<AdminAdItem>('/api/admin/ad/create', { slot: 'home-side', title, imagePath: image, sort: 5, ...extra })).body.data;
    const future = await make('未开始', { startAt: iso(HOUR) });
    const past = await make('已过期', { startAt: iso(-2 * HOUR), endAt: iso(-HOUR) });
    const current = await make('进行中', { startAt: iso(-HOUR), endAt: iso(HOUR), link: 'https://example.com/x' });
    const open = await make('不限期', {});
    const off = await make('已停用', { enabled: 'false' });
    expect([future.active, past.active, current.active, open.active, off.active]).toEqual([false, false, true, true, false]);

    const side = (await banners('home-side')).map((b) => b.title);
    expect(side).toEqual(expect.arrayContaining(['进行中', '不限期']));
    for (const hidden of ['未开始', '已过期', '已停用']) expect(side).not.toContain(hidden);

    await editor.post('/api/admin/ad/setEnabled', { id: open.id, enabled: 'false' });
    expect((await banners('home-side')).map((b) => b.title)).not.toContain('不限期');
    expect((await lastLogs(server))[0]).toMatchObject({ action: '启用/停用广告', target: `#${open.id} 不限期 → 停用`, result: 'success' });

    await editor.post('/api/admin/ad/update', { id: future.id, slot: 'home-side', title: '未开始', imagePath: image, startAt: iso(-HOUR) });
    expect((await banners('home-side')).map((b) => b.title)).toContain('未开始');
    const list = (await editor.get<Page<AdminAdItem>>('/api/admin/ad/list', { slot: 'home-side', pageSize: 20 })).body.data;
    expect(list.total).toBe(6);
    expect((await editor.post('/api/admin/ad/delete', { id: past.id })).body.result).toBe(true);
  });

  it('refuses a bad period, a bad link, a missing image and a disguised image', async () => {
    const base = { slot: 'home-top', title: 'x', imagePath: image };
    const badPeriod = await editor.post('/api/admin/ad/create', { ...base, startAt: iso(HOUR), endAt: iso(-HOUR) });
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.message).toMatch(/^结束时间必须晚于开始时间/);
    expect((await editor.post('/api/admin/ad/create', { ...base, link: 'javascript:alert(1)' })).status).toBe(400);
    expect((await editor.post('/api/admin/ad/create', { ...base, slot: 'footer' })).status).toBe(400);
    const ghost = await editor.post('/api/admin/ad/create', { ...base, imagePath: '2026/01/0123456789abcdef0123456789abcdef.png' });
    expect(ghost.body).toMatchObject({ result: false, message: '广告图片不存在，请重新上传' });
    const disguised = await editor.postMultipart<Record<string, unknown>>('/api/admin/ad/upload', [{ data: testHtml(), name: 'x.png', type: 'image/png' }]);
    expect(disguised.status).toBe(415);
    expect((await lastLogs(server))[0]).toMatchObject({ action: '上传文件', result: 'failure' });
  });
});
