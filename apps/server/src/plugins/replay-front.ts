/**
 * The replays' front door: a kept public answer (plugins/answer-replay.ts) is written as soon
 * as Node has parsed the request line and headers, before Fastify makes its request and reply,
 * routes the URL among some 400 routes, binds a child logger and runs the hooks. On a replayed
 * read those were half the server's work: measured in one process beside a bare Fastify route,
 * a replay through the onRequest hook cost 45–64 µs of CPU a request against the route's
 * 25–42, and 31–33 µs through this door (bench/README.md, seventh sitting).
 *
 * Only what the hook would have replayed is answered here, with the same bytes: a GET whose
 * URL (without the `_t` stamp) has a current replay. A session read replayed per reader class
 * (`replayFor`) needs its session first: looked up with the same call the session plugin
 * makes (which also keeps the session alive), then replayed or handed on. Everything else,
 * and every request while the app starts or closes (Fastify answers 503 then), goes to
 * Fastify untouched. `app.inject` never comes through here: the hook keeps doing the same
 * for it.
 */
import { createServer, type ServerOptions as HttpServerOptions, type IncomingMessage, type ServerResponse } from 'node:http';
import { TOKEN_HEADER } from '@coal/contracts';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import type { SessionData } from '../modules/auth/session.service.ts';
import { stableUrl } from '../lib/stable-url.ts';
import { Replays, replayKey } from './answer-replay.ts';

/** What Fastify has settled of its options by the time it asks for a server. */
interface ServerOptions {
  http?: HttpServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type ReaderClassOf = (session: SessionData) => string | null;

/** URLs of session reads replayed per class kept (their classifier), cleared past this many. */
const MAX_CLASSED_URLS = 2_000;

export class ReplayFront {
  readonly replays = new Replays();
  /** Set by the replay plugin: answering starts when the app is ready and ends when it closes. */
  open = false;
  /** Where the access log goes: set when the app logs requests (info or lower), else null. */
  accessLog: FastifyBaseLogger | null = null;
  sessions: { get(token: string): Promise<SessionData | null> } | null = null;
  /** The trusted proxy's client address is the one logged (as Fastify's `request.ip` with trustProxy). */
  trustProxy = false;
  private readonly readerClassOf = new Map<string, ReaderClassOf>();
  private nextId = 0;

  /** Remembers that `url` is a session read replayed per reader class, classed by `classOf`. */
  classedRead(url: string, classOf: ReaderClassOf): void {
    if (this.readerClassOf.get(url) === classOf) return;
    if (this.readerClassOf.size >= MAX_CLASSED_URLS) this.readerClassOf.clear();
    this.readerClassOf.set(url, classOf);
  }

  /** Answers `req` from a current replay, or hands it to Fastify (`next`). */
  serve(req: IncomingMessage, res: ServerResponse, next: Handler): void {
    if (!this.open || req.method !== 'GET') return next(req, res);
    const started = this.accessLog ? performance.now() : -1;
    const url = stableUrl(req.url!);
    if (this.replays.answer(url, req, res)) return this.logged(req, res, started);
    const classOf = this.readerClassOf.get(url);
    const token = req.headers[TOKEN_HEADER];
    if (!classOf || !this.sessions || typeof token !== 'string' || !token) return next(req, res);
    this.sessions.get(token).then(
      (session) => {
        const readerClass = session && classOf(session);
        if (readerClass && this.open && this.replays.answer(replayKey(url, readerClass), req, res)) this.logged(req, res, started);
        else next(req, res);
      },
      () => next(req, res), // the store failed: Fastify's session plugin answers that
    );
  }

  /** The access log line Fastify would have written ('request completed'), when info is logged. */
  private logged(req: IncomingMessage, res: ServerResponse, started: number): void {
    if (started < 0 || !this.accessLog) return;
    const forwarded = this.trustProxy ? req.headers['x-forwarded-for'] : undefined;
    const ip = (typeof forwarded === 'string' && forwarded.split(',')[0]!.trim()) || req.socket.remoteAddress;
    this.accessLog.info(
      {
        reqId: `replay-${(this.nextId++).toString(36)}`,
        req: { method: req.method, url: req.url, ip },
        res: { statusCode: res.statusCode },
        responseTime: performance.now() - started,
      },
      'request completed',
    );
  }

  /**
   * Fastify's `serverFactory`: the HTTP/1 server Fastify would make (its keep-alive, request
   * and connection timeouts, fastify/lib/server.js), with this door in front of its handler.
   */
  readonly serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    const options = fastifyOptions as unknown as ServerOptions;
    const server = createServer(options.http ?? {}, (req, res) => this.serve(req, res, handler));
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
