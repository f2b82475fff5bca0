/**
 * Notification email against an in-process SMTP server (smtp-server): a complaint reply
 * reaches the member's address, with a signed one-click unsubscribe link that works without
 * a login, turns only that kind's email off, and refuses a forged signature.
 */
import type { NotifySettings } from '@coal/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { freePort } from '../../test/server-process.ts';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let server: TestServer;
let member: TestClient;
const inbox: Received[] = [];

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Coal <alerts@example.com>' });
  member = await server.member('member');
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Files a complaint as the member and has staff reply to it. */
async function complaintReplied(reply: string) {
  const questions = (await member.get<{ list: Array<{ id: number }> }>('/api/questionAnswer/findQuestionList', { currentPage: 1, pageSize: 10 })).body.data;
  const target = questions?.list?.[0];
  expect(target).toBeDefined();
  const filed = await member.post<{ id: number }>('/api/common/complain', {
    targetType: 'question',
    targetId: target!.id,
    reasonType: 'other',
    content: '测试',
  });
  expect(filed.body.result).toBe(true);
  const staff = await server.staff('admin');
  expect((await staff.post('/api/admin/complaints/handle', { id: filed.body.data.id, status: 'rejected', reply })).body.result).toBe(true);
}

describe('notification email', () => {
  it('is sent to the member’s address with a working one-click unsubscribe link', async () => {
    expect((await member.get<NotifySettings>('/api/notifications/settings')).body.data.mailEnabled).toBe(true);
    expect((await member.post('/api/notifications/settings', { email: 'member@example.com', prefs: '{}' })).body.result).toBe(true);
    await complaintReplied('经核实，内容未违规');
    expect((await server.app.notifier.runOnce()).mails).toBe(1);
    expect(inbox).toHaveLength(1);
    const mail = inbox[0]!;
    expect(mail.to).toEqual(['member@example.com']);
    const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^From: Coal <alerts@example.com>/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const link = /^List-Unsubscribe: <([^>]+)>/m.exec(headers)![1]!;
    const url = new URL(link);
    expect(url.pathname).toBe('/api/notifications/unsubscribe');
    // Nothing sent twice.
    expect((await server.app.notifier.runOnce()).mails).toBe(0);

    // A forged signature (another kind) is refused; the real link works without a login.
    const forged = new URL(url);
    forged.searchParams.set('k', 'priceAlert');
    expect((await fetch(`${server.url}${forged.pathname}${forged.search}`)).status).toBe(400);
    const page = await fetch(`${server.url}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('投诉处理回复');
    const prefs = (await member.get<NotifySettings>('/api/notifications/settings')).body.data.prefs;
    expect(prefs.complaintReply).toEqual({ inApp: true, email: false });
    expect(prefs.priceAlert).toEqual({ inApp: true, email: true });

    // The next reply of that kind is in the centre only.
    await complaintReplied('已处理');
    expect((await server.app.notifier.runOnce()).mails).toBe(0);
    expect(inbox).toHaveLength(1);
  });
});
