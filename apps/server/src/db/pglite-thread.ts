/**
 * The embedded PGlite on a thread of its own (`pglite-worker.mjs`), seen from the request
 * thread through the part of PGlite's interface that Drizzle's driver calls: `query`, `exec`
 * and `transaction`. Queries of different requests still run one at a time, as on any single
 * PGlite; what moves is their CPU, off the thread that answers HTTP.
 */
import { Worker } from 'node:worker_threads';
import { Utf8Text } from './utf8-text.ts';

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

/** What Drizzle's PGlite session calls inside `transaction`. */
interface ThreadTransaction {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(text: string): Promise<QueryResult[]>;
}

type Request =
  | { op: 'query'; text: string; params?: unknown[]; rowMode?: string; txId?: number; blob?: Uint8Array }
  | { op: 'exec'; text: string; txId?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; txId: number }
  | { op: 'dump'; compression: string }
  | { op: 'close' };

/** The id of the message that opens the database (the worker's first). */
const OPEN_ID = 0;
/** Parameters at least this long are sent as UTF-8 bytes (see `#query`); the key marks them for the worker. */
const LONG_TEXT = 16_384;
const UTF8_TEXT = 'utf8Text';
const utf8 = new TextEncoder();
/** A call of the SQL function that reads a Utf8Text parameter (migration 0017), and its parameter's number. */
const BLOB_READER = /batch_json\(\$(\d+)\)/;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** A database error rebuilt on this side, with the fields callers read (`code`, `constraint`, `detail`…). */
function toError(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message));
  Object.assign(error, data);
  return error;
}

/**
 * PGlite's WebAssembly compiled and its file bundle read, kept from the first thread that
 * loaded them and handed to each later one (a worker would otherwise compile them again:
 * ~0.6 s a database, every test file). The first thread loads them itself, on its own event
 * loop: here their arrival would wait for this thread, busy loading the app's modules at a start.
 */
type PgliteArtifacts = Record<'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle', unknown>;
let artifacts: PgliteArtifacts | undefined;

export class PGliteThread {
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

  /** Starts the thread and opens the data directory in it; resolves once PGlite is ready. */
  static async create(dataDir: string): Promise<PGliteThread> {
    const thread = PGliteThread.start();
    await thread.open(dataDir);
    return thread;
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
   * into it when given; resolves once PGlite is ready (a failure ends the thread).
   */
  async open(dataDir: string, fillFrom?: string): Promise<void> {
    if (this.#exited) throw this.#exited;
    const opened = new Promise<{ artifacts?: PgliteArtifacts }>((resolve, reject) =>
      this.#pending.set(OPEN_ID, { resolve: resolve as Pending['resolve'], reject }),
    );
    this.#worker.postMessage({ id: OPEN_ID, op: 'open', dataDir, fillFrom });
    const answer = await opened;
    artifacts ??= answer.artifacts;
    this.#opened = true;
  }

  query(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.#query(text, params, options?.rowMode);
  }

  exec(text: string): Promise<QueryResult[]> {
    return this.#call({ op: 'exec', text }) as Promise<QueryResult[]>;
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = (await this.#call({ op: 'begin' })) as number;
    const tx: ThreadTransaction = {
      query: (text, params, options) => this.#query(text, params, options?.rowMode, txId),
      exec: (text) => this.#call({ op: 'exec', text, txId }) as Promise<QueryResult[]>,
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.#call({ op: 'rollback', txId });
      throw error;
    }
    await this.#call({ op: 'commit', txId });
    return result;
  }

  /** The data directory as a tarball (`db:backup`). */
  async dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    return new Blob([(await this.#call({ op: 'dump', compression })) as ArrayBuffer]);
  }

  /** Closes the database, or just ends the thread when it was never opened. */
  async close(): Promise<void> {
    if (this.#exited) return;
    this.#closing = true;
    if (this.#opened) await this.#call({ op: 'close' });
    await this.#worker.terminate();
    this.#fail(new Error('the database thread exited: the database is closed'));
  }

  /**
   * A long text parameter crosses as UTF-8 bytes in a transferred buffer: cloning it as a
   * string cost the request thread milliseconds a batch, encoding it costs a fraction of that.
   * A `Utf8Text` (bytes already) becomes the query's `/dev/blob` and its parameter NULL: the
   * SQL reads it through `batch_json` (see utf8-text.ts).
   */
  #query(text: string, params: unknown[] | undefined, rowMode: string | undefined, txId?: number): Promise<QueryResult> {
    const utf8Texts = params?.filter((param) => param instanceof Utf8Text) ?? [];
    if (utf8Texts.length > 1) return Promise.reject(new Error('one Utf8Text parameter a query: PGlite attaches one file'));
    const blob = utf8Texts[0]?.bytes;
    // PGlite hangs for good when a query reads /dev/blob with no file attached: refused here.
    const reads = BLOB_READER.exec(text);
    if (reads && !(params?.[Number(reads[1]) - 1] instanceof Utf8Text)) return Promise.reject(new Error('batch_json(…) without a Utf8Text parameter'));
    const transfer: ArrayBuffer[] = blob ? [blob.buffer as ArrayBuffer] : [];
    const sent = params?.map((param) => {
      if (param instanceof Utf8Text) return null;
      if (typeof param !== 'string' || param.length < LONG_TEXT) return param;
      const bytes = utf8.encode(param);
      transfer.push(bytes.buffer);
      return { [UTF8_TEXT]: bytes };
    });
    return this.#call({ op: 'query', text, params: sent, rowMode, txId, blob }, transfer) as Promise<QueryResult>;
  }

  #call(request: Request, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.#exited) return Promise.reject(this.#exited);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...request }, transfer);
    });
  }

  /** The thread is gone: every waiting call fails, and so does every later one. */
  #fail(error: Error): void {
    this.#exited ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
