/**
 * Page-visit analytics (spec §4, §7): one record per page view, ended when the user
 * navigates on, leaves the page, or stays idle 120 s. Failures are swallowed: analytics
 * must never break a page.
 */
import { ANALYTICS_IDLE_CHECK_MS, ANALYTICS_IDLE_MS, type ClickEventName, type SaveTrackingEventBodyInput } from '@coal/contracts';
import { http } from '../../lib/http/index.ts';
import { sessionStore } from '../../lib/storage.ts';
import { useSessionStore } from '../../stores/session.ts';
import { getVisitor, sysType, touchSession } from './visitor.ts';

export const SAVE_PATH = '/api/burialPoint/saveBurialPoint';
export const UPDATE_PATH = '/api/burialPoint/updateBurialPoint';
/** sessionStorage key of the open record's id. */
export const RECORD_KEY = 'coal_analytics_record';

/** What a page view names of the record (saveTrackingEventBody); the rest is the visitor's. */
export type VisitInput = Pick<SaveTrackingEventBodyInput, 'url' | 'title' | 'articleId'>;

let lastInput: VisitInput | null = null;
let lastActivity = Date.now();
let idle = false;
let visitSeq = 0;
let stopCurrent: (() => void) | null = null;
// Once per page even if storage refuses to keep the uuid (it would look new every time).
let launchSent = false;

/** The analytics record of spec §3 (the server adds ip, place and device). */
function recordOf(eventName: string, input: VisitInput) {
  const { uuid } = getVisitor();
  const { sessionId } = touchSession();
  const { loginStatus, userInfo } = useSessionStore.getState();
  return {
    eventName,
    uuid,
    sessionId,
    memberId: loginStatus && userInfo?.userId ? userInfo.userId : undefined,
    startTime: Date.now(),
    url: input.url,
    title: input.title,
    articleId: input.articleId,
    referrer: document.referrer || undefined,
    sysType: sysType(),
  };
}

async function save(eventName: string, input: VisitInput): Promise<string | null> {
  const answer = await http.post<string | number>(SAVE_PATH, recordOf(eventName, input), { silent: true });
  return answer.result && answer.data !== null && answer.data !== undefined ? String(answer.data) : null;
}

function sendEnd(id: string, onLeave: boolean): void {
  const params = { id, endTime: Date.now() };
  if (onLeave) http.getOnLeave(UPDATE_PATH, params);
  else http.get(UPDATE_PATH, params, { silent: true }).catch(() => undefined);
}

/** Ends the open record, if any (navigation or idleness). */
function endVisit(): void {
  const id = sessionStore.get<string>(RECORD_KEY);
  if (!id) return;
  sessionStore.remove(RECORD_KEY);
  sendEnd(id, false);
}

/** The visitor uuid; the first visit of a browser also sends a `launch` event. */
export function ensureVisitor(): { uuid: string; isNew: boolean } {
  const visitor = getVisitor();
  if (visitor.isNew && !launchSent) {
    launchSent = true;
    save('launch', { url: window.location.href, title: document.title }).catch(() => undefined);
  }
  return visitor;
}

/** Records a page view (called before each route change); ends the previous one. */
export async function recordVisit(input: VisitInput): Promise<void> {
  try {
    ensureVisitor();
    endVisit();
    lastInput = input;
    idle = false;
    lastActivity = Date.now();
    const seq = ++visitSeq;
    const id = await save('pageView', input);
    if (!id) return;
    // A quicker navigation already started the next view: this one is over at once.
    if (seq !== visitSeq) sendEnd(id, false);
    else sessionStore.set(RECORD_KEY, id);
  } catch {
    // Never break the page for analytics.
  }
}

/** A clicked item for ClickStatistics: its label and where it leads. */
export interface ClickedItem {
  label: string;
  /** The address it leads to; made absolute against the page. */
  url: string;
  articleId?: string;
}

/**
 * Records a click on a banner, ad, system entry, link or download (CLICK_EVENTS). Fire and
 * forget: it never throws and never holds up the navigation the click starts.
 */
export function trackClick(eventName: ClickEventName, item: ClickedItem): void {
  try {
    const url = new URL(item.url, window.location.href).href;
    // The click usually starts a navigation that would cancel a plain request: keepalive.
    http.postOnLeave(SAVE_PATH, recordOf(eventName, { url, title: item.label, articleId: item.articleId }));
  } catch {
    // Analytics must never break a click.
  }
}

/** Leaving or hiding the page: send the end time with keepalive; the record stays open. */
function onLeave(): void {
  const id = sessionStore.get<string>(RECORD_KEY);
  if (id) sendEnd(id, true);
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') onLeave();
}

function onActivity(): void {
  lastActivity = Date.now();
  // Back from idleness: the page is being read again, so it is a new view.
  if (idle && lastInput) void recordVisit(lastInput);
}

function checkIdle(): void {
  if (idle || Date.now() - lastActivity < ANALYTICS_IDLE_MS) return;
  idle = true;
  endVisit();
}

/** Starts visitor, idle and leave tracking; returns the stop function. */
export function startTracker(): () => void {
  stopCurrent?.();
  try {
    ensureVisitor();
  } catch {
    // Storage unavailable: views are still recorded with a fresh uuid each time.
  }
  lastActivity = Date.now();
  idle = false;
  const timer = setInterval(checkIdle, ANALYTICS_IDLE_CHECK_MS);
  document.addEventListener('mousemove', onActivity, { passive: true });
  document.addEventListener('touchstart', onActivity, { passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onLeave);
  const stop = () => {
    clearInterval(timer);
    document.removeEventListener('mousemove', onActivity);
    document.removeEventListener('touchstart', onActivity);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onLeave);
    if (stopCurrent === stop) stopCurrent = null;
  };
  stopCurrent = stop;
  return stop;
}

/** Tests only: forget the module's per-page state. */
export function resetTrackerForTests(): void {
  stopCurrent?.();
  lastInput = null;
  lastActivity = Date.now();
  idle = false;
  visitSeq = 0;
  launchSent = false;
}
