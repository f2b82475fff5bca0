/**
 * Notification email: `notify` queues a job for each notification to be mailed (lib/jobs.ts);
 * the job sends it with nodemailer over SMTP_URL and marks it sent, holding the row's lock,
 * so a repeated job sends nothing twice. A failed send is retried (a minute, then longer),
 * given up after MAX_ATTEMPTS; mail older than a day is not sent any more (news that late is noise).
 */
import { NOTIFY_KIND_NAMES, type NotifyKind } from '@coal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { notificationSettings, notifications, members } from '../../db/schema/index.ts';
import type { JobKind } from '../../lib/jobs.ts';
import { mailOrigin, unsubscribeUrl } from './unsubscribe.ts';

const MAX_ATTEMPTS = 5;
const STALE_MS = 24 * 3_600_000;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Loaded only with SMTP_URL set: nodemailer is a module the server's start need not read. */
export async function createTransport(smtpUrl: string): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(smtpUrl);
}

interface Letter {
  to: string;
  memberId: string;
  kind: NotifyKind;
  title: string;
  body: string;
  link: string;
}

function compose(app: FastifyInstance, letter: Letter) {
  const unsubscribe = unsubscribeUrl(app.config, app.secrets.unsubscribe, letter.memberId, letter.kind);
  const open = letter.link ? `${mailOrigin(app.config)}${app.config.basePath}${letter.link}` : '';
  const kindName = NOTIFY_KIND_NAMES[letter.kind];
  const text = [letter.title, letter.body, open && `查看：${open}`, `不再接收“${kindName}”邮件：${unsubscribe}`].filter(Boolean).join('\n\n');
  const html = [
    `<p><strong>${escapeHtml(letter.title)}</strong></p>`,
    letter.body ? `<p>${escapeHtml(letter.body)}</p>` : '',
    open ? `<p><a href="${escapeHtml(open)}">查看详情</a></p>` : '',
    `<p style="color:#888;font-size:12px">不再接收“${escapeHtml(kindName)}”邮件：<a href="${escapeHtml(unsubscribe)}">一键退订</a></p>`,
  ].join('');
  return {
    to: letter.to,
    from: app.config.MAIL_FROM,
    subject: letter.title,
    text,
    html,
    list: { unsubscribe: { url: unsubscribe, comment: '退订' } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export const MAIL_QUEUE = 'notification-mail';

/** A queued email: the notification it tells of. */
export interface MailJob {
  notificationId: number;
}

/** The queue's email jobs (with SMTP_URL set); answers `false` for a notification with nothing left to send. */
export function notificationMail(app: FastifyInstance, transport: Transporter): JobKind<MailJob> {
  return {
    name: MAIL_QUEUE,
    queue: { retryLimit: MAX_ATTEMPTS - 1, retryDelay: 60, retryBackoff: true },
    batchSize: 20,
    run: (job) =>
      app.db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: notifications.id,
            memberId: notifications.memberId,
            kind: notifications.kind,
            title: notifications.title,
            body: notifications.body,
            link: notifications.link,
            createdAt: notifications.createdAt,
          })
          .from(notifications)
          .where(and(eq(notifications.id, job.data.notificationId), eq(notifications.emailStatus, 'pending')))
          .for('update');
        if (!row) return false; // sent or given up already
        const [to] = await tx
          .select({ email: notificationSettings.email, disabled: members.disabled })
          .from(members)
          .leftJoin(notificationSettings, eq(notificationSettings.memberId, members.id))
          .where(eq(members.id, row.memberId));
        const attempts = job.retryCount + 1;
        const mark = (emailStatus: 'sent' | 'failed') =>
          tx.update(notifications).set({ emailStatus, emailAttempts: attempts }).where(eq(notifications.id, row.id));
        // A disabled member, a removed address or a day-old notice: not sent.
        if (!to?.email || to.disabled || Date.now() - row.createdAt.getTime() > STALE_MS) {
          await mark('failed');
          return false;
        }
        try {
          await transport.sendMail(compose(app, { ...row, kind: row.kind as NotifyKind, to: to.email }));
        } catch (err) {
          app.log.warn({ err, notification: row.id, attempts }, 'notification email not sent');
          if (attempts < MAX_ATTEMPTS) throw err; // the server may be down: the queue tries again later
          await mark('failed');
          return false;
        }
        await mark('sent');
        return true;
      }),
  };
}
