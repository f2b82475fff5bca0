import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findStaffById } from '../staff/staff.repository.ts';
import { appendOperationLog } from './operation-log.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the operation log calls this back-office write, e.g. '新增内容类型'. */
    action?: string;
  }
}

/**
 * Every back-office write (a non-GET route with auth `staff`) appends an operation-log row
 * with its outcome, so no handler can forget to. Handlers may name the target by setting
 * `request.auditTarget`.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auditTarget', '');
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    if (config.auth !== 'staff' || request.method === 'GET' || !request.session?.userId) return payload;
    // A repeated submission answered from the idempotency store did nothing: not logged again.
    if (request.idempotentReplay) return payload;
    let success = reply.statusCode < 400;
    if (success && typeof payload === 'string' && payload.startsWith('{')) {
      try {
        success = (JSON.parse(payload) as { result?: boolean }).result !== false;
      } catch {
        // Not an envelope: judged by the status alone.
      }
    }
    const staff = await findStaffById(app.db, request.session.userId);
    await appendOperationLog(app.db, {
      staffId: request.session.userId,
      staffName: staff?.name ?? request.session.loginId ?? '',
      action: config.action ?? `${request.method} ${request.routeOptions.url}`,
      target: request.auditTarget,
      ip: request.ip,
      result: success ? 'success' : 'failure',
    });
    return payload;
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    auditTarget: string;
  }
}
