/**
 * PGlite is single-process: two processes on one data directory corrupt it. The process
 * that opens DATA_DIR writes its pid there; another process (a second server, a backup or a
 * restore) refuses to open it while that pid is alive. A lock left by a killed process is
 * taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.pid';

/** Whether a process with this pid runs (EPERM: it runs, under another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process other than this one that holds `dataDir`, if any. */
export function dataDirHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid) ? pid : null;
}

/** Takes `dataDir` for this process; answers the release. Throws when another process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder !== null) throw new Error(`${dataDir} is in use by process ${holder} (PGlite allows one process): stop it first`);
  const path = join(dataDir, LOCK_FILE);
  writeFileSync(path, String(process.pid));
  return () => {
    if (dataDirHolder(dataDir) === null) rmSync(path, { force: true });
  };
}
