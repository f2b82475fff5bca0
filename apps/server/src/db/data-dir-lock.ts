/**
 * PGlite is single-process: two processes on one data directory corrupt it. The process that
 * opens DATA_DIR listens on a Unix socket named after the directory (its device and inode):
 * the kernel closes it when the process ends, however it ends, so a refused connection means
 * the holder is gone — even while a killed process is still a zombie — and the lock is taken
 * at once. A live holder answers its pid; another server, a backup or a restore refuses then.
 *
 * On Linux the socket is in the abstract namespace (no file: nothing stale, and binding is
 * the atomic test-and-take). Elsewhere it is a file in the temp directory, and a stale one
 * (connection refused) is removed under an exclusive mark before it is taken. Nothing is
 * written into DATA_DIR: PGlite's dump of it (db:backup) reads every file there.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An older version's lock file, removed when the directory is locked (a new-directory check ignores it). */
export const LOCK_NAMES = ['server.pid'];

/** How long a holder that accepted a connection may take to say its pid before it counts as live and busy. */
const ANSWER_WAIT_MS = 5_000;
/** A takeover mark older than this was left by a process that died in the middle of one. */
const STALE_MARK_MS = 10_000;
/** Rounds of take, ask, wait: a killed holder is gone within a few. */
const ATTEMPTS = 100;
const ROUND_WAIT_MS = 50;

/** Where the lock's socket lives: `abstract` on Linux, `file` elsewhere (tests run both on Linux). */
export type LockKind = 'abstract' | 'file';
const DEFAULT_KIND: LockKind = process.platform === 'linux' ? 'abstract' : 'file';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a process with this pid runs (EPERM: it runs, under another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's socket address: one per directory, whatever path names it. */
function socketOf(dataDir: string, kind: LockKind): string {
  const { dev, ino } = statSync(dataDir);
  const id = createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 24);
  return kind === 'abstract' ? `\0coal-data-lock-${id}` : join(tmpdir(), `coal-data-lock-${id}.sock`);
}

type Probe = { holder: number } | 'gone';

/** Asks the socket who holds it: a pid (0: accepted but silent, a busy holder), or `gone` (no socket, refused or dropped). */
function probe(address: string): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = createConnection(address);
    let answer = '';
    const finish = (result: Probe) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ holder: 0 }), ANSWER_WAIT_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    // Closed without a pid: the kernel dropped the connection of a process going away.
    socket.on('end', () => finish(/^\d+$/.test(answer.trim()) ? { holder: Number(answer.trim()) } : 'gone'));
    socket.on('error', () => finish('gone'));
  });
}

function listen(address: string): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.end(`${process.pid}\n`));
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)));
    server.listen(address, () => {
      server.unref(); // the lock never keeps the process alive
      resolve(server);
    });
  });
}

/** A socket file found gone: removed and listened on under an exclusive mark, so two takers cannot both have it. */
async function takeOverFile(path: string): Promise<Server | null> {
  const mark = `${path}.takeover`;
  try {
    if (Date.now() - statSync(mark).mtimeMs > STALE_MARK_MS) rmSync(mark, { force: true });
  } catch {
    // no mark
  }
  let fd: number;
  try {
    fd = openSync(mark, 'wx');
  } catch {
    return null; // another process is taking it over
  }
  try {
    if ((await probe(path)) === 'gone') rmSync(path, { force: true });
    return await listen(path);
  } finally {
    closeSync(fd);
    rmSync(mark, { force: true });
  }
}

const inUse = (dataDir: string, pid: number) =>
  new Error(`${dataDir} is in use by ${pid ? `process ${pid}` : 'another, busy process'} (PGlite allows one process): stop it first`);

/** The live process other than this one that holds `dataDir`, if any (0: a holder too busy to say its pid). */
export async function dataDirHolder(dataDir: string, kind = DEFAULT_KIND): Promise<number | null> {
  const found = await probe(socketOf(dataDir, kind));
  return typeof found === 'object' && found.holder !== process.pid ? found.holder : null;
}

/** Takes `dataDir` for this process; answers the release. Throws when another process (or this one) holds it. */
export async function lockDataDir(dataDir: string, kind = DEFAULT_KIND): Promise<() => Promise<void>> {
  const address = socketOf(dataDir, kind);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let server = await listen(address);
    if (!server) {
      const found = await probe(address);
      if (typeof found === 'object') throw inUse(dataDir, found.holder);
      if (kind === 'file') server = await takeOverFile(address);
    }
    if (server) {
      rmSync(join(dataDir, LOCK_NAMES[0]!), { force: true });
      const held = server;
      return () =>
        new Promise<void>((resolve) => {
          if (kind === 'file') rmSync(address, { force: true });
          held.close(() => resolve());
        });
    }
    await sleep(ROUND_WAIT_MS); // a holder going away: its socket closes within moments
  }
  throw inUse(dataDir, 0);
}
