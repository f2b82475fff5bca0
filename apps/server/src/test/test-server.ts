import { randomBytes } from 'node:crypto';
import type { Envelope } from '@coal/contracts';
import { encryptText } from '@coal/contracts/cipher';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { DEMO_MEMBERS, DEMO_STAFF } from '../db/seed/accounts.ts';
import type { Clock } from '../lib/clock.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase, testEngine } from './test-database.ts';

export const TEST_CAPTCHA = '8888';

export type DemoStaffId = 'admin' | 'editor' | 'reviewer' | 'analyst' | 'assessor' | 'approver';
export type DemoMemberId = 'member' | 'expert' | 'bidder' | 'expired';

const demoPassword = (accounts: ReadonlyArray<{ loginId: string; password: string }>, loginId: string) => {
  const account = accounts.find((a) => a.loginId === loginId);
  if (!account) throw new Error(`no demo account ${loginId}`);
  return account.password;
};

export interface TestServer {
  app: FastifyInstance;
  url: string;
  database: DatabaseHandle;
  /** A client with a fresh tourist session (flag 1 = portal). */
  client(flag?: '0' | '1'): Promise<TestClient>;
  /** A back-office client logged in as one of the demo staff (db/seed/accounts.ts). */
  staff(loginId: DemoStaffId): Promise<TestClient>;
  /** A portal client logged in as one of the demo members, `member` unless named. */
  member(loginId?: DemoMemberId): Promise<TestClient>;
  close(): Promise<void>;
}

export interface TestResponse<T = unknown> {
  status: number;
  /** Parsed JSON, or the text when the answer is not JSON (e.g. `logout`). */
  body: Envelope<T>;
  text: string;
  headers: Headers;
  cookies: Record<string, string>;
}

/** Real HTTP against the listening server, holding a session token like the web client. */

/** An answer's text, and its envelope when it is JSON (a page or a file is kept as text). */
async function readAnswer<T>(res: Response): Promise<{ text: string; body: Envelope<T> }> {
  const text = await res.text();
  try {
    return { text, body: JSON.parse(text) as Envelope<T> };
  } catch {
    return { text, body: text as unknown as Envelope<T> };
  }
}
export class TestClient {
  constructor(
    readonly baseUrl: string,
    public token: string | null,
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    params: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const search = new URLSearchParams();
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined) (method === 'GET' ? search : form).set(k, String(v));
    const url = `${this.baseUrl}${path}${method === 'GET' && [...search].length ? `?${search}` : ''}`;
    const res = await fetch(url, {
      method,
      headers: {
        ...(this.token ? { 'e-user-token': this.token } : {}),
        ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...headers,
      },
      body: method === 'GET' ? undefined : form.toString(),
      redirect: 'manual',
    });
    // A login answers its new session token in this header, like the web client reads it.
    const issued = res.headers.get('e-user-token');
    if (issued) this.token = issued;
    const { text, body } = await readAnswer<T>(res);
    const cookies: Record<string, string> = {};
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      cookies[pair!.slice(0, eq)] = decodeURIComponent(pair!.slice(eq + 1));
    }
    return { status: res.status, body, text, headers: res.headers, cookies };
  }

  get<T = unknown>(path: string, params?: Record<string, unknown>, headers?: Record<string, string>) {
    return this.request<T>('GET', path, params, headers);
  }

  post<T = unknown>(path: string, params?: Record<string, unknown>, headers?: Record<string, string>) {
    return this.request<T>('POST', path, params, headers);
  }

  /** Issues a captcha to this client's session and answers its uuid (the test code is accepted for it). */
  async captcha(): Promise<string> {
    const uuid = randomBytes(8).toString('hex');
    await this.get('/api/user/getCaptcha', { uuid });
    return uuid;
  }

  /**
   * Posts multipart form data as the back office's uploads do: `files` under their field
   * names (default `file`), `fields` as plain parts. Answers like `request`.
   */
  async postMultipart<T = unknown>(
    path: string,
    files: Array<{ data: Buffer | string; name: string; type?: string; field?: string }>,
    fields: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const f of files)
      form.append(f.field ?? 'file', new Blob([new Uint8Array(typeof f.data === 'string' ? Buffer.from(f.data) : f.data)], { type: f.type ?? '' }), f.name);
    const res = await fetch(`${this.baseUrl}${path}`, { method: 'POST', body: form, headers: this.token ? { 'e-user-token': this.token } : {} });
    const { text, body } = await readAnswer<T>(res);
    return { status: res.status, body, text, headers: res.headers, cookies: {} };
  }

  /** Member login through the real call; answers the response. */
  async login(loginId: string, password: string) {
    const uuid = await this.captcha();
    return this.get('/api/user/login', { loginId: encryptText(loginId), loginPass: encryptText(password), uuid, captchaCode: TEST_CAPTCHA });
  }

  /** Back-office login through the real call. */
  async staffLogin(loginId: string, password: string) {
    const uuid = await this.captcha();
    return this.post('/api/admin/auth/login', { loginId: encryptText(loginId), loginPass: encryptText(password), uuid, captchaCode: TEST_CAPTCHA });
  }
}

/**
 * Starts the whole server (buildApp) on a random port with a fresh database copied from
 * the template — PGlite, or PostgreSQL when the project runs with TEST_DB_ENGINE=postgres
 * (which also puts shared state in Redis when REDIS_URL is set).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  configure?: (app: FastifyInstance) => void,
  options: {
    clock?: Clock;
    /** Serve a web build from this folder (the first-HTML tests give a minimal index.html). */
    webDistDir?: string;
  } = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  const redis =
    testEngine() === 'postgres' && process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `coaltest:${randomBytes(6).toString('hex')}:` }
      : {};
  // NOTIFY_POLL_MS 0: the job queue does not poll; a test runs the jobs with app.jobs.runDue() (or app.notifier.runOnce()).
  const config = loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_TEST_CODE: TEST_CAPTCHA,
    SEED_DEMO: 'true',
    NOTIFY_POLL_MS: '0',
    ...redis,
    ...env,
  });
  const app = await buildApp({ config, database, serveWeb: Boolean(options.webDistDir), webDistDir: options.webDistDir, clock: options.clock });
  configure?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const client = async (flag: '0' | '1' = '1') => {
    const anonymous = new TestClient(url, null);
    const res = await anonymous.get<string>('/api/user/getToken', { flag, timestamp: Date.now() });
    return new TestClient(url, res.body.data);
  };
  return {
    app,
    url,
    database,
    client,
    async staff(loginId) {
      const staff = await client('0');
      const res = await staff.staffLogin(loginId, demoPassword(DEMO_STAFF, loginId));
      if (!res.body.result) throw new Error(`staff login ${loginId} failed: ${res.body.message}`);
      return staff;
    },
    async member(loginId = 'member') {
      const member = await client();
      const res = await member.login(loginId, demoPassword(DEMO_MEMBERS, loginId));
      // `expired` answers resetPassword rather than a session; the caller checks what it needs.
      if (!res.body.result && loginId !== 'expired') throw new Error(`member login ${loginId} failed: ${res.body.message}`);
      return member;
    },
    async close() {
      // Tests are over: drop any connection a test left open (an unread stream) so close cannot hang.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await database.close();
    },
  };
}

/** A client a test file opens: a tourist, or one of the demo staff or members logged in. */
export type ClientRole = 'tourist' | `staff:${DemoStaffId}` | `member:${DemoMemberId}`;

/**
 * The usual beforeAll of an API test file: starts a server (`startTestServer()` unless `start`
 * is given) and opens the named clients on it, one after the other in the order given.
 */
export async function startWithClients<K extends string>(
  clients: Record<K, ClientRole>,
  start: () => Promise<TestServer> = () => startTestServer(),
): Promise<{ server: TestServer } & Record<K, TestClient>> {
  const server = await start();
  const opened = {} as Record<K, TestClient>;
  for (const [name, role] of Object.entries(clients) as Array<[K, ClientRole]>) {
    const [kind, loginId] = role.split(':');
    if (kind === 'staff') opened[name] = await server.staff(loginId as DemoStaffId);
    else if (kind === 'member') opened[name] = await server.member(loginId as DemoMemberId);
    else opened[name] = await server.client();
  }
  return { server, ...opened };
}
