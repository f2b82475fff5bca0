/** 我的指数, price alerts and the notification centre (member calls; modules/alerts on the server). */
import type { AlertKind, Envelope, NotificationItem, NotifySettings, Page, PriceAlert, WatchItem } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

const URLS = {
  watchlist: '/api/watchlist/list',
  watchAdd: '/api/watchlist/add',
  watchRemove: '/api/watchlist/remove',
  watchOrder: '/api/watchlist/order',
  alerts: '/api/alerts/list',
  alertCreate: '/api/alerts/create',
  alertToggle: '/api/alerts/toggle',
  alertDelete: '/api/alerts/delete',
  notifications: '/api/notifications/list',
  unread: '/api/notifications/unreadCount',
  read: '/api/notifications/read',
  readAll: '/api/notifications/readAll',
  settings: '/api/notifications/settings',
} as const;

export const alertKeys = {
  watchlist: ['watchlist'] as const,
  alerts: (productId?: number) => ['alerts', productId ?? 'all'] as const,
  allAlerts: ['alerts'] as const,
  notifications: ['notifications'] as const,
  notificationPage: (page: number) => ['notifications', 'page', page] as const,
  unread: ['notifications', 'unread'] as const,
  settings: ['notification-settings'] as const,
};

/** Answers the server's message (shown as the success toast). */
const done = async (request: Promise<Envelope<unknown>>) => {
  const envelope = await request;
  unwrap(envelope);
  return envelope.message;
};

export const fetchWatchlist = async () => unwrap(await http.get<WatchItem[]>(URLS.watchlist));
export const watch = (productId: number) => done(http.post(URLS.watchAdd, { productId }));
export const unwatch = (productId: number) => done(http.post(URLS.watchRemove, { productId }));
export const orderWatchlist = (productIds: number[]) => done(http.post(URLS.watchOrder, { productIds }, { json: true }));

export const fetchAlerts = async (productId?: number) => unwrap(await http.get<PriceAlert[]>(URLS.alerts, { productId }));
export const createAlert = (input: { productId: number; kind: AlertKind; threshold?: number }) => done(http.post(URLS.alertCreate, { ...input }));
export const toggleAlert = (id: number, enabled: boolean) => done(http.post(URLS.alertToggle, { id, enabled }));
export const deleteAlert = (id: number) => done(http.post(URLS.alertDelete, { id }));

export const fetchNotifications = async (currentPage: number, pageSize = 10) =>
  unwrap(await http.get<Page<NotificationItem>>(URLS.notifications, { currentPage, pageSize }));
export const fetchUnreadCount = async () => unwrap(await http.get<{ count: number }>(URLS.unread)).count;
export const markRead = (id: number) => done(http.post(URLS.read, { id }));
export const markAllRead = () => done(http.post(URLS.readAll));

export const fetchSettings = async () => unwrap(await http.get<NotifySettings>(URLS.settings));
export const saveSettings = (settings: Pick<NotifySettings, 'email' | 'prefs'>) => done(http.post(URLS.settings, { ...settings }, { json: true }));
