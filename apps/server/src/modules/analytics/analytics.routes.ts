import { randomUUID } from 'node:crypto';
import { saveTrackingEventBody, updateTrackingEventQuery } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import type { EventWriter } from './event-writer.ts';
import { locateIp } from './geo.ts';
import { classifySource } from './traffic-source.ts';
import { parseUserAgent } from './user-agent.ts';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: EventWriter;
  }
}

/**
 * Tracking-event ingest (spec §7 "Analytics"); the server enriches each record itself. Both
 * calls answer once the write is committed (group commit: `event-writer.ts`).
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  // A page view changes no published content: the first-HTML and sitemap caches stay (seo/clear-on-write.ts).
  app.post('/api/burialPoint/saveBurialPoint', { config: { changesContent: false, cache: 'none' } }, async (request) => {
    const body = parse(saveTrackingEventBody, request.body);
    const geo = locateIp(request.ip);
    const client = parseUserAgent(request.headers['user-agent']);
    const id = randomUUID();
    await app.analytics.add({
      id,
      eventName: body.eventName,
      uuid: body.uuid,
      sessionId: body.sessionId,
      // The member is who the session says, not what the client claims.
      memberId: request.session?.kind === 'member' ? (request.session.userId ?? null) : null,
      startTime: new Date(body.startTime),
      ip: request.ip,
      country: geo.country,
      province: geo.province,
      region: geo.region,
      isp: geo.isp,
      url: body.url,
      title: body.title ?? '',
      articleId: body.articleId ?? null,
      source: classifySource(body.referrer, request.headers.host),
      referrer: body.referrer ?? '',
      // Derived from the user agent rather than trusted from the client.
      sysType: client.sysType,
      browser: client.browser,
      os: client.os,
    });
    return ok(id);
  });

  app.get('/api/burialPoint/updateBurialPoint', { config: { changesContent: false, cache: 'none' } }, async (request) => {
    const { id, endTime } = parse(updateTrackingEventQuery, request.query);
    await app.analytics.end(id, new Date(endTime));
    return ok(null);
  });
}
