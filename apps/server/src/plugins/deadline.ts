import { MESSAGES, STATUS_DEADLINE } from '@coal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/envelope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The deadline timer of this request, cleared when it is answered or aborted. */
    deadlineTimer: NodeJS.Timeout | null;
  }
}

function overran(request: FastifyRequest, reply: FastifyReply): void {
  if (reply.sent || reply.raw.headersSent) return;
  request.log.warn({ url: request.routeOptions.url }, 'request overran the deadline');
  // Fastify only sends standard codes, so 654 is written to the socket directly.
  reply.hijack();
  reply.raw.writeHead(STATUS_DEADLINE, { 'content-type': 'application/json; charset=utf-8' });
  reply.raw.end(JSON.stringify(fail(STATUS_DEADLINE, MESSAGES.requestTimeout)));
}

/**
 * The server's own deadline: a request still unanswered after REQUEST_DEADLINE_MS gets
 * status 654 (spec §8), well before the client's 60 s timeout. Callback-style hooks and the
 * timer on the request (no closure, no promise): every request of every route pays them.
 */
async function deadline(app: FastifyInstance): Promise<void> {
  app.decorateRequest('deadlineTimer', null);
  const ms = app.config.REQUEST_DEADLINE_MS;
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.longRunning) request.deadlineTimer = setTimeout(overran, ms, request, reply); // not large uploads (modules/uploads)
    done();
  });
  const clear = (request: FastifyRequest) => {
    if (request.deadlineTimer) clearTimeout(request.deadlineTimer);
    request.deadlineTimer = null;
  };
  app.addHook('onResponse', (request, _reply, done) => {
    clear(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    clear(request);
    done();
  });
}

export const deadlinePlugin = fp(deadline, { name: 'deadline', dependencies: ['errors'] });
