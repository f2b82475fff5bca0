/**
 * The embedded database's own thread: one PGlite, served to the request thread as a
 * PostgreSQL server on a Unix socket (`@electric-sql/pglite-socket`), so the server talks to
 * it with the same `pg` driver as to PostgreSQL. PGlite runs Postgres in WebAssembly on the
 * thread that calls it: here that CPU is this thread's, not the requests' (pglite-thread.ts).
 *
 * Plain JavaScript on purpose: a worker does not inherit the main thread's TypeScript loader.
 *
 * Started with: { artifacts? } (PGlite's compiled WebAssembly and file bundle, when the process has them)
 * Messages in:  { id: 0, op: 'open', dataDir, socketPath, fillFrom? } first → { artifacts? } (those this thread loaded), then
 *               { id, op: 'dump', compression } → ArrayBuffer · { id, op: 'close' }
 * Messages out: { id, result } or { id, error: { message, ...the error's fields } }.
 */
import { execFile } from 'node:child_process';
import { cpSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** The id of the 'open' message (pglite-thread.ts sends it first). */
const OPEN_ID = 0;

/**
 * Postgres's shared memory is zeroed in WebAssembly at every open, so its size is paid at every
 * start and every test file's database; 32 MB holds the demo data's working set
 * (docs/decisions/0023-start-up.md).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Connections the socket accepts at once. The request thread's pool keeps one (PGlite runs one
 * statement at a time, and messages of two connections must not interleave); the slack lets a
 * replacement connect while a dropped one is still being detached.
 */
const MAX_CONNECTIONS = 4;

/** The database and its socket server, once the 'open' message has opened them. */
let db;
let server;

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
async function open({ dataDir, socketPath, fillFrom }) {
  let given;
  try {
    if (fillFrom) await copyTree(fillFrom, dataDir);
    given = await artifacts;
    const { pgliteWasmModule, initdbWasmModule, fsBundle } = given;
    db = await PGlite.create(dataDir, { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([fsBundle]), startParams: START_PARAMS });
    server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: MAX_CONNECTIONS });
    await server.start();
  } catch (error) {
    parentPort.postMessage({ id: OPEN_ID, error: serialiseError(error) });
    process.exit(1);
  }
  return { result: loaded ? { artifacts: given } : {} };
}

parentPort.on('message', (message) => {
  (message.op === 'open' ? open(message) : handle(message)).then(
    ({ result, transfer }) => parentPort.postMessage({ id: message.id, result }, transfer),
    (error) => parentPort.postMessage({ id: message.id, error: serialiseError(error) }),
  );
});

async function handle(message) {
  switch (message.op) {
    case 'dump': {
      const blob = await db.dumpDataDir(message.compression);
      const buffer = await blob.arrayBuffer();
      return { result: buffer, transfer: [buffer] };
    }
    case 'close':
      await server.stop();
      await db.close();
      return { result: null };
    default:
      throw new Error(`unknown database message ${message.op}`);
  }
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
