import { z } from 'zod';
// The kit's text fields refuse NUL (PostgreSQL would refuse it later): an event the database
// would refuse is never acknowledged.
import { numberField, optionalText, requiredText } from './fields.ts';

/**
 * Event times the database and the dashboards can hold: 2000-01-01 up to the end of 2199
 * (UTC). A browser clock is never that far off; a bigger number is an error or an attack
 * (past 9999 the timestamp no longer fits PostgreSQL, past 8.64e15 not even a JS Date).
 */
export const EVENT_TIME_MIN = Date.UTC(2000, 0, 1);
export const EVENT_TIME_MAX = Date.UTC(2200, 0, 1) - 1;

const eventTime = (message: string) =>
  numberField(message, (n) => n.int({ error: message }).min(EVENT_TIME_MIN, { error: message }).max(EVENT_TIME_MAX, { error: message }));

/**
 * A tracking event as saved (POST /api/burialPoint/saveBurialPoint, spec §3 analytics record).
 * ip, country, province and region are filled by the server from the connection; whatever the
 * client sends for them is ignored.
 */
export const saveTrackingEventBody = z.object({
  eventName: requiredText('缺少事件名称', 64),
  uuid: requiredText('缺少访客标识', 64),
  sessionId: requiredText('缺少会话标识', 64),
  memberId: optionalText(64),
  startTime: eventTime('开始时间有误'),
  url: requiredText('缺少页面地址', 2048),
  title: optionalText(256),
  articleId: optionalText(64),
  /** The page's document.referrer; the server derives `source` from it. */
  referrer: optionalText(2048),
  sysType: z.enum(['mobile', 'computer']).optional(),
});
export type SaveTrackingEventBody = z.output<typeof saveTrackingEventBody>;
export type SaveTrackingEventBodyInput = z.input<typeof saveTrackingEventBody>;

export const updateTrackingEventQuery = z.object({
  id: requiredText('缺少记录标识', 64),
  endTime: eventTime('结束时间有误'),
});
export type UpdateTrackingEventQuery = z.output<typeof updateTrackingEventQuery>;
export type UpdateTrackingEventQueryInput = z.input<typeof updateTrackingEventQuery>;
