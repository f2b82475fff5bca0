import { MESSAGES, TOKEN_HEADER } from '@coal/contracts';
import { decryptJson, encryptJson } from '@coal/contracts/cipher';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '../runtime-config.ts';
import { type FakeServer, startFakeServer, until } from './fake-server.ts';
import { ok, PORTAL_HOME, resetClient } from './client-test-setup.ts';
import { ApiError, getStoredToken, HttpError, http, storeToken, transport, unwrap } from './index.ts';

const TOKEN_PATH = '/api/user/getToken';

let server: FakeServer;
let notes: ReturnType<typeof resetClient>['notes'];

function goTo(path: string): void {
  window.history.replaceState(null, '', path);
}

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());

beforeEach(() => {
  ({ notes } = resetClient(server));
  goTo(PORTAL_HOME);
});
afterEach(() => {
  vi.useRealTimers();
  setConfigForTests({});
});

describe('every request', () => {
  it('GET carries the token header, a random _t and the params', async () => {
    server.on('/api/x', () => ok({ a: 1 }));
    const answer = await http.get<{ a: number }>('/api/x', { q: 'v', list: [1, 2], none: undefined });
    expect(answer).toEqual({ code: 0, result: true, message: '', data: { a: 1 } });

    const [tokenRequest] = server.to(TOKEN_PATH);
    expect(tokenRequest?.query.get('flag')).toBe('1'); // a portal page
    expect(Number(tokenRequest?.query.get('timestamp'))).toBeGreaterThan(0);
    expect(tokenRequest?.headers[TOKEN_HEADER]).toBeUndefined();

    const [request] = server.to('/api/x');
    expect(request?.method).toBe('GET');
    expect(request?.headers[TOKEN_HEADER]).toBe('token-1');
    expect(request?.query.get('q')).toBe('v');
    expect(request?.query.getAll('list')).toEqual(['1', '2']);
    expect(request?.query.has('none')).toBe(false);
    expect(request?.query.get('_t')).toMatch(/^\d+$/);

    await http.get('/api/x');
    expect(server.to(TOKEN_PATH)).toHaveLength(1); // the stored token is reused
    expect(server.to('/api/x')[1]?.query.get('_t')).not.toBe(request?.query.get('_t'));
  });

  it('keeps a token the server issues in the e-user-token header (a login) for the area', async () => {
    server.on('/api/user/login', () => ({ ...ok(null), headers: { [TOKEN_HEADER]: 'logged-in-token' } }));
    server.on('/api/x', () => ok(null));
    await http.get('/api/user/login');
    expect(getStoredToken('portal')).toBe('logged-in-token');
    expect(getStoredToken('back')).toBeNull();
    await http.get('/api/x');
    expect(server.to('/api/x')[0]?.headers[TOKEN_HEADER]).toBe('logged-in-token');
    expect(server.to(TOKEN_PATH)).toHaveLength(1);
  });

  it('POST sends a form-urlencoded body with _t, and the header', async () => {
    server.on('/api/save', () => ok(null));
    await http.post('/api/save', { name: '煤', ids: ['a', 'b'] });
    const [request] = server.to('/api/save');
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers[TOKEN_HEADER]).toBe('token-1');
    const form = new URLSearchParams(request?.body);
    expect(form.get('name')).toBe('煤');
    expect(form.getAll('ids')).toEqual(['a', 'b']);
    expect(form.get('_t')).toMatch(/^\d+$/);
    expect(request?.query.has('_t')).toBe(false);
  });

  it('uploads FormData as multipart with _t, leaving the caller’s form untouched', async () => {
    server.on('/api/banner/uploadImage', () => ok({ filePath: 'a.png' }));
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'a.png');
    await http.upload('/api/banner/uploadImage', form);
    const [request] = server.to('/api/banner/uploadImage');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="_t"');
    expect(request?.body).toContain('filename="a.png"');
    expect(form.has('_t')).toBe(false);
  });

  it('getOnLeave sends a keepalive GET with the stored token, _t and the params', async () => {
    storeToken('stored', 'portal');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.on('/api/burialPoint/updateBurialPoint', () => ok(null));
    http.getOnLeave('/api/burialPoint/updateBurialPoint', { id: 'r1', endTime: 42 });
    await until(() => server.to('/api/burialPoint/updateBurialPoint').length === 1);
    const [request] = server.to('/api/burialPoint/updateBurialPoint');
    expect(request?.headers[TOKEN_HEADER]).toBe('stored');
    expect(request?.query.get('id')).toBe('r1');
    expect(request?.query.get('endTime')).toBe('42');
    expect(request?.query.get('_t')).toMatch(/^\d+$/);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });

  it('postOnLeave sends a keepalive form POST with the stored token, _t and the fields', async () => {
    storeToken('stored', 'portal');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.on('/api/burialPoint/saveBurialPoint', () => ok('r9'));
    http.postOnLeave('/api/burialPoint/saveBurialPoint', { eventName: 'click_banner', title: '横幅' });
    await until(() => server.to('/api/burialPoint/saveBurialPoint').length === 1);
    const [request] = server.to('/api/burialPoint/saveBurialPoint');
    expect(request?.method).toBe('POST');
    expect(request?.headers[TOKEN_HEADER]).toBe('stored');
    const form = new URLSearchParams(request?.body);
    expect(form.get('eventName')).toBe('click_banner');
    expect(form.get('title')).toBe('横幅');
    expect(form.get('_t')).toMatch(/^\d+$/);
    expect(fetchSpy.mock.calls.at(-1)?.[1]).toMatchObject({ keepalive: true, method: 'POST' });
  });

  it('times out after 60 seconds', () => {
    expect(transport.defaults.timeout).toBe(60_000);
  });
});

describe('parameter encryption', () => {
  beforeEach(() => setConfigForTests({ apiBase: server.url, paramEncryption: true }));

  const sealedEcho = (source: 'query' | 'body') => (request: { query: URLSearchParams; body: string }) => {
    const fields = source === 'query' ? request.query : new URLSearchParams(request.body);
    const opened = decryptJson<Record<string, unknown>>(fields.get('$kw') ?? '');
    return { json: { $rt: encryptJson({ code: 0, result: true, message: '', data: opened }) } };
  };

  it('GET sends only $kw and opens the $rt answer', async () => {
    server.on('/api/enc', sealedEcho('query'));
    const answer = await http.get<Record<string, unknown>>('/api/enc', { q: 'v' });
    const [request] = server.to('/api/enc');
    expect([...(request?.query.keys() ?? [])]).toEqual(['$kw']);
    expect(answer.result).toBe(true);
    expect(answer.data).toMatchObject({ q: 'v', _t: expect.stringMatching(/^\d+$/) as string });
  });

  it('POST sends only $kw in the form body and opens the $rt answer', async () => {
    server.on('/api/enc', sealedEcho('body'));
    const answer = await http.post<Record<string, unknown>>('/api/enc', { n: 1 });
    const form = new URLSearchParams(server.to('/api/enc')[0]?.body);
    expect([...form.keys()]).toEqual(['$kw']);
    expect(answer.data).toMatchObject({ n: 1, _t: expect.any(String) as string });
  });
});

describe('answers', () => {
  it('status 654: "request timed out" for 5 s, and the call fails', async () => {
    server.on('/api/slow', () => ({ status: 654, json: {} }));
    const error = await http.get('/api/slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(notes.error).toHaveBeenCalledTimes(1);
    expect(notes.error).toHaveBeenCalledWith(MESSAGES.requestTimeout, 5);
  });

  it('status 503: "service temporarily unavailable" for 5 s, and the call fails', async () => {
    server.on('/api/down', () => ({ status: 503, json: { code: 503, result: false, message: MESSAGES.serviceUnavailable } }));
    const error = await http.get('/api/down').catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(503);
    expect(notes.error).toHaveBeenCalledWith(MESSAGES.serviceUnavailable, 5);
  });

  it('any other non-200: "data returned is wrong" for 5 s, and the call fails', async () => {
    server.on('/api/broken', () => ({ status: 500, json: { code: 500 } }));
    const error = await http.post('/api/broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect(notes.error).toHaveBeenCalledWith(MESSAGES.badResponse, 5);
  });

  it('a 4xx that carries a message shows it (415 文件格式不支持，仅支持PDF); one without keeps the generic text', async () => {
    server.on('/api/upload', () => ({ status: 415, json: { code: 415, result: false, message: '文件格式不支持，仅支持PDF' } }));
    const error = await http.post('/api/upload').catch((e: unknown) => e);
    expect((error as HttpError).message).toBe('文件格式不支持，仅支持PDF');
    expect(notes.error).toHaveBeenCalledWith('文件格式不支持，仅支持PDF', 5);
    server.on('/api/missing', () => ({ status: 404, json: { code: 404, result: false, message: '文章不存在' } }));
    await http.get('/api/missing').catch(() => undefined);
    expect(notes.error).toHaveBeenCalledWith('文章不存在', 5);
    server.on('/api/bare', () => ({ status: 400, json: {} }));
    await http.get('/api/bare').catch(() => undefined);
    expect(notes.error).toHaveBeenLastCalledWith(MESSAGES.badResponse, 5);
  });

  it('silent calls fail without a message', async () => {
    server.on('/api/broken', () => ({ status: 502, json: {} }));
    await expect(http.get('/api/broken', {}, { silent: true })).rejects.toBeInstanceOf(HttpError);
    expect(notes.error).not.toHaveBeenCalled();
  });

  it('unwrap gives the data, or throws ApiError with the server message', () => {
    expect(unwrap({ code: 0, result: true, message: '', data: 7 })).toBe(7);
    const refused = () => unwrap({ code: 401, result: false, message: '请先登录', data: null });
    expect(refused).toThrow(ApiError);
    expect(refused).toThrow('请先登录');
  });
});
