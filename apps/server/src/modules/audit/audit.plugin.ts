import type { OperationLogChange, OperationLogDetail } from '@coal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appendOperationLog } from './operation-log.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the operation log calls this back-office write, e.g. '新增内容类型'. */
    action?: string;
  }
}

/** Body fields that name what a write was about, when the handler did not get to say it. */
const TARGET_FIELDS = ['id', 'code', 'loginId', 'name', 'title'] as const;

function fallbackTarget(request: FastifyRequest): string {
  const body = request.body;
  if (!body || typeof body !== 'object') return '';
  for (const key of TARGET_FIELDS) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') return `${key === 'id' ? '#' : ''}${value}`.slice(0, 200);
  }
  return '';
}

/** The outcome of an answer: an envelope's `result`/`message`, else the status alone. */
function outcomeOf(statusCode: number, payload: unknown): { success: boolean; message: string } {
  let success = statusCode < 400;
  let message = '';
  if (typeof payload === 'string' && payload.startsWith('{')) {
    try {
      const body = JSON.parse(payload) as { result?: boolean; message?: unknown };
      if (body.result === false) success = false;
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // Not an envelope: judged by the status alone.
    }
  }
  if (!success && !message) message = `HTTP ${statusCode}`;
  return { success, message };
}

/**
 * Every back-office write (a non-GET route with auth `staff`) appends an operation-log row
 * with its outcome, so no handler can forget to. Handlers name the target with
 * `request.auditTarget` and what an edit changed with `request.auditChanges`; a failure
 * keeps the message its caller saw as the reason.
 */
async function audit(app: FastifyInstance): Promise<void> {
  app.decorateRequest('auditTarget', '');
  app.decorateRequest('auditChanges', null);
  const append = async (request: FastifyRequest, statusCode: number, payload: unknown, action: string | undefined, staffId: string) => {
    const { success, message } = outcomeOf(statusCode, payload);
    const detail: OperationLogDetail = {};
    if (!success) detail.reason = message.replaceAll('\u0000', '').slice(0, 500); // jsonb cannot hold NUL
    if (success && request.auditChanges?.length) detail.changes = request.auditChanges;
    await appendOperationLog(app.db, {
      staffId,
      staffName: request.staff?.name ?? request.session?.loginId ?? '',
      action: action ?? `${request.method} ${request.routeOptions.url}`,
      target: request.auditTarget || fallbackTarget(request),
      detail: Object.keys(detail).length ? detail : undefined,
      ip: request.ip,
      result: success ? 'success' : 'failure',
    });
  };
  // Callback style: every answer passes here, and only staff writes are logged (no promise for the rest).
  app.addHook('onSend', (request, reply, payload, done) => {
    const config = request.routeOptions.config;
    const staffId = request.session?.userId;
    if (config.auth !== 'staff' || request.method === 'GET' || !staffId) return done(null, payload);
    // A repeated submission answered from the idempotency store did nothing: not logged again.
    if (request.idempotentReplay) return done(null, payload);
    append(request, reply.statusCode, payload, config.action, staffId).then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
}

export const auditPlugin = fp(audit, { name: 'audit', dependencies: ['errors'] });

declare module 'fastify' {
  interface FastifyRequest {
    auditTarget: string;
    /** What the write changed, field by field (before/after), for the operation log. */
    auditChanges: OperationLogChange[] | null;
  }
}
