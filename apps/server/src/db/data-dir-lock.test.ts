/**
 * The data directory's lock against real processes: a child holds it; while it lives every
 * other taker is refused with its pid; `kill -9` and an immediate restart (the child not yet
 * reaped, perhaps not yet torn down) takes it over at once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../test/temp-dirs.ts';
import { dataDirHolder, type LockKind, lockDataDir } from './data-dir-lock.ts';

const tempDir = tempDirs('coal-lock-test-');
const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A separate process that takes the lock of `dir` and holds it until killed. */
async function holder(dir: string, kind: LockKind): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)}); await lockDataDir(${JSON.stringify(dir)}, ${JSON.stringify(kind)}); console.log('locked'); setInterval(() => {}, 1 << 30);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe.each(['abstract', 'file'] as const)('the data directory lock (%s socket)', (kind) => {
  it('refuses every other taker while its holder lives, naming it', async () => {
    const dir = tempDir();
    const child = await holder(dir, kind);
    await expect(lockDataDir(dir, kind)).rejects.toThrow(new RegExp(`in use by process ${child.pid}`));
    expect(await dataDirHolder(dir, kind)).toBe(child.pid);
  });

  it('is taken over right after kill -9 of its holder, before the killed process is reaped', async () => {
    for (let round = 0; round < 5; round++) {
      const dir = tempDir();
      const child = await holder(dir, kind);
      child.kill('SIGKILL'); // no wait for its exit: the restart comes at once
      const release = await lockDataDir(dir, kind);
      expect(await dataDirHolder(dir, kind)).toBeNull(); // this process holds it now
      await release();
    }
  });

  it('is released on close: the next taker gets it, and a second taker in the meantime is refused', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir, kind);
    await expect(lockDataDir(dir, kind)).rejects.toThrow(new RegExp(`in use by process ${process.pid}`));
    await release();
    await (
      await lockDataDir(dir, kind)
    )();
  });

  it('lets exactly one of several takers of a stale lock have it', async () => {
    const dir = tempDir();
    const child = await holder(dir, kind);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const takers = await Promise.allSettled(Array.from({ length: 5 }, () => lockDataDir(dir, kind)));
    const won = takers.filter((t) => t.status === 'fulfilled');
    expect(won).toHaveLength(1);
    await (won[0] as PromiseFulfilledResult<() => Promise<void>>).value();
  });
});
