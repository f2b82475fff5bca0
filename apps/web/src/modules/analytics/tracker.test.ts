import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http/index.ts';
import { TOURIST_USER, useSessionStore } from '../../stores/session.ts';
import { RECORD_KEY, SAVE_PATH, UPDATE_PATH, recordVisit, resetTrackerForTests, startTracker, trackClick } from './tracker.ts';
import { SESSION_KEY, VISITOR_KEY, sysType, touchSession } from './visitor.ts';

vi.mock('../../lib/http/index.ts', () => ({
  http: { get: vi.fn(), post: vi.fn(), getOnLeave: vi.fn(), postOnLeave: vi.fn() },
}));

const post = vi.mocked(http.post);
const get = vi.mocked(http.get);
const getOnLeave = vi.mocked(http.getOnLeave);
const postOnLeave = vi.mocked(http.postOnLeave);
let nextId = 0;

type Saved = Record<string, unknown>;
const saved = (eventName: string): Saved[] =>
  post.mock.calls.filter(([path, data]) => path === SAVE_PATH && (data as Saved).eventName === eventName).map(([, data]) => data as Saved);
const updates = () => get.mock.calls.filter(([path]) => path === UPDATE_PATH).map(([, params]) => params as Saved);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
  resetTrackerForTests();
  nextId = 0;
  post.mockReset().mockImplementation(() => Promise.resolve({ code: 0, result: true, message: '', data: `rec-${++nextId}` }));
  get.mockReset().mockResolvedValue({ code: 0, result: true, message: '', data: null });
  getOnLeave.mockReset();
  postOnLeave.mockReset();
  useSessionStore.setState({ loginStatus: false, userInfo: null });
});
afterEach(() => {
  resetTrackerForTests();
  vi.useRealTimers();
});

describe('analytics session', () => {
  it('starts when none exists, is refreshed within 360 s, and restarts after', () => {
    const first = touchSession();
    vi.advanceTimersByTime(300_000);
    const refreshed = touchSession();
    expect(refreshed.sessionId).toBe(first.sessionId);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toEqual({ sessionId: first.sessionId, lastVisit: Date.now() });
    vi.advanceTimersByTime(360_000); // exactly 360 s since the last visit: still the same
    expect(touchSession().sessionId).toBe(first.sessionId);
    vi.advanceTimersByTime(360_001);
    expect(touchSession().sessionId).not.toBe(first.sessionId);
  });

  it('tells phones from computers', () => {
    expect(sysType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(sysType('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0')).toBe('computer');
  });
});

describe('tracker', () => {
  it('creates the visitor uuid with a launch event on the first visit only', async () => {
    startTracker();
    const uuid = JSON.parse(localStorage.getItem(VISITOR_KEY)!) as string;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved('launch')).toHaveLength(1);
    expect(saved('launch')[0]).toMatchObject({ uuid, sessionId: expect.any(String) as string });

    resetTrackerForTests(); // a later page load of the same browser
    startTracker();
    await recordVisit({ url: '/portal/Home', title: '首页' });
    expect(saved('launch')).toHaveLength(1);
    expect(saved('pageView')[0]?.uuid).toBe(uuid);
  });

  it('records a page view with the session, member and page, and keeps its id', async () => {
    useSessionStore.setState({ loginStatus: true, userInfo: { ...TOURIST_USER, loginId: 'member', userId: 'u1' } });
    await recordVisit({ url: '/portal/TextDetail', title: '文本', articleId: 'a9' });
    const [view] = saved('pageView');
    expect(view).toMatchObject({
      memberId: 'u1',
      startTime: Date.now(),
      url: '/portal/TextDetail',
      title: '文本',
      articleId: 'a9',
      sysType: 'computer',
    });
    expect(view?.sessionId).toBe(touchSession().sessionId);
    expect(JSON.parse(sessionStorage.getItem(RECORD_KEY)!)).toBe('rec-2'); // rec-1 was the launch
  });

  it('ends the previous view when the next one is recorded', async () => {
    await recordVisit({ url: '/a', title: 'A' });
    vi.advanceTimersByTime(4000);
    await recordVisit({ url: '/b', title: 'B' });
    expect(updates()).toEqual([{ id: 'rec-2', endTime: Date.now() }]);
  });

  it('sends the end time after 120 s without mouse movement, checked every 5 s', async () => {
    startTracker();
    await recordVisit({ url: '/a', title: 'A' });
    await vi.advanceTimersByTimeAsync(60_000);
    document.dispatchEvent(new Event('mousemove')); // activity at 60 s
    await vi.advanceTimersByTimeAsync(115_000); // 115 s idle: not yet
    expect(updates()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5_000); // the check at 120 s idle
    expect(updates()).toEqual([{ id: 'rec-2', endTime: Date.now() }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(updates()).toHaveLength(1); // once

    document.dispatchEvent(new Event('mousemove')); // back: a new view of the same page
    await vi.advanceTimersByTimeAsync(0);
    expect(saved('pageView')).toHaveLength(2);
    expect(saved('pageView')[1]?.url).toBe('/a');
  });

  it('sends the end time with keepalive when the page is left or hidden', async () => {
    startTracker();
    await recordVisit({ url: '/a', title: 'A' });
    vi.advanceTimersByTime(1000);
    window.dispatchEvent(new Event('pagehide'));
    expect(getOnLeave).toHaveBeenCalledWith(UPDATE_PATH, { id: 'rec-2', endTime: Date.now() });

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(getOnLeave).toHaveBeenCalledTimes(2);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(getOnLeave).toHaveBeenCalledTimes(2);
  });

  it('stops listening when stopped', async () => {
    const stop = startTracker();
    await recordVisit({ url: '/a', title: 'A' });
    stop();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(getOnLeave).not.toHaveBeenCalled();
    expect(updates()).toHaveLength(0);
  });

  it('never breaks the page when tracking fails', async () => {
    post.mockRejectedValue(new Error('down'));
    expect(() => startTracker()).not.toThrow();
    await expect(recordVisit({ url: '/a', title: 'A' })).resolves.toBeUndefined();
    expect(sessionStorage.getItem(RECORD_KEY)).toBeNull();
  });
});

describe('click tracking', () => {
  const clicks = (eventName: string) =>
    postOnLeave.mock.calls.filter(([path, data]) => path === SAVE_PATH && (data as Saved).eventName === eventName).map(([, data]) => data as Saved);

  it('sends the area, the label and the absolute target with the visitor and session, surviving the navigation', () => {
    startTracker();
    trackClick('click_banner', { label: '煤焦现货交易', url: '/epm-coalweb/portal/Price' });
    trackClick('click_download', { label: '月报.pdf', url: 'https://files.example.cn/r.pdf', articleId: 'report:3' });
    expect(clicks('click_banner')[0]).toMatchObject({
      title: '煤焦现货交易',
      url: `${window.location.origin}/epm-coalweb/portal/Price`,
      uuid: saved('launch')[0]!.uuid,
      sessionId: saved('launch')[0]!.sessionId,
    });
    expect(clicks('click_download')[0]).toMatchObject({ title: '月报.pdf', url: 'https://files.example.cn/r.pdf', articleId: 'report:3' });
  });

  it('never throws', () => {
    postOnLeave.mockImplementation(() => {
      throw new Error('boom');
    });
    expect(() => trackClick('click_link', { label: '合作网站', url: 'https://partner.example.cn' })).not.toThrow();
  });
});
