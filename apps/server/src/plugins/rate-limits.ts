/**
 * Rate limits with @fastify/rate-limit, counted in Redis when REDIS_URL is set (so every
 * instance shares them) and in process otherwise. Nothing is limited by default: a route asks
 * with `config: { rateLimit: heavyReads(app) }` (heavy public reads, per client address), and
 * every upload (a multipart request) is counted per member or staff member here. Checked after
 * the session is known (preHandler); beyond the limit HTTP 429 with Retry-After and a Chinese
 * message. Should Redis be unreachable, requests pass rather than fail.
 */
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { MESSAGES, PROTOCOL_CODES } from '@coal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors.ts';

const MINUTE_MS = 60_000;

const throttled = (message: string) => new AppError(message, PROTOCOL_CODES.throttled, 429);

/** Route config of a heavy public read: HEAVY_READS_PER_MINUTE per client address, per call. */
export function heavyReads(app: FastifyInstance, only?: (request: FastifyRequest) => boolean): RateLimitOptions {
  return {
    max: app.config.HEAVY_READS_PER_MINUTE,
    timeWindow: MINUTE_MS,
    // A light request of the call (a short series) is not counted.
    ...(only ? { allowList: (request: FastifyRequest) => !only(request) } : {}),
    errorResponseBuilder: () => throttled(MESSAGES.heavyReadsThrottled),
  };
}

async function rateLimits(app: FastifyInstance): Promise<void> {
  const { REDIS_URL, REDIS_KEY_PREFIX } = app.config;
  let redis: Redis | undefined;
  if (REDIS_URL) {
    const ioredis = await import('ioredis'); // loaded only with Redis
    // Short timeouts and no offline queue: a limit check never waits long on Redis.
    redis = new ioredis.Redis(REDIS_URL, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1_000 });
    redis.on('error', () => undefined); // reported by the key-value store's own connection
    app.addHook('onClose', async () => {
      await redis!.quit().catch(() => redis!.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${REDIS_KEY_PREFIX}rate-limit:` } : {}),
  });

  // Uploads: one count per multipart request of a member or a staff member, whatever the call.
  const uploads = app.createRateLimit({
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `upload:${request.session!.kind}:${request.session!.userId}`,
    max: (request) => (request.session!.kind === 'staff' ? app.config.STAFF_UPLOADS_PER_MINUTE : app.config.MEMBER_UPLOADS_PER_MINUTE),
  });
  app.addHook('preHandler', (request, reply, done) => {
    const session = request.session;
    if (!session?.userId || session.kind === 'tourist' || !request.isMultipart()) return done();
    uploads(request).then((limit) => {
      if (limit.isAllowed || !limit.isExceeded) return done();
      reply.header('retry-after', limit.ttlInSeconds);
      done(throttled(MESSAGES.uploadsThrottled));
    }, done);
  });
}

export const rateLimitsPlugin = fp(rateLimits, { name: 'rate-limits', dependencies: ['session'] });
