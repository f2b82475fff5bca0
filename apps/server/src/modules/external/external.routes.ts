import { ERRORS, externalLandingQuery, verifyTicketQuery } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { refusedWith } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { checkTicket, ticketSystemFor } from '../auth/ticket-check.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * How the external systems (trade, logistics, settlement, payment, supply-chain finance)
 * check the tickets we issue after login; and the default target of the post-login hidden
 * frames, standing in for the trade system's simulated-login page.
 */
export async function externalRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/external/verifyTicket', { config: { auth: 'open', cache: 'none' } }, async (request) => {
    const { system, ticket } = parse(verifyTicketQuery, request.query);
    // Each system accepts its own tickets only (the mobile app presents the trade ticket),
    // and only while the login that issued them lives.
    const payload = await checkTicket(app.auth, ticket, ticketSystemFor(system));
    if (!payload) throw refusedWith(ERRORS.ticketInvalid);
    return ok({ userId: payload.uid, loginId: payload.lid, system: payload.sys, exp: payload.exp });
  });

  app.get('/api/external/landing', { config: { auth: 'open', cache: 'none' } }, async (request, reply) => {
    const q = parse(externalLandingQuery, request.query);
    // Both post-login frames (trade, new trade) carry the trade ticket.
    const payload = q.ciphertext ? await checkTicket(app.auth, q.ciphertext, 'trade') : null;
    const status = payload && payload.pfx === q.prefix ? `已识别用户 ${payload.lid}` : '未携带有效票据';
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><meta charset="utf-8"><title>${escapeHtml(q.system)}</title><p>${escapeHtml(q.system)}：${escapeHtml(status)}</p>`;
  });
}
