/**
 * The mail outbox: notifications with `email_status = 'pending'`, claimed with FOR UPDATE
 * SKIP LOCKED (one instance sends each), sent with nodemailer over SMTP_URL, marked sent in
 * the claiming transaction. A failed send is retried on the next polls, given up after
 * MAX_ATTEMPTS; mail older than a day is not sent any more (news that late is noise).
 */
import { NOTIFY_KIND_NAMES, type NotifyKind } from '@coal/contracts';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { notificationSettings, notifications, members } from '../../db/schema/index.ts';
import { mailOrigin, unsubscribeUrl } from './unsubscribe.ts';

const MAX_ATTEMPTS = 5;
const BATCH = 20;
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

/** Sends one claimed email; answers false when none is pending (or all are held elsewhere). */
async function sendOne(app: FastifyInstance, transport: Transporter, now: Date): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: notifications.id,
        memberId: notifications.memberId,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        attempts: notifications.emailAttempts,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(and(eq(notifications.emailStatus, 'pending'), lt(notifications.emailAttempts, MAX_ATTEMPTS)))
      .orderBy(asc(notifications.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return false;
    const [to] = await tx
      .select({ email: notificationSettings.email, disabled: members.disabled })
      .from(members)
      .leftJoin(notificationSettings, eq(notificationSettings.memberId, members.id))
      .where(eq(members.id, row.memberId));
    const mark = (emailStatus: 'sent' | 'failed' | 'pending', attempts = row.attempts) =>
      tx.update(notifications).set({ emailStatus, emailAttempts: attempts }).where(eq(notifications.id, row.id));
    // A disabled member, a removed address or a day-old notice: not sent.
    if (!to?.email || to.disabled || now.getTime() - row.createdAt.getTime() > STALE_MS) {
      await mark('failed');
      return true;
    }
    try {
      await transport.sendMail(compose(app, { ...row, to: to.email }));
      await mark('sent', row.attempts + 1);
    } catch (err) {
      app.log.warn({ err, notification: row.id }, 'notification email not sent');
      await mark(row.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'pending', row.attempts + 1);
      return false; // the server may be down: try the rest on the next poll
    }
    return true;
  });
}

export async function runMailOutbox(app: FastifyInstance, transport: Transporter): Promise<number> {
  let n = 0;
  while (n < BATCH && (await sendOne(app, transport, new Date()))) n++;
  return n;
}
