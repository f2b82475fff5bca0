import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ScreeningService } from './screening.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sensitive-word screening with the cached automaton. */
    screening: ScreeningService;
  }
}

/** One screening service per server instance, shared by every module that screens. */
export const screeningPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('screening', new ScreeningService(app.db));
}, { name: 'screening' });
