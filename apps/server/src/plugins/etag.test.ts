import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { matchesTag } from './etag.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br', ...headers } });

describe('ETag and 304 on public reads', () => {
  it('tags a public answer, answers 304 with no body to its tag, and a new tag once the data changes', async () => {
    const first = await get('/api/theme/getSelectedTheme');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await get('/api/theme/getSelectedTheme', { 'if-none-match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const admin = await server.staff('admin');
    expect((await admin.post('/api/admin/theme/select', { themeNameEn: 'mourn' })).body.result).toBe(true);
    const changed = await get('/api/theme/getSelectedTheme', { 'if-none-match': tag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    await admin.post('/api/admin/theme/select', { themeNameEn: 'default' });
  });

  it('tags the content, not its encoding: brotli and plain answers share a tag', async () => {
    const path = '/api/priceIndex/latest';
    const br = await get(path);
    const plain = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('leaves per-caller answers untagged', async () => {
    const member = await server.member();
    const res = await member.get('/api/user/getUserInfo', { pageType: 'portal' });
    expect(res.headers.get('etag')).toBeNull();
  });

  it('compares weakly and honours *', () => {
    expect(matchesTag('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesTag('"b"', 'W/"b"')).toBe(true);
    expect(matchesTag('*', 'W/"x"')).toBe(true);
    expect(matchesTag('W/"c"', 'W/"b"')).toBe(false);
    expect(matchesTag(undefined, 'W/"b"')).toBe(false);
  });
});
