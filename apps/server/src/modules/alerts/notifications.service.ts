/** The notification centre (list, unread count, mark read) and the member's channel switches. */
import { NOTIFY_KINDS, type NotificationItem, type NotifyChannels, type NotifyKind, type NotifySettings } from '@coal/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members, notifications, notificationSettings } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/paging.ts';
import { channelsOf } from './notify.ts';

const visible = (memberId: string) => and(eq(notifications.memberId, memberId), eq(notifications.shown, true));
const unread = (memberId: string) => and(visible(memberId), isNull(notifications.readAt));

export async function pageNotifications(db: Database, memberId: string, q: { unreadOnly: boolean; currentPage: number; pageSize: number }) {
  const where = q.unreadOnly ? unread(memberId) : visible(memberId);
  const [rows, [total]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  const list: NotificationItem[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    link: r.link,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { list, total: total?.n ?? 0 };
}

/** The member's unread count, or undefined when the member does not exist or is disabled (one statement). */
export async function unreadCount(db: Database, memberId: string): Promise<number | undefined> {
  const unreadOf = db.select({ n: count() }).from(notifications).where(unread(memberId));
  const [row] = await db
    .select({ n: sql<number>`(${unreadOf})`.mapWith(Number) })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.disabled, false)));
  return row?.n;
}

/** Marks one of the member's notifications read; answers whether it was the member's. */
export async function markRead(db: Database, memberId: string, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Database, memberId: string): Promise<number> {
  const rows = await db.update(notifications).set({ readAt: new Date() }).where(unread(memberId)).returning({ id: notifications.id });
  return rows.length;
}

export async function getSettings(db: Database, memberId: string, mailEnabled: boolean): Promise<NotifySettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.memberId, memberId));
  const prefs = Object.fromEntries(NOTIFY_KINDS.map((k) => [k, channelsOf(row?.prefs, k)])) as Record<NotifyKind, NotifyChannels>;
  return { email: row?.email ?? '', mailEnabled, prefs };
}

export async function saveSettings(
  db: Database,
  memberId: string,
  input: { email: string; prefs: Partial<Record<NotifyKind, NotifyChannels>> },
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ memberId, email: input.email, prefs: input.prefs })
    .onConflictDoUpdate({ target: notificationSettings.memberId, set: { email: input.email, prefs: input.prefs, updatedAt: new Date() } });
}

/** Turns one kind's email off (the one-click link); other switches stay as they are. */
export async function unsubscribeEmail(db: Database, memberId: string, kind: NotifyKind): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(notificationSettings).where(eq(notificationSettings.memberId, memberId)).for('update');
    const prefs = { ...row?.prefs, [kind]: { ...channelsOf(row?.prefs, kind), email: false } };
    await tx
      .insert(notificationSettings)
      .values({ memberId, prefs })
      .onConflictDoUpdate({ target: notificationSettings.memberId, set: { prefs, updatedAt: new Date() } });
  });
}
