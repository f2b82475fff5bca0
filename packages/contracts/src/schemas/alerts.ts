/** 我的指数 (watchlist), price alerts and the notification centre. */
import { z } from 'zod';
import type { LatestValue } from './prices-responses.ts';
import { flagField, idField, jsonArrayField, numberField, optionalField, stringField, withPage } from './fields.ts';

/** What an alert watches for on one index. */
export const ALERT_KINDS = ['published', 'above', 'below', 'change'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_KIND_NAMES: Record<AlertKind, string> = {
  published: '发布新值',
  above: '向上突破',
  below: '向下跌破',
  change: '环比变动超过',
};

/** Notification kinds; each has its own 站内/邮件 switches in 个人中心. */
export const NOTIFY_KINDS = ['priceAlert', 'priceCorrection', 'questionAnswer', 'complaintReply', 'contentReview'] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];
export const NOTIFY_KIND_NAMES: Record<NotifyKind, string> = {
  priceAlert: '指数提醒',
  priceCorrection: '数据更正',
  questionAnswer: '我的提问有新回答',
  complaintReply: '投诉处理回复',
  contentReview: '内容审核结果',
};

/** How many indexes a member may star, and alerts a member may keep. */
export const WATCH_LIMIT = 50;
export const ALERT_LIMIT = 100;

const productId = idField('缺少指数编号');

const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

export const watchProductBody = z.object({ productId });

export const watchOrderBody = z.object({
  productIds: jsonArrayField(productId, WATCH_LIMIT, '指数顺序格式有误'),
});

export const alertCreateBody = z
  .object({
    productId,
    kind: z.enum(ALERT_KINDS, { error: '提醒类型只能是发布新值、向上突破、向下跌破或环比变动超过' }),
    threshold: optionalField(numberField('阈值须为数字', (n) => n.min(-1e9, { error: '阈值超出范围' }).max(1e9, { error: '阈值超出范围' }))),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'published') return;
    if (body.threshold === undefined)
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: body.kind === 'change' ? '请输入变动百分比' : '请输入价格阈值' });
    else if (body.kind === 'change' && (body.threshold <= 0 || body.threshold > 1000))
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: '变动百分比须大于0且不超过1000' });
  });

export const alertIdBody = z.object({ id: idField('缺少提醒编号') });
export const alertToggleBody = z.object({ id: idField('缺少提醒编号'), enabled: flagField(true) });
export const alertListQuery = z.object({ productId: optionalField(idField('指数编号有误')) });

export const notificationListQuery = withPage(z.object({ unreadOnly: flagField(false) }));
export const notificationReadBody = z.object({ id: idField('缺少通知编号') });

const channelPrefs = z.object({ inApp: flagField(true), email: flagField(true) }, { error: '通知设置格式有误' });

export const notifySettingsBody = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.union([
      z.literal(''),
      stringField('邮箱格式有误')
        .max(200, { error: '邮箱过长' })
        .pipe(z.email({ error: '邮箱格式有误' })),
    ]),
  ),
  /** An object, or its JSON text (a form post). */
  prefs: z.preprocess(jsonText, z.partialRecord(z.enum(NOTIFY_KINDS, { error: '通知类型有误' }), channelPrefs, { error: '通知设置格式有误' })),
});

/** The one-click unsubscribe link of an email (no login: the signature is the proof). */
export const unsubscribeQuery = z.object({
  m: stringField('退订链接无效').uuid({ error: '退订链接无效' }),
  k: z.enum(NOTIFY_KINDS, { error: '退订链接无效' }),
  s: stringField('退订链接无效').regex(/^[\w-]{20,100}$/, { error: '退订链接无效' }),
});

export interface WatchItem {
  productId: number;
  code: string;
  name: string;
  familyCode: string;
  /** The latest released value with its changes; null before the first release. */
  latest: LatestValue | null;
}

export interface PriceAlert {
  id: number;
  productId: number;
  code: string;
  name: string;
  kind: AlertKind;
  threshold: number | null;
  enabled: boolean;
  createdAt: string;
}

export interface NotificationItem {
  id: number;
  kind: NotifyKind;
  title: string;
  body: string;
  link: string;
  read: boolean;
  createdAt: string;
}

export interface NotifyChannels {
  inApp: boolean;
  email: boolean;
}

export interface NotifySettings {
  email: string;
  /** Whether the server can send email (SMTP configured). */
  mailEnabled: boolean;
  prefs: Record<NotifyKind, NotifyChannels>;
}
