/**
 * The embedded PGlite on a thread of its own (`pglite-worker.mjs`), served as a PostgreSQL
 * server on a Unix socket in a private directory (`@electric-sql/pglite-socket`): the request
 * thread reaches it with `pg`, as it reaches PostgreSQL (client.ts). Statements still run one
 * at a time, as on any single PGlite; what moves is their CPU, off the thread that answers HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

type Request = { op: 'dump'; compression: string } | { op: 'close' };

/** The id of the message that opens the database (the worker's first). */
const OPEN_ID = 0;
/** The port in the socket's name (`.s.PGSQL.<port>`, as `pg` looks for it in `host`). */
export const SOCKET_PORT = 5432;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** An error rebuilt on this side, with the fields the worker sent. */
function toError(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message));
  Object.assign(error, data);
  return error;
}

/**
 * PGlite's WebAssembly compiled and its file bundle, kept from the first thread that loaded
 * them and handed to each later one (a worker would otherwise compile them again: ~0.6 s a
 * database, every test file). The first thread loads them itself, on its own event loop: here
 * their arrival would wait for this thread, busy loading the app's modules at a start.
 */
type PgliteArtifacts = Record<'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle', unknown>;
let artifacts: PgliteArtifacts | undefined;

export class PGliteThread {
  /** The directory of the socket: `pg`'s `host` (only this user may enter it). */
  readonly socketDir = mkdtempSync(join(tmpdir(), 'coal-pglite-'));
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = OPEN_ID + 1;
  #exited: Error | null = null;
  #closing = false;
  #opened = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.error) pending.reject(toError(message.error));
      else pending.resolve(message.result);
    });
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => {
      if (!this.#closing) console.error(`the database thread exited (code ${code}): every query fails until the server restarts`);
      this.#fail(new Error(`the database thread exited (code ${code})`));
    });
  }

  /**
   * Starts the thread, which loads PGlite (and compiles its WebAssembly, the first time in
   * this process) before the data directory is known to be ready (a new one may still be
   * being copied): that overlaps the copy and the loading of the app's modules. `open` then
   * opens the directory; `close` ends the thread.
   */
  static start(): PGliteThread {
    return new PGliteThread(new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { artifacts } }));
  }

  /**
   * Opens the data directory in the thread, after copying `fillFrom` (a template directory)
   * into it when given, and starts serving it on the socket; resolves once it accepts
   * connections (a failure ends the thread).
   */
  async open(dataDir: string, fillFrom?: string): Promise<void> {
    if (this.#exited) throw this.#exited;
    const opened = new Promise<{ artifacts?: PgliteArtifacts }>((resolve, reject) =>
      this.#pending.set(OPEN_ID, { resolve: resolve as Pending['resolve'], reject }),
    );
    this.#worker.postMessage({ id: OPEN_ID, op: 'open', dataDir, fillFrom, socketPath: join(this.socketDir, `.s.PGSQL.${SOCKET_PORT}`) });
    const answer = await opened;
    artifacts ??= answer.artifacts;
    this.#opened = true;
  }

  /** The data directory as a tarball (`db:backup`). */
  async dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    return new Blob([(await this.#call({ op: 'dump', compression })) as ArrayBuffer]);
  }

  /** Closes the database, or just ends the thread when it was never opened. */
  async close(): Promise<void> {
    if (this.#exited) return;
    this.#closing = true;
    try {
      if (this.#opened) await this.#call({ op: 'close' });
    } finally {
      await this.#worker.terminate();
      this.#fail(new Error('the database thread exited: the database is closed'));
      rmSync(this.socketDir, { recursive: true, force: true });
    }
  }

  #call(request: Request): Promise<unknown> {
    if (this.#exited) return Promise.reject(this.#exited);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...request });
    });
  }

  /** The thread is gone: every waiting call fails, and so does every later one. */
  #fail(error: Error): void {
    this.#exited ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
