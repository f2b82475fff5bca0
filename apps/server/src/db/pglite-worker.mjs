/**
 * The embedded database's own thread: one PGlite, answering the messages of
 * `pglite-thread.ts`. PGlite runs Postgres in WebAssembly on the thread that calls it, so
 * on the request thread every insert and every query plan cost the requests their CPU; here
 * they cost this thread's instead (docs/decisions.md, "The embedded database runs in a worker").
 *
 * Plain JavaScript on purpose: a worker does not inherit the main thread's TypeScript loader.
 *
 * Messages in:  { id, op: 'query', text, params, rowMode, txId?, blob? } · { id, op: 'exec', text, txId? }
 *               { id, op: 'begin' } → txId · { id, op: 'commit' | 'rollback', txId }
 *               { id, op: 'dump', compression } → ArrayBuffer · { id, op: 'close' }
 * Messages out: { id, result } or { id, error: { message, ...the database error's fields } }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

const keepText = (value) => value;
/**
 * Drizzle's PGlite driver asks for these types as the database's text (it parses them
 * itself); functions cannot cross threads, so the worker applies the same parsers to
 * every query.
 */
const PARSERS = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};

const utf8 = new TextDecoder();

/** Thrown into a transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

let db;
try {
  const { dataDir, pgliteWasmModule, initdbWasmModule, fsBundle } = workerData;
  db = await PGlite.create(dataDir, { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([fsBundle]) });
} catch (error) {
  parentPort.postMessage({ id: 0, error: serialiseError(error) });
  process.exit(1);
}

/** Open transactions by id: their PGlite handle and how to end them. */
const transactions = new Map();
let nextTxId = 1;

parentPort.on('message', (message) => {
  handle(message).then(
    ({ result, transfer }) => parentPort.postMessage({ id: message.id, result }, transfer),
    (error) => parentPort.postMessage({ id: message.id, error: serialiseError(error) }),
  );
});
parentPort.postMessage({ id: 0, result: 'ready' });

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const target = message.txId ? transaction(message.txId).tx : db;
      const params = message.params?.map((param) => (param?.utf8Text instanceof Uint8Array ? utf8.decode(param.utf8Text) : param));
      // A Utf8Text parameter's bytes, read by the SQL as the file /dev/blob (pglite-thread.ts).
      const blob = message.blob ? { blob: new Blob([message.blob]) } : {};
      const { rows, fields, affectedRows } = await target.query(message.text, params, { rowMode: message.rowMode, parsers: PARSERS, ...blob });
      return { result: { rows, fields, affectedRows } };
    }
    case 'exec': {
      const target = message.txId ? transaction(message.txId).tx : db;
      return { result: await target.exec(message.text) };
    }
    case 'begin':
      return { result: await begin() };
    case 'commit':
    case 'rollback': {
      const open = transaction(message.txId);
      transactions.delete(message.txId);
      if (message.op === 'commit') open.commit();
      else open.rollback();
      await open.done;
      return { result: null };
    }
    case 'dump': {
      const blob = await db.dumpDataDir(message.compression);
      const buffer = await blob.arrayBuffer();
      return { result: buffer, transfer: [buffer] };
    }
    case 'close':
      await db.close();
      return { result: null };
    default:
      throw new Error(`unknown database message ${message.op}`);
  }
}

function transaction(txId) {
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open;
}

/** Starts a PGlite transaction (it waits for PGlite's own lock) and keeps it open until commit or rollback. */
function begin() {
  const txId = nextTxId++;
  return new Promise((started, failed) => {
    const done = db
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(txId, { tx, commit, rollback: () => rollback(ROLLBACK), done });
            started(txId);
          }),
      )
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
      });
    done.catch(failed);
  });
}

/** An error as data: its message and the database's fields (code, detail, constraint…) that callers read. */
function serialiseError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const data = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  }
  return data;
}
