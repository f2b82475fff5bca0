import type { KeyValueStore } from '../../lib/kv/kv.ts';

/** Per-IP failures allowed before the address is locked, as a multiple of the per-account limit. */
const IP_FACTOR = 4;

/**
 * Repeated login failures lock the account (and, more loosely, the client address) for
 * LOGIN_LOCK_MINUTES. Counted in the ephemeral store, so shared through Redis when set.
 */
export class LoginThrottle {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly maxFailures: number,
    private readonly lockSeconds: number,
  ) {}

  private keys(scope: string, account: string, ip: string) {
    return { account: `login-fail:${scope}:acct:${account.toLowerCase()}`, ip: `login-fail:${scope}:ip:${ip}` };
  }

  async isLocked(scope: string, account: string, ip: string): Promise<boolean> {
    const k = this.keys(scope, account, ip);
    const [byAccount, byIp] = await Promise.all([this.kv.get<number>(k.account), this.kv.get<number>(k.ip)]);
    return (byAccount ?? 0) >= this.maxFailures || (byIp ?? 0) >= this.maxFailures * IP_FACTOR;
  }

  async recordFailure(scope: string, account: string, ip: string): Promise<void> {
    const k = this.keys(scope, account, ip);
    await Promise.all([this.kv.incr(k.account, this.lockSeconds), this.kv.incr(k.ip, this.lockSeconds)]);
  }

  async recordSuccess(scope: string, account: string, ip: string): Promise<void> {
    await this.kv.del(this.keys(scope, account, ip).account);
  }
}
