import { afterEach, describe, expect, it } from 'vitest';
import { MemoryKv } from '../../lib/kv/memory-kv.ts';
import { LoginThrottle } from './login-throttle.ts';

let kv: MemoryKv;
afterEach(() => kv.close());

describe('LoginThrottle.locks', () => {
  it('a spray of wrong guesses on many accounts does not push a real lock out of the list', async () => {
    kv = new MemoryKv();
    const throttle = new LoginThrottle(kv, 3, 900);
    // 800 accounts with one wrong guess each, counted before the locked one…
    for (let i = 0; i < 800; i++) await throttle.admit('member', `spray${i}`, `10.0.${i >> 8}.${i & 255}`);
    // …and one account locked behind them.
    for (let i = 0; i < 3; i++) await throttle.admit('member', 'Victim', '192.0.2.1');
    expect(await throttle.admit('member', 'victim', '192.0.2.1')).toBeNull();

    const listed = await throttle.locks('member');
    expect(listed).toHaveLength(500);
    expect(listed[0]).toMatchObject({ subject: 'account', value: 'victim', failures: 3, locked: true });
  });

  it('a success gives its slots back: the account is not listed as failing', async () => {
    kv = new MemoryKv();
    const throttle = new LoginThrottle(kv, 3, 900);
    await (await throttle.admit('staff', 'admin', '127.0.0.1'))!.succeeded();
    expect(await throttle.locks('staff')).toEqual([]);
  });
});
