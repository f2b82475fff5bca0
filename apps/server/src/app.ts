import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Config, loadConfig } from './config/env.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';
import { demoTemplateFor } from './db/demo-template.ts';
import { SharedCache, versionStore } from './lib/cache/shared-cache.ts';
import { invalidatePersonalAnswersOnWrite, PERSONAL_ANSWER_TTL_MS } from './lib/cache/personal-answers.ts';
import { SEO_CACHE_TTL_MS } from './modules/seo/seo-render.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { loadOrCreateSecret } from './lib/app-secrets.ts';
import { createStores } from './lib/kv/stores.ts';
import { DbKv } from './lib/kv/db-kv.ts';
import { startJobs } from './lib/jobs.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { EventWriter } from './modules/analytics/event-writer.ts';
import { auditPlugin } from './modules/audit/audit.plugin.ts';
import { createAuthContext } from './modules/auth/auth.context.ts';
import { loginRoutes } from './modules/auth/login.routes.ts';
import { sessionRoutes } from './modules/auth/session.routes.ts';
import { ticketRoutes } from './modules/auth/ticket.routes.ts';
import { externalRoutes } from './modules/external/external.routes.ts';
import { marketRoutes } from './modules/market/market.routes.ts';
import { openApiModule } from './modules/open-api/open-api.routes.ts';
import { priceRoutes } from './modules/prices/prices.routes.ts';
import { staffAuthRoutes } from './modules/staff/staff-auth.routes.ts';
import { loginLockRoutes } from './modules/staff/login-locks.routes.ts';
import { staffAdminRoutes } from './modules/staff/staff-admin.routes.ts';
import { workbenchRoutes } from './modules/workbench/workbench.routes.ts';
import { themeRoutes } from './modules/theme/theme.routes.ts';
import { uploadsPlugin } from './modules/uploads/uploads.plugin.ts';
import { adRoutes } from './modules/ads/ads.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import { linkRoutes } from './modules/links/links.routes.ts';
import { analyticsDashboardRoutes } from './modules/analytics/dashboard/dashboard.routes.ts';
import { oplogRoutes } from './modules/oplog/oplog.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { textRoutes } from './modules/texts/texts.routes.ts';
import { themeAdminRoutes } from './modules/theme/theme.admin.routes.ts';
import { videoRoutes } from './modules/videos/videos.routes.ts';
import { deadlinePlugin } from './plugins/deadline.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { httpCachingPlugin } from './plugins/http-caching.ts';
import { serverLogging } from './plugins/logging.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { paramCipherPlugin } from './plugins/param-cipher.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { HeavyWork } from './worker-pool/pool.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { complaintRoutes } from './modules/complaints/complaints.routes.ts';
import { communityRoutes } from './modules/community/community.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { expertRoutes } from './modules/experts/experts.routes.ts';
import { alertRoutes } from './modules/alerts/alerts.routes.ts';
import { alertsPlugin } from './modules/alerts/alerts.plugin.ts';
import { analyticsRetentionPlugin } from './modules/analytics/retention.ts';
import { analyticsRollupPlugin } from './modules/analytics/rollup-job.ts';
import { screeningPlugin } from './modules/screening/screening.plugin.ts';
import { sensitiveWordRoutes } from './modules/screening/sensitive-words.routes.ts';
import './types.ts';

export interface BuildOptions {
  config?: Config;
  /** An open database (tests pass one made from a template); otherwise opened from config. */
  database?: DatabaseHandle;
  /**
   * The configured database, already being opened (main.ts starts that before the app's
   * modules load, so both happen at once); migrated, seeded and closed like one opened here.
   */
  opening?: Promise<DatabaseHandle>;
  /** Serve the built web app (default true). */
  serveWeb?: boolean;
  webDistDir?: string;
  /** "Now" for time-dependent rules such as the price embargo (tests pass a fixed clock). */
  clock?: Clock;
}

/** Builds the whole server: used by main.ts and by every test. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    ...serverLogging(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  // A new embedded data directory with demo data is copied from a seeded template (db/demo-template.ts).
  const fillFrom = options.database || options.opening ? undefined : await demoTemplateFor(config, app.log);
  const database = options.database ?? (await (options.opening ?? openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, fillFrom })));
  if (fillFrom) app.log.info({ template: fillFrom }, 'new data directory filled from the demo template');
  if (!options.database) await database.migrate();
  const clock = options.clock ?? systemClock;
  // The job queue (pg-boss in this database): alerts, mail and the periodic jobs define theirs below.
  const jobs = await startJobs({ pool: database.pool, log: app.log, pollMs: config.NOTIFY_POLL_MS });
  // Tracking events (page views), committed in groups before they are acknowledged.
  // Two groups commit at once on PostgreSQL (one's WAL flush overlaps the next's statements); PGlite has one connection.
  const analytics = new EventWriter(database.db, { groupsInFlight: database.engine === 'postgres' ? 2 : 1 });
  // The seed's checks run on the database's thread while this one registers the routes below
  // (nothing registered reads seeded rows before a request); the app is ready once both are.
  const seeding = seedDatabase(database.db, config, app.log);
  seeding.catch(() => undefined); // awaited below; an earlier failure must not leave it unhandled
  // Signs tickets and report links: configured, or drawn once and kept in the database.
  const secrets = {
    ticket: config.TICKET_SECRET ?? (await loadOrCreateSecret(database.db, 'ticket')),
    unsubscribe: await loadOrCreateSecret(database.db, 'unsubscribe'),
  };
  const stores = await createStores(database.db, config.REDIS_URL, config.REDIS_KEY_PREFIX);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  app.decorate('stores', stores);
  app.decorate('jobs', jobs);
  if (stores.durable instanceof DbKv) {
    const durable = stores.durable;
    await jobs.define({ name: 'kv-sweep', cron: '*/10 * * * *', run: () => durable.sweep() });
  }
  // The read caches' version tokens are read on every cached hit: kept in process, dropped on
  // every instance through the bus when a write draws a new one (no Redis round trip a hit).
  const cacheVersions = versionStore(stores);
  app.decorate('marketCache', new SharedCache(cacheVersions, 'market-data'));
  // Scheduled articles and ad periods are time-driven, so public lists live 15 s at most.
  app.decorate('contentCache', new SharedCache(cacheVersions, 'content', { ttlMs: 15_000 }));
  app.decorate('themeCache', new SharedCache(cacheVersions, 'theme', { maxEntries: 1 }));
  // Public pages' first HTML and the sitemap (modules/seo), fresh after any content write.
  app.decorate('seoCache', new SharedCache(cacheVersions, 'seo-pages', { ttlMs: SEO_CACHE_TTL_MS, maxEntries: 2_000 }));
  // Personal reads, per login for seconds, dropped on every instance by any write call.
  app.decorate('personalCache', new SharedCache(cacheVersions, 'personal', { ttlMs: PERSONAL_ANSWER_TTL_MS, maxEntries: 20_000 }));
  invalidatePersonalAnswersOnWrite(app, app.personalCache);
  app.decorate('secrets', secrets);
  app.decorate('auth', createAuthContext(config, stores, secrets.ticket));
  app.decorate('analytics', analytics);
  app.decorate('heavyWork', new HeavyWork(config.WORKER_THREADS));
  app.addHook('onClose', async () => {
    await app.heavyWork.close();
    await jobs.stop(); // jobs under way finish first
    await analytics.close(); // the group being committed is answered
    await stores.close();
    if (!options.database) await database.close();
  });

  // The order of these is checked at registration: each names the plugins it needs before it
  // (fastify-plugin `dependencies`), e.g. the cipher after audit and idempotency, which keep the
  // plain answer; HTTP caching after the cipher (its compression hooks every route registered
  // after it: all of them).
  await app.register(errorsPlugin);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(securityPlugin);
  await app.register(deadlinePlugin);
  await app.register(auditPlugin);
  await app.register(idempotencyPlugin);
  await app.register(paramCipherPlugin);
  await app.register(httpCachingPlugin); // cache classes, @fastify/etag, @fastify/compress
  await app.register(sessionPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(uploadsPlugin); // multipart (once) + file storage + GET /uploads/*
  await app.register(alertsPlugin); // app.notifier: the poller of release evaluations and mail
  await app.register(analyticsRollupPlugin); // the traffic rollups, a minute behind the events at most
  await app.register(analyticsRetentionPlugin); // hourly deletion of old raw events, when configured
  await app.register(screeningPlugin); // sensitive-word screening, shared by content, questions, answers

  await app.register(sessionRoutes);
  await app.register(loginRoutes);
  await app.register(ticketRoutes);
  await app.register(staffAuthRoutes);
  await app.register(staffAdminRoutes);
  await app.register(loginLockRoutes);
  await app.register(workbenchRoutes);
  await app.register(themeRoutes);
  await app.register(externalRoutes);
  await app.register(analyticsRoutes);
  await app.register(analyticsDashboardRoutes);
  await app.register(textRoutes);
  await app.register(reportRoutes);
  await app.register(videoRoutes);
  await app.register(adRoutes);
  await app.register(linkRoutes);
  await app.register(companyRoutes);
  await app.register(financeRoutes);
  await app.register(oplogRoutes);
  await app.register(themeAdminRoutes);
  await app.register(priceRoutes);
  await app.register(marketRoutes);
  await app.register(contentRoutes);
  await app.register(sensitiveWordRoutes);
  await app.register(complaintRoutes);
  await app.register(expertRoutes);
  await app.register(communityRoutes);
  await app.register(searchRoutes);
  await app.register(seoRoutes);
  await app.register(alertRoutes);
  await app.register(openApiModule); // after every module: its document lists their routes

  if (options.serveWeb !== false) await app.register(webAppPlugin, { distDir: options.webDistDir });
  try {
    await seeding;
  } catch (error) {
    await app.close().catch(() => undefined); // the job queue, the stores and the database with it
    throw error;
  }
  return app;
}
