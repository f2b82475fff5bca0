/**
 * Visitor and analytics-session rules of spec §4: a visitor uuid kept in localStorage, and
 * a session that lives while visits are less than 360 s apart.
 */
import { ANALYTICS_SESSION_TIMEOUT_S } from '@coal/contracts';
import { localStore } from '../../lib/storage.ts';
import { uuidV4 } from '../../lib/uuid.ts';

export const VISITOR_KEY = 'coal_visitor_uuid';
export const SESSION_KEY = 'coal_analytics_session';

export interface AnalyticsSession {
  sessionId: string;
  /** ms since epoch of the latest visit in this session. */
  lastVisit: number;
}

/** The visitor's uuid; `isNew` on the very first visit of this browser. */
export function getVisitor(): { uuid: string; isNew: boolean } {
  const saved = localStore.get<string>(VISITOR_KEY);
  if (typeof saved === 'string' && saved) return { uuid: saved, isNew: false };
  const uuid = uuidV4();
  localStore.set(VISITOR_KEY, uuid);
  return { uuid, isNew: true };
}

/** New session when none or the last visit is older than 360 s; else refreshes it. */
export function touchSession(now: number = Date.now()): AnalyticsSession {
  const saved = localStore.get<AnalyticsSession>(SESSION_KEY);
  const alive =
    saved && typeof saved.sessionId === 'string' && typeof saved.lastVisit === 'number' && now - saved.lastVisit <= ANALYTICS_SESSION_TIMEOUT_S * 1000;
  const session: AnalyticsSession = alive ? { ...saved, lastVisit: now } : { sessionId: uuidV4(), lastVisit: now };
  localStore.set(SESSION_KEY, session);
  return session;
}

/** mobile or computer, from the user agent (spec §3 sysType). */
export function sysType(userAgent: string = navigator.userAgent): 'mobile' | 'computer' {
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i.test(userAgent) ? 'mobile' : 'computer';
}
