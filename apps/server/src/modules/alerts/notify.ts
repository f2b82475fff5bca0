/**
 * The one way a notification is made: `notify(db, …)`, called by the modules where things
 * happen (an answer, a complaint reply, a review decision, a released price), inside their
 * transaction where they have one. The member's switches decide the channels; a disabled
 * member gets nothing. A `dedupeKey` makes a repeated event insert nothing.
 */
import type { NotifyChannels, NotifyKind } from '@coal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members, notifications, notificationSettings } from '../../db/schema/index.ts';
import { enqueue } from '../../lib/jobs.ts';
import { MAIL_QUEUE, type MailJob } from './mailer.ts';

export interface NotifyInput {
  memberId: string;
  kind: NotifyKind;
  title: string;
  body?: string;
  /** App-relative path of what it is about, e.g. `portal/Price?code=CCP-TC5500`. */
  link?: string;
  dedupeKey?: string;
}

const DEFAULT_CHANNELS: NotifyChannels = { inApp: true, email: true };

export const channelsOf = (prefs: Partial<Record<NotifyKind, NotifyChannels>> | undefined, kind: NotifyKind): NotifyChannels => ({
  ...DEFAULT_CHANNELS,
  ...prefs?.[kind],
});

/** Creates the notification (and queues its email, in the same transaction); answers whether one was made. */
export async function notify(db: Database, input: NotifyInput): Promise<boolean> {
  const [member] = await db
    .select({ disabled: members.disabled, email: notificationSettings.email, prefs: notificationSettings.prefs })
    .from(members)
    .leftJoin(notificationSettings, eq(notificationSettings.memberId, members.id))
    .where(eq(members.id, input.memberId))
    .limit(1);
  if (!member || member.disabled) return false;
  const channels = channelsOf(member.prefs ?? undefined, input.kind);
  const mail = channels.email && Boolean(member.email);
  if (!channels.inApp && !mail) return false;
  const inserted = await db
    .insert(notifications)
    .values({
      memberId: input.memberId,
      kind: input.kind,
      title: input.title.slice(0, 200),
      body: (input.body ?? '').slice(0, 1000),
      link: input.link ?? '',
      dedupeKey: input.dedupeKey ?? null,
      shown: channels.inApp,
      emailStatus: mail ? 'pending' : 'none',
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  if (inserted[0] && mail) await enqueue(db, MAIL_QUEUE, { notificationId: inserted[0].id } satisfies MailJob);
  return inserted.length > 0;
}

/** A review decision on a member's content (article, question, answer). */
export async function notifyReviewed(
  db: Database,
  memberId: string | null,
  subject: string,
  decision: { approve: boolean; reason?: string },
  link: string,
): Promise<void> {
  if (!memberId) return;
  await notify(db, {
    memberId,
    kind: 'contentReview',
    title: `${subject.slice(0, 60)}${decision.approve ? '已审核通过' : '未通过审核'}`,
    body: decision.approve ? '' : `原因：${decision.reason || '未说明'}`,
    link,
  });
}
