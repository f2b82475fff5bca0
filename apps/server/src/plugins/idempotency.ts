import { IDEMPOTENCY_HEADER, PROTOCOL_CODES } from '@coal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, refused } from '../lib/errors.ts';
import { runWithReceipt, sweepReceipts, writeReceiptsInTransactions } from './idempotency-receipts.ts';

/** How long a finished submission is answered from memory: a working day and then some. */
const DONE_TTL_S = 24 * 60 * 60;
/** A claim whose request never finished (crash, deadline) frees itself after this. */
const PENDING_TTL_S = 60;
const POLL_MS = 50;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const IN_PROGRESS_MESSAGE = '相同的提交正在处理中，请稍后再试';

interface Pending {
  state: 'pending';
}
interface Done {
  state: 'done';
  status: number;
  contentType: string;
  payload: string;
}
type Entry = Pending | Done;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A member write that must not run twice (a price report enters an index's computation). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The store key this request claimed for its idempotency key (it runs; others wait). */
    idempotencyClaim: string | null;
    /** This answer repeats an earlier one: nothing ran, nothing to log. */
    idempotentReplay: boolean;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isSuccess(status: number, payload: unknown): payload is string {
  if (status !== 200 || typeof payload !== 'string' || !payload.startsWith('{')) return false;
  try {
    return (JSON.parse(payload) as { result?: unknown }).result !== false;
  } catch {
    return false;
  }
}

/**
 * Idempotent writes: a staff POST (or a member POST marked `idempotent`) carrying `Idempotency-Key` runs
 * once per (user, route, key). The key is claimed atomically in the durable store
 * (`setIfAbsent`: the database or Redis, so it holds across instances and concurrent
 * duplicates); the claimant runs and stores its answer, every repeat — concurrent or later,
 * within 24 h — waits for that answer and gets it verbatim. Only successes are kept: a
 * refused or failed submission frees its key, so the corrected form can be sent again.
 * The claimant's transactions also commit a receipt (idempotency-receipts.ts), so a retry
 * after a crash between commit and answer is refused rather than run again.
 */
async function idempotency(app: FastifyInstance): Promise<void> {
  const store = app.stores.durable;
  /** Claims running in this process, so local duplicates wait without polling the store. */
  const running = new Map<string, Promise<void>>();
  const finishers = new Map<string, () => void>();
  const maxWaitMs = Math.max(1_000, app.config.REQUEST_DEADLINE_MS - 2_000);

  writeReceiptsInTransactions(app.db);
  await app.jobs.define({ name: 'idempotency-receipts-sweep', cron: '41 * * * *', run: () => sweepReceipts(app.db, app.clock.now()) });

  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('idempotentReplay', false);

  const replay = (request: FastifyRequest, reply: FastifyReply, done: Done) => {
    request.idempotentReplay = true;
    return reply.status(done.status).header('content-type', done.contentType).header('idempotent-replay', 'true').send(done.payload);
  };

  const claim: preHandlerHookHandler = async function (request, reply) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !request.session?.userId) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw badRequest('Idempotency-Key 格式有误');
    const key = `idem:${request.session.userId}:${request.routeOptions.url}:${header}`;
    const deadline = Date.now() + maxWaitMs;
    for (;;) {
      if (await store.setIfAbsent(key, { state: 'pending' } satisfies Pending, PENDING_TTL_S)) {
        request.idempotencyClaim = key;
        running.set(key, new Promise((resolve) => finishers.set(key, resolve)));
        return;
      }
      const entry = await store.get<Entry>(key);
      if (entry?.state === 'done') return replay(request, reply, entry);
      if (Date.now() > deadline) throw refused(IN_PROGRESS_MESSAGE, PROTOCOL_CODES.conflict);
      // Still running (here: wait for it; elsewhere: poll), or just freed: claim again.
      const local = running.get(key);
      await (local ? Promise.race([local, sleep(maxWaitMs)]) : entry ? sleep(POLL_MS) : Promise.resolve());
    }
  };

  // Callback style and last: the handler runs inside `done`, so it and everything it awaits
  // see the claim (an async hook's continuation would not carry the async context).
  const enterReceiptScope: preHandlerHookHandler = function (request, _reply, done) {
    if (request.idempotencyClaim) runWithReceipt(request.idempotencyClaim, () => done());
    else done();
  };

  const finish = (key: string) => {
    running.delete(key);
    finishers.get(key)?.();
    finishers.delete(key);
  };

  // Route-level, so it runs after the session plugin's global preHandler (auth checked first).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!(route.config?.auth === 'staff' || route.config?.idempotent) || !methods.includes('POST')) return;
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [claim, ...own, enterReceiptScope];
  });

  // Registered before the parameter cipher, so the plain answer is kept (a replay is sealed anew).
  const keep = async (key: string, reply: FastifyReply, payload: unknown) => {
    try {
      if (isSuccess(reply.statusCode, payload)) {
        const done: Done = {
          state: 'done',
          status: reply.statusCode,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          payload,
        };
        await store.set(key, done, DONE_TTL_S);
      } else {
        await store.del(key);
      }
    } finally {
      finish(key);
    }
  };
  // Callback style: every answer passes here, and only claimed staff writes keep theirs.
  app.addHook('onSend', (request, reply, payload, done) => {
    const key = request.idempotencyClaim;
    if (!key) return done(null, payload);
    request.idempotencyClaim = null;
    keep(key, reply, payload).then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });

  // A request that never reached onSend (deadline hijack, aborted) frees its key.
  const release = async (request: FastifyRequest) => {
    const key = request.idempotencyClaim;
    if (!key) return;
    request.idempotencyClaim = null;
    await store.del(key).catch(() => undefined);
    finish(key);
  };
  app.addHook('onResponse', (request, _reply, done) => {
    if (!request.idempotencyClaim) return done();
    release(request).then(() => done(), done);
  });
  app.addHook('onRequestAbort', (request, done) => {
    if (!request.idempotencyClaim) return done();
    release(request).then(() => done(), done);
  });
}

export const idempotencyPlugin = fp(idempotency, { name: 'idempotency', dependencies: ['errors'] });
