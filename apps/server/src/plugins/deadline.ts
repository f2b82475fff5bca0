import { MESSAGES, STATUS_DEADLINE } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/envelope.ts';

/**
 * The server's own deadline: a request still unanswered after REQUEST_DEADLINE_MS gets
 * status 654 (spec §8), well before the client's 60 s timeout.
 */
export const deadlinePlugin = fp(async (app: FastifyInstance) => {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.longRunning) return; // large uploads (modules/uploads)
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ url: request.routeOptions.url }, 'request overran the deadline');
      // Fastify only sends standard codes, so 654 is written to the socket directly.
      reply.hijack();
      reply.raw.writeHead(STATUS_DEADLINE, { 'content-type': 'application/json; charset=utf-8' });
      reply.raw.end(JSON.stringify(fail(STATUS_DEADLINE, MESSAGES.requestTimeout)));
    }, app.config.REQUEST_DEADLINE_MS);
    timers.set(request, timer);
  });
  const clear = async (request: object) => {
    clearTimeout(timers.get(request));
  };
  app.addHook('onResponse', clear);
  app.addHook('onRequestAbort', clear);
});
