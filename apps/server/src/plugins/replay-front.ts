/**
 * The replays' front door: a kept public answer (plugins/answer-replay.ts) is written as soon
 * as Node has parsed the request line and headers, before Fastify makes its request and reply,
 * routes the URL among some 400 routes, binds a child logger and runs the hooks. On a replayed
 * read those were half the server's work: measured in one process beside a bare Fastify route,
 * a replay through the onRequest hook cost 45–64 µs of CPU a request against the route's
 * 25–42, and 31–33 µs through this door (bench/README.md, seventh sitting).
 *
 * Only what the hook would have replayed is answered here, with the same bytes, decided without
 * waiting: a GET whose URL (without the `_t` stamp) has a current public replay. Everything
 * else goes to Fastify untouched, as does every request while the app starts or closes
 * (Fastify answers 503 then): the session reads replayed per reader class (`replayFor`) too,
 * since their session lookup may wait on the store, and a wait belongs under Fastify's
 * deadline and abort handling. `app.inject` never comes through here: the hook keeps doing
 * the same for it.
 */
import { createServer, type IncomingMessage, type ServerOptions as HttpServerOptions, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { stableUrl } from '../lib/stable-url.ts';
import { Replays } from './answer-replay.ts';

/** What Fastify has settled of its options by the time it asks for a server. */
interface ServerOptions {
  http?: HttpServerOptions;
  https?: unknown;
  http2?: unknown;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export class ReplayFront {
  readonly replays = new Replays();
  /** Set by the replay plugin: answering starts when the app is ready and ends when it closes. */
  open = false;
  /** Where the access log goes: set when the app logs requests (info or lower), else null. */
  accessLog: FastifyBaseLogger | null = null;
  /** The trusted proxy's client address is the one logged (as Fastify's `request.ip` with trustProxy). */
  trustProxy = false;
  private nextId = 0;

  /** Answers `req` from a current public replay, or hands it to Fastify (`next`). */
  serve(req: IncomingMessage, res: ServerResponse, next: Handler): void {
    if (!this.open || req.method !== 'GET') return next(req, res);
    let answered: boolean;
    try {
      answered = this.replays.answer(stableUrl(req.url!), req, res);
    } catch (error) {
      // Nothing here should throw; if it ever does, Fastify answers (and logs) rather than the process dying.
      this.accessLog?.error({ err: error }, 'replay front door failed');
      if (res.headersSent) return void res.destroy();
      answered = false;
    }
    if (!answered) return next(req, res);
    if (this.accessLog) this.logOnFinish(req, res, this.accessLog);
  }

  /** The access log line Fastify would have written when the answer is sent ('request completed'). */
  private logOnFinish(req: IncomingMessage, res: ServerResponse, log: FastifyBaseLogger): void {
    const started = performance.now();
    const reqId = `replay-${(this.nextId++).toString(36)}`;
    const forwarded = this.trustProxy ? req.headers['x-forwarded-for'] : undefined;
    const ip = (typeof forwarded === 'string' && forwarded.split(',')[0]!.trim()) || req.socket.remoteAddress;
    const line = () =>
      log.info(
        { reqId, req: { method: req.method, url: req.url, ip }, res: { statusCode: res.statusCode }, responseTime: performance.now() - started },
        'request completed',
      );
    if (res.writableFinished) line();
    else res.once('finish', line);
  }

  /**
   * Fastify's `serverFactory`: the HTTP/1 server Fastify would make (its keep-alive, request
   * and connection timeouts, fastify/lib/server.js), with this door in front of its handler.
   */
  readonly serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    const options = fastifyOptions as unknown as ServerOptions;
    if (options.https || options.http2) throw new Error('the replay front door serves HTTP/1 only (TLS ends at the proxy)');
    const server = createServer(options.http ?? {}, (req, res) => this.serve(req, res, handler));
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
