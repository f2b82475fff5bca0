import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { DbKv } from './db-kv.ts';
import type { KeyValueStore } from './kv.ts';
import { MemoryKv } from './memory-kv.ts';
import { RedisKv } from './redis-kv.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const implementations: Array<[string, () => KeyValueStore]> = [
  ['memory', () => new MemoryKv()],
  ['database', () => new DbKv(database.db)],
  ...(process.env.REDIS_URL
    ? [['redis', () => new RedisKv(process.env.REDIS_URL!, `coaltest:${randomBytes(4).toString('hex')}:`)] as [string, () => KeyValueStore]]
    : []),
];

describe.each(implementations)('%s key-value store', (_name, make) => {
  it('sets, gets, deletes and expires', async () => {
    const kv = make();
    await kv.set('a', { x: 1, s: '中文' }, 60);
    expect(await kv.get('a')).toEqual({ x: 1, s: '中文' });
    await kv.del('a');
    expect(await kv.get('a')).toBeNull();
    await kv.set('short', 'v', 1);
    await sleep(1100);
    expect(await kv.get('short')).toBeNull();
    await kv.close();
  });

  it('take answers a value once only', async () => {
    const kv = make();
    await kv.set('once', 'code', 60);
    const [first, second] = await Promise.all([kv.take('once'), kv.take('once')]);
    expect([first, second].filter((v) => v === 'code')).toHaveLength(1);
    expect(await kv.take('once')).toBeNull();
    await kv.close();
  });

  it('incr counts atomically and restarts after expiry', async () => {
    const kv = make();
    const counts = await Promise.all(Array.from({ length: 10 }, () => kv.incr('n', 1)));
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await sleep(1100);
    expect(await kv.incr('n', 60)).toBe(1);
    await kv.close();
  });

  it('decr takes one off a live counter, atomically, never below zero, never creating one', async () => {
    const kv = make();
    for (let i = 0; i < 5; i++) await kv.incr('d', 60);
    const after = await Promise.all(Array.from({ length: 7 }, () => kv.decr('d')));
    expect(after.sort((a, b) => a - b)).toEqual([0, 0, 0, 1, 2, 3, 4]);
    expect(await kv.incr('d', 60)).toBe(1);
    expect(await kv.decr('missing')).toBe(0);
    expect(await kv.get('missing')).toBeNull();
    await kv.incr('gone', 1);
    await sleep(1100);
    expect(await kv.decr('gone')).toBe(0);
    expect(await kv.incr('gone', 60)).toBe(1);
    await kv.close();
  });

  it('setIfAbsent lets exactly one of many concurrent callers claim a key, and takes over an expired one', async () => {
    const kv = make();
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => kv.setIfAbsent('claim', { by: i }, 1)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await kv.get('claim')).toEqual({ by: claims.indexOf(true) });
    expect(await kv.setIfAbsent('claim', { by: 'late' }, 60)).toBe(false);
    await sleep(1100);
    expect(await kv.setIfAbsent('claim', { by: 'next' }, 60)).toBe(true);
    expect(await kv.get('claim')).toEqual({ by: 'next' });
    await kv.close();
  });
  it('replace sets a value only over the expected one, once of many concurrent callers, never creating a key', async () => {
    const kv = make();
    const first = { sid: 's', n: 1, nested: { a: [1, '二'] } };
    await kv.set('cas', first, 60);
    const wins = await Promise.all(Array.from({ length: 20 }, (_, i) => kv.replace('cas', first, { ...first, n: i + 2 }, 60)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await kv.get('cas')).toEqual({ ...first, n: wins.indexOf(true) + 2 });
    expect(await kv.replace('cas', first, { late: true }, 60)).toBe(false);
    await kv.del('cas');
    expect(await kv.replace('cas', null, { back: true }, 60)).toBe(false);
    expect(await kv.get('cas')).toBeNull();
    await kv.set('cas-short', first, 1);
    await sleep(1100);
    expect(await kv.replace('cas-short', first, first, 60)).toBe(false);
    expect(await kv.get('cas-short')).toBeNull();
    await kv.close();
  });

  it('entries lists the live keys under a prefix, literally (no wildcard in the prefix), up to the limit', async () => {
    const kv = make();
    await kv.incr('lock:acct:zhang', 60);
    await kv.incr('lock:acct:zhang', 60);
    await kv.set('lock:acct:li_%*', 1, 60);
    await kv.set('lock:acct:old', 1, 1);
    await kv.set('lockXacct:other', 1, 60);
    await sleep(1100);
    const found = await kv.entries('lock:acct:', 10);
    expect(found.map((e) => [e.key, e.value]).sort()).toEqual([
      ['lock:acct:li_%*', 1],
      ['lock:acct:zhang', 2],
    ]);
    const zhang = found.find((e) => e.key === 'lock:acct:zhang')!;
    expect(zhang.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await kv.entries('lock:acct:li_', 10)).toHaveLength(1);
    expect(await kv.entries('lock:acct:', 1)).toHaveLength(1);
    await kv.close();
  });
});
