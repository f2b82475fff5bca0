/**
 * Heavy work off the request thread: a Piscina pool of worker threads (entry.mjs) runs the
 * tasks of tasks.ts — Excel and CSV exports, changes of long series — so one kind of request
 * cannot stall every other. Bounded: WORKER_THREADS threads (default one less than the CPUs,
 * at least one) and a queue of QUEUE_PER_THREAD tasks a thread; past it a call is refused with
 * HTTP 503 at once. A task whose client went away leaves the queue (or is stopped).
 */
import { availableParallelism } from 'node:os';
import { MESSAGES, PROTOCOL_CODES } from '@coal/contracts';
import type { FastifyReply } from 'fastify';
import { Piscina } from 'piscina';
import { AppError } from '../lib/errors.ts';
import type * as Tasks from './tasks.ts';

type TaskName = keyof typeof Tasks;
type ArgOf<K extends TaskName> = Parameters<(typeof Tasks)[K]>[0];
type ResultOf<K extends TaskName> = Awaited<ReturnType<(typeof Tasks)[K]>>;

const QUEUE_PER_THREAD = 16;
/** An idle thread stays this long for the next task (its start loads tsx and the task modules). */
const IDLE_MS = 60_000;

export class HeavyWork {
  private readonly pool: Piscina;

  constructor(threads = 0) {
    const maxThreads = threads || Math.max(1, availableParallelism() - 1);
    this.pool = new Piscina({
      filename: new URL('./entry.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads,
      maxQueue: maxThreads * QUEUE_PER_THREAD,
      idleTimeout: IDLE_MS,
    });
  }

  /** Runs a task on a worker thread; with `reply`, it is dropped if the client goes away first. */
  async run<K extends TaskName>(name: K, arg: ArgOf<K>, reply?: FastifyReply): Promise<ResultOf<K>> {
    const signal = reply ? abortOnDisconnect(reply) : undefined;
    try {
      const result: unknown = await this.pool.run(arg, { name, signal });
      // A Buffer crosses the thread boundary as a plain Uint8Array: a Buffer again, no copy.
      return (
        result instanceof Uint8Array && !Buffer.isBuffer(result) ? Buffer.from(result.buffer, result.byteOffset, result.byteLength) : result
      ) as ResultOf<K>;
    } catch (error) {
      if ((error as Error).message === 'Task queue is at limit') throw new AppError(MESSAGES.exportsBusy, PROTOCOL_CODES.unavailable, 503);
      throw error;
    }
  }

  /** Tasks run to the end so far (what the tests and an operator can read). */
  get completed(): number {
    return this.pool.completed;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

/** Aborted when the connection closes before the answer is sent. */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const res = reply.raw;
  const onClose = () => {
    if (!res.writableFinished) controller.abort();
  };
  res.once('close', onClose);
  return controller.signal;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker threads for exports and long series (pool.ts). */
    heavyWork: HeavyWork;
  }
}
