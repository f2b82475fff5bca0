/**
 * Test helper (not shipped): a real HTTP server the client talks to over real sockets.
 * Records every request and answers by path; the token address answers by default.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Reply {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as text/plain (e.g. the `logout` body). */
  text?: string;
  /** Extra response headers (readable by the page: they are exposed to CORS). */
  headers?: Record<string, string>;
  /** Answered this much later (a slow call beside others). */
  delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Reply;

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers `path` with `handler` (replaces an earlier one). */
  on(path: string, handler: Handler): void;
  /** Requests received for one path. */
  to(path: string): RecordedRequest[];
  /** Forget requests and handlers; the token address answers token-1, token-2… again. */
  reset(): void;
  close(): Promise<void>;
}

const TOKEN_PATH = '/api/user/getToken';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

export async function startFakeServer(): Promise<FakeServer> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  let tokens = 0;
  const defaultToken: Handler = () => ({ json: { code: 0, result: true, message: '', data: `token-${++tokens}` } });

  const server: Server = createServer((req, res) => {
    // jsdom's XHR enforces CORS: the page is on another origin than this server.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    void readBody(req).then(async (body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const handler = handlers.get(url.pathname) ?? (url.pathname === TOKEN_PATH ? defaultToken : null);
      const reply: Reply = handler ? handler(recorded) : { status: 404, json: { code: 404 } };
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      const extra = reply.headers ?? {};
      if (Object.keys(extra).length) res.setHeader('Access-Control-Expose-Headers', Object.keys(extra).join(', '));
      if (reply.text !== undefined) {
        res.writeHead(reply.status ?? 200, { ...extra, 'Content-Type': 'text/plain; charset=utf-8' }).end(reply.text);
      } else {
        res.writeHead(reply.status ?? 200, { ...extra, 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(reply.json ?? null));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (path, handler) => void handlers.set(path, handler),
    to: (path) => requests.filter((r) => r.path === path),
    reset: () => {
      requests.length = 0;
      handlers.clear();
      tokens = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const realSetTimeout = globalThis.setTimeout;

/** Waits in real time (whatever a fake clock does) until the condition holds. */
export async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}
