/**
 * A data directory being filled from the demo template (`openDatabase`'s `fillFrom`) carries a
 * marker until the copy has ended and the database has opened, so a fill that was cut short
 * (the process killed, the disk full) is taken for a new directory at the next start and filled
 * again, instead of being opened half-copied or, for a leftover lock alone, seeded from nothing.
 */
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCK_NAMES } from './data-dir-lock.ts';

const FILLING = '.filling-from-template';

/** Whether `dataDir` holds no database yet: missing, empty but for a lock file, or a fill cut short. */
export function isNewDataDir(dataDir: string): boolean {
  if (!existsSync(dataDir)) return true;
  const names = readdirSync(dataDir);
  return names.includes(FILLING) || names.every((name) => LOCK_NAMES.includes(name));
}

/** Before the copy (the directory locked): refuses one that holds a database, clears a cut-short fill, sets the marker. */
export function beginFill(dataDir: string): void {
  if (!isNewDataDir(dataDir)) throw new Error(`${dataDir} already holds a database: it is not filled from the demo template`);
  for (const name of readdirSync(dataDir)) if (!LOCK_NAMES.includes(name)) rmSync(join(dataDir, name), { recursive: true, force: true });
  writeFileSync(join(dataDir, FILLING), '');
}

/** Once the copy has opened as a database. */
export function endFill(dataDir: string): void {
  rmSync(join(dataDir, FILLING), { force: true });
}
