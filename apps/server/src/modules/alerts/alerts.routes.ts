/**
 * Member calls of 我的指数, price alerts and the notification centre, plus the public
 * one-click unsubscribe link of the emails. Every call acts on the caller's own rows only.
 */
import {
  alertCreateBody,
  alertIdBody,
  alertListQuery,
  alertToggleBody,
  NOTIFY_KIND_NAMES,
  notificationListQuery,
  notificationReadBody,
  notifySettingsBody,
  unsubscribeQuery,
  watchOrderBody,
  watchProductBody,
} from '@coal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/index.ts';
import { memberActor, memberSessionId } from '../../lib/actors.ts';
import { ok } from '../../lib/envelope.ts';
import { sendPersonalAnswer } from '../../lib/cache/personal-answers.ts';
import { badRequest, notFound, notLoggedIn } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import { parse } from '../../lib/validate.ts';
import { createAlert, deleteAlert, listAlerts, setAlertEnabled } from './alerts.service.ts';
import { getSettings, markAllRead, markRead, pageNotifications, saveSettings, unreadCount, unsubscribeEmail } from './notifications.service.ts';
import { releasedCache } from '../prices/released-cache.ts';
import { verifyUnsubscribe } from './unsubscribe.ts';
import { addToWatchlist, listWatchlist, orderWatchlist, removeFromWatchlist } from './watchlist.service.ts';

const member = { config: { auth: 'member' as const, cache: 'personal' as const } };

const page = (title: string, text: string) =>
  `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>` +
  `<body style="font-family:sans-serif;max-width:480px;margin:64px auto;text-align:center"><h1 style="font-size:20px">${title}</h1><p>${text}</p></body></html>`;

export async function alertRoutes(app: FastifyInstance): Promise<void> {
  // ---- 我的指数 ---------------------------------------------------------------------------
  const released = releasedCache(app);
  app.get('/api/watchlist/list', member, async (request, reply) => {
    const now = app.clock.now();
    // Keyed by the release slot too: a starred index's new value shows the moment it is released.
    return sendPersonalAnswer(reply, '/api/watchlist/list', { slot: await released.slot(now) }, async () =>
      listWatchlist(app.db, (await memberActor(request)).id, now),
    );
  });
  app.post('/api/watchlist/add', member, async (request) => {
    const { productId } = parse(watchProductBody, request.body);
    await addToWatchlist(app.db, (await memberActor(request)).id, productId);
    return ok(null, '已加入我的指数');
  });
  app.post('/api/watchlist/remove', member, async (request) => {
    const { productId } = parse(watchProductBody, request.body);
    await removeFromWatchlist(app.db, (await memberActor(request)).id, productId);
    return ok(null, '已取消关注');
  });
  app.post('/api/watchlist/order', member, async (request) => {
    const { productIds } = parse(watchOrderBody, request.body);
    await orderWatchlist(app.db, (await memberActor(request)).id, productIds);
    return ok(null, '排序已保存');
  });

  // ---- alerts -------------------------------------------------------------------------------
  app.get('/api/alerts/list', member, async (request) => {
    const { productId } = parse(alertListQuery, request.query);
    return ok(await listAlerts(app.db, (await memberActor(request)).id, productId));
  });
  app.post('/api/alerts/create', member, async (request) => {
    const body = parse(alertCreateBody, request.body);
    const id = await createAlert(app.db, (await memberActor(request)).id, body);
    return ok({ id }, '提醒已设置');
  });
  app.post('/api/alerts/toggle', member, async (request) => {
    const { id, enabled } = parse(alertToggleBody, request.body);
    await setAlertEnabled(app.db, (await memberActor(request)).id, id, enabled);
    return ok(null, enabled ? '提醒已启用' : '提醒已停用');
  });
  app.post('/api/alerts/delete', member, async (request) => {
    const { id } = parse(alertIdBody, request.body);
    await deleteAlert(app.db, (await memberActor(request)).id, id);
    return ok(null, '提醒已删除');
  });

  // ---- notification centre --------------------------------------------------------------------
  app.get('/api/notifications/list', member, async (request) => {
    const q = parse(notificationListQuery, request.query);
    const { list, total } = await pageNotifications(app.db, (await memberActor(request)).id, q);
    return ok(pageOf(list, total, q));
  });
  app.get('/api/notifications/unreadCount', member, async (request, reply) => {
    return sendPersonalAnswer(reply, '/api/notifications/unreadCount', {}, async () => {
      const count = await unreadCount(app.db, memberSessionId(request));
      if (count === undefined) throw notLoggedIn();
      return { count };
    });
  });
  app.post('/api/notifications/read', member, async (request) => {
    const { id } = parse(notificationReadBody, request.body);
    if (!(await markRead(app.db, (await memberActor(request)).id, id))) throw notFound('通知不存在');
    return ok(null);
  });
  app.post('/api/notifications/readAll', member, async (request) => {
    const n = await markAllRead(app.db, (await memberActor(request)).id);
    return ok({ count: n }, '已全部标为已读');
  });
  app.get('/api/notifications/settings', member, async (request) => ok(await getSettings(app.db, (await memberActor(request)).id, app.notifier.mailEnabled)));
  app.post('/api/notifications/settings', member, async (request) => {
    const body = parse(notifySettingsBody, request.body);
    await saveSettings(app.db, (await memberActor(request)).id, body);
    return ok(null, '通知设置已保存');
  });

  /** The email's one-click link (GET from the mail, POST per RFC 8058): no login, the signature is the proof. */
  const unsubscribe = async (query: unknown) => {
    const { m, k, s } = parse(unsubscribeQuery, query);
    if (!verifyUnsubscribe(app.secrets.unsubscribe, m, k, s)) throw badRequest('退订链接无效');
    const [row] = await app.db.select({ id: members.id }).from(members).where(eq(members.id, m));
    if (row) await unsubscribeEmail(app.db, m, k);
    return k;
  };
  app.get('/api/notifications/unsubscribe', { config: { auth: 'public', cache: 'none' } }, async (request, reply) => {
    const kind = await unsubscribe(request.query);
    const text = `您将不再收到“${NOTIFY_KIND_NAMES[kind]}”邮件。站内通知不受影响，可在个人中心的通知设置中重新开启。`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('已退订', text));
  });
  app.post('/api/notifications/unsubscribe', { config: { auth: 'public' } }, async (request) => {
    await unsubscribe(request.query);
    return ok(null, '已退订');
  });
}
