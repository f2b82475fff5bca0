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
async function screening(app: FastifyInstance): Promise<void> {
  app.decorate('screening', new ScreeningService(app.db));
}

export const screeningPlugin = fp(screening, { name: 'screening' });
