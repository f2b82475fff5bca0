import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../test/temp-dirs.ts';
import { LOCK_NAMES } from './data-dir-lock.ts';

const LOCK_FILE = LOCK_NAMES[0]!; // an older version's lock file
import { beginFill, endFill, isNewDataDir } from './template-fill.ts';

const tempDir = tempDirs('coal-fill-test-');

describe('a data directory filled from the demo template', () => {
  it('is new when missing, empty, holding only a lock file, or holding a fill cut short; never when it holds a database', () => {
    const dir = tempDir();
    expect(isNewDataDir(join(dir, 'missing'))).toBe(true);
    expect(isNewDataDir(dir)).toBe(true);
    writeFileSync(join(dir, LOCK_FILE), '12345'); // a start killed before its copy began
    expect(isNewDataDir(dir)).toBe(true);
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    expect(isNewDataDir(dir)).toBe(false);
    expect(() => beginFill(dir)).toThrow(/already holds a database/);
    expect(readdirSync(dir).sort()).toEqual(['PG_VERSION', LOCK_FILE]); // untouched
  });

  it('is marked while it is filled; a fill cut short is cleared and done again; the mark goes once it opened', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), String(process.pid));
    beginFill(dir);
    expect(isNewDataDir(dir)).toBe(true);
    // The copy stops halfway (killed, disk full): part of a database and the mark.
    mkdirSync(join(dir, 'base/5'), { recursive: true });
    writeFileSync(join(dir, 'base/5/1259'), 'half');
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    expect(isNewDataDir(dir)).toBe(true); // the next start fills it again…

    beginFill(dir); // …from a clean directory, keeping its lock
    expect(readdirSync(dir).filter((name) => name !== LOCK_FILE)).toHaveLength(1); // the mark alone
    expect(existsSync(join(dir, 'base'))).toBe(false);

    writeFileSync(join(dir, 'PG_VERSION'), '17\n'); // the copy ends and opens
    endFill(dir);
    expect(isNewDataDir(dir)).toBe(false);
  });
});
