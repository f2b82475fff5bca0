/**
 * Replays the public reads' answers. A public read built from a shared cache (okShared,
 * lib/shared-answer.ts) answers the same bytes to everyone until that cache's value changes;
 * the headers and body the whole pipeline sent (security headers, tag, compression) are kept
 * per URL (without the web client's random `_t` stamp: lib/stable-url.ts) and accepted
 * encoding, and the next request for that URL is answered with them as
 * soon as it is routed, before validation, hooks, handler, serialisation and onSend, for as
 * long as the value it was built from is current (SharedCache.holds: same entry, within its
 * lifetime, version unchanged on every instance; the price embargo adds its minute). On a
 * phone's price page every call is one of these, and they were the most of its server time.
 *
 * Kept are the routes that declare `public` (the same answer for everyone, no session read)
 * and the session reads that declare `replayFor` (the same answer for every caller of a
 * reader class: tourists, members…), replayed per class after the session lookup; never an
 * answer that sets a cookie or was sealed by the parameter cipher. The response's 'finish'
 * still runs the onResponse hooks and the access log.
 *
 * Over HTTP a public replay is answered earlier still, before Fastify sees the request, by the
 * server's front door (replay-front.ts), from the same store and by the same `answer`; this
 * hook answers what the door hands on (the session reads per class, `app.inject`).
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { TOKEN_HEADER } from '@coal/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStillCurrent } from '../lib/cache/shared-cache.ts';
import { stableUrl } from '../lib/stable-url.ts';
import { encodingFor } from './compression.ts';
import { matchesTag } from './etag.ts';
import type { ReplayFront } from './replay-front.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shared cache's value this request's answer was built from (okShared), if any. */
    sharedAnswer: object | null;
  }
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Sent {
  headers: OutgoingHttpHeaders;
  body: string | Buffer;
}

interface Replay {
  /** The cached value the answer was built from: replayed while it is current. */
  source: object;
  etag: string;
  sent: Partial<Record<Encoding, Sent>>;
}

/** Which of a URL's kept answers a request takes: the encoding it accepts. */
const encodingOf = (headers: IncomingHttpHeaders): Encoding => encodingFor(headers['accept-encoding']) ?? 'identity';

/** The session levels whose reads may be replayed per reader class (not staff: every call is checked and logged). */
const CLASSED_LEVELS = new Set([undefined, 'open', 'session']);

/** Where a request's answer is kept: its URL, and the reader class for a session read. */
function replayKey(url: string, readerClass: string | null): string {
  return readerClass === null ? url : `${url}\n${readerClass}`;
}

const classOf = (config: FastifyContextConfig, request: FastifyRequest): string | null =>
  request.session && config.replayFor && CLASSED_LEVELS.has(config.auth) ? config.replayFor(request.session) : null;

/** URLs kept (the oldest goes first): the public reads' distinct queries of a busy day. */
export const MAX_REPLAYS = 2_000;
/** And at most this many bytes of bodies: distinct queries of long series must not grow the heap without bound. */
export const MAX_REPLAY_BYTES = 64 * 1024 * 1024;

/** A body's bytes, at most (a string's UTF-8 bytes are at most three per code unit). */
const bodyBytes = (sent: Sent | undefined) => (!sent ? 0 : Buffer.isBuffer(sent.body) ? sent.body.length : sent.body.length * 3);
/** What a replay counts against MAX_REPLAY_BYTES (a body shared by entries counts for each). */
const replayBytes = (replay: Replay) => bodyBytes(replay.sent.br) + bodyBytes(replay.sent.gzip) + bodyBytes(replay.sent.identity);

/** The kept replays, oldest first, bounded in count and bytes. */
export class Replays {
  private readonly entries = new Map<string, Replay>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = MAX_REPLAYS,
    private readonly maxBytes = MAX_REPLAY_BYTES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Replay | undefined {
    return this.entries.get(key);
  }

  delete(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.bytes -= replayBytes(kept);
    this.entries.delete(key);
  }

  /** The entry for `key` built from `source` with `etag`: the kept one, or a new one (the newest). */
  entryFor(key: string, source: object, etag: string): Replay {
    const kept = this.entries.get(key);
    if (kept && kept.source === source && kept.etag === etag) return kept;
    this.delete(key);
    const fresh: Replay = { source, etag, sent: {} };
    this.entries.set(key, fresh);
    return fresh;
  }

  /** Answers `req` with the replay kept under `key` if it is current and has `req`'s encoding: whether it did. */
  answer(key: string, req: IncomingMessage, res: ServerResponse): boolean {
    const kept = this.entries.get(key);
    if (!kept) return false;
    if (!isStillCurrent(kept.source)) {
      this.delete(key);
      return false;
    }
    const sent = kept.sent[encodingOf(req.headers)];
    if (!sent) return false;
    if (matchesTag(req.headers['if-none-match'], kept.etag)) {
      const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = sent.headers;
      res.writeHead(304, headers).end();
    } else res.writeHead(200, sent.headers).end(sent.body);
    return true;
  }

  keep(replay: Replay, encoding: Encoding, sent: Sent): void {
    const growth = bodyBytes(sent) - bodyBytes(replay.sent[encoding]);
    replay.sent[encoding] = sent;
    this.bytes += growth;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.delete(this.entries.keys().next().value!);
  }
}

export const answerReplayPlugin = fp<{ front: ReplayFront }>(async (app: FastifyInstance, { front }) => {
  const replays = front.replays;
  front.accessLog = ['trace', 'debug', 'info'].includes(app.log.level) ? app.log : null; // Fastify's own request log
  front.trustProxy = app.config.TRUST_PROXY;
  app.addHook('onReady', (done) => {
    front.open = true;
    done();
  });
  app.addHook('preClose', (done) => {
    front.open = false; // Fastify answers the requests of a closing app
    done();
  });

  app.decorateRequest('sharedAnswer', null);

  /** Answers from the replay kept under `key`, if it is current; else the request goes on. */
  const replay = (request: FastifyRequest, reply: FastifyReply, key: string, done: () => void) => {
    if (replays.answer(key, request.raw, reply.raw)) reply.hijack();
    else done();
  };

  // Callback style: every request passes here; a request with nothing kept costs a check or two.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET') return done();
    const config = request.routeOptions.config;
    if (config.auth === 'public') return replay(request, reply, stableUrl(request.url), done);
    if (!config.replayFor || !CLASSED_LEVELS.has(config.auth)) return done();
    const token = request.headers[TOKEN_HEADER];
    // The same lookup the session plugin makes (it also keeps the session alive); no session: that plugin answers.
    if (typeof token !== 'string' || !token) return done();
    app.auth.sessions.get(token).then(
      (session) => {
        const readerClass = session && config.replayFor!(session);
        if (!readerClass) return done();
        replay(request, reply, replayKey(stableUrl(request.url), readerClass), done);
      },
      () => done(), // the store failed: the session plugin answers that
    );
  });

  // Registered after compression, so this sees what goes out (other root onSend hooks come first).
  app.addHook('onSend', (request, reply, payload, done) => {
    const source = request.sharedAnswer;
    if (!source || request.method !== 'GET' || reply.statusCode !== 200) return done(null, payload);
    if (request.encrypted || reply.hasHeader('set-cookie')) return done(null, payload);
    const config = request.routeOptions.config;
    const readerClass = config.auth === 'public' ? null : classOf(config, request);
    if (config.auth !== 'public' && readerClass === null) return done(null, payload);
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string' || (typeof payload !== 'string' && !Buffer.isBuffer(payload)) || !isStillCurrent(source)) return done(null, payload);
    const headers = { ...reply.getHeaders(), 'content-length': Buffer.byteLength(payload) } as OutgoingHttpHeaders;
    replays.keep(replays.entryFor(replayKey(stableUrl(request.url), readerClass), source, etag), encodingOf(request.headers), { headers, body: payload });
    done(null, payload);
  });
});
