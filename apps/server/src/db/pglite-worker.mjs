/**
 * The embedded database's own thread: one PGlite, answering the messages of
 * `pglite-thread.ts`. PGlite runs Postgres in WebAssembly on the thread that calls it, so
 * on the request thread every insert and every query plan cost the requests their CPU; here
 * they cost this thread's instead (docs/decisions.md, "The embedded database runs in a worker").
 *
 * Plain JavaScript on purpose: a worker does not inherit the main thread's TypeScript loader.
 *
 * Started with: { artifacts? } (PGlite's compiled WebAssembly and file bundle, when the process has them)
 * Messages in:  { id: 0, op: 'open', dataDir, fillFrom? } first → { artifacts? } (those this thread loaded), then
 *               { id, op: 'query', text, params, rowMode, txId?, blob? } · { id, op: 'exec', text, txId? }
 *               { id, op: 'begin' } → txId · { id, op: 'commit' | 'rollback', txId }
 *               { id, op: 'dump', compression } → ArrayBuffer · { id, op: 'close' }
 * Messages out: { id, result } or { id, error: { message, ...the database error's fields } }.
 */
import { execFile } from 'node:child_process';
import { cpSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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
/** The id of the 'open' message (pglite-thread.ts sends it first). */
const OPEN_ID = 0;

/** Thrown into a transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

/**
 * Postgres's shared memory is zeroed byte by byte in WebAssembly when the database opens, so
 * its size is paid at every open: initdb's 128 MB of shared buffers cost ~0.45 s of a start
 * (and of every test file's database) on a slow host; 32 MB holds the demo data's working set
 * (docs/decisions.md "Start-up and the phone's first paint").
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** The database, once the 'open' message has opened it. */
let db;

/**
 * PGlite's WebAssembly compiled and its file bundle: from the thread that started this one
 * when it has them, otherwise loaded here at once, while the data directory is not ready yet.
 * `loaded` says whether this thread loaded them (then 'open' hands them back, for the next).
 */
const loaded = !workerData?.artifacts;
const artifacts = workerData?.artifacts ? Promise.resolve(workerData.artifacts) : loadArtifacts();
artifacts.catch(() => undefined); // 'open' awaits it and reports a failure

async function loadArtifacts() {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
    readFile(join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
    readFile(join(dist, 'initdb.wasm')).then((bytes) => WebAssembly.compile(bytes)),
    readFile(join(dist, 'pglite.data')),
  ]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle };
}

/**
 * A template's ~1 350 files copied into the new data directory: by `cp -R` where the system
 * has one (a process of its own, copying in C: a quarter of `cpSync`'s CPU, which a start
 * shares with loading the app and PGlite), else by `cpSync`. Here, not on the request thread:
 * this thread's event loop is free to see the copy end while that one loads the app's modules.
 */
function copyTree(from, to) {
  const byNode = () => cpSync(from, to, { recursive: true });
  if (process.platform === 'win32') return Promise.resolve().then(byNode);
  return new Promise((resolve, reject) => {
    // `from/.`: the directory's content (`to` exists: `cp -R from to` would copy `from` into it).
    execFile('cp', ['-R', '--', `${from}/.`, to], (error) => {
      if (!error) resolve();
      else if (error.code === 'ENOENT')
        Promise.resolve().then(byNode).then(resolve, reject); // no `cp`
      else reject(error);
    });
  });
}

/**
 * The thread starts before its data directory is ready, so that loading PGlite here overlaps
 * the app's loading; 'open' says where, and which template to copy there first, if any. A
 * failed open ends the thread.
 */
async function open({ dataDir, fillFrom }) {
  let given;
  try {
    if (fillFrom) await copyTree(fillFrom, dataDir);
    given = await artifacts;
    const { pgliteWasmModule, initdbWasmModule, fsBundle } = given;
    db = await PGlite.create(dataDir, { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([fsBundle]), startParams: START_PARAMS });
  } catch (error) {
    parentPort.postMessage({ id: OPEN_ID, error: serialiseError(error) });
    process.exit(1);
  }
  return { result: loaded ? { artifacts: given } : {} };
}

/** Open transactions by id: their PGlite handle and how to end them. */
const transactions = new Map();
let nextTxId = 1;

parentPort.on('message', (message) => {
  (message.op === 'open' ? open(message) : handle(message)).then(
    ({ result, transfer }) => parentPort.postMessage({ id: message.id, result }, transfer),
    (error) => parentPort.postMessage({ id: message.id, error: serialiseError(error) }),
  );
});

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
