import type { KeyValueStore } from '../../lib/kv/kv.ts';

/** Per-IP failures allowed before the address is locked, as a multiple of the per-account limit. */
const IP_FACTOR = 4;

/** One admitted password check. A failure keeps its slots (they are the failure counts). */
export interface ThrottleSlot {
  /** The password was right: gives both slots back (a success is not a failure). */
  succeeded(): Promise<void>;
}

/**
 * Repeated password failures lock the account (and, more loosely, the client address) for
 * LOGIN_LOCK_MINUTES from the first failure. Counted in the ephemeral store (Redis when
 * set, so every instance shares the counts).
 *
 * Increment first, then decide: every attempt takes a number from an atomic counter before
 * its password is checked, so however many arrive at once, at most `maxFailures` of them
 * are checked per account in a window. A success gives its slots back, so logins that
 * succeed never lock an account or a shared address (a NAT); it does not erase earlier
 * failures either (erasing would let a burst running beside a success check more guesses).
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

  /**
   * Takes a slot for one password check; null when the account or the address is locked
   * (the password must then not be checked at all).
   */
  async admit(scope: string, account: string, ip: string): Promise<ThrottleSlot | null> {
    const k = this.keys(scope, account, ip);
    const [byAccount, byIp] = await Promise.all([this.kv.incr(k.account, this.lockSeconds), this.kv.incr(k.ip, this.lockSeconds)]);
    if (byAccount > this.maxFailures || byIp > this.maxFailures * IP_FACTOR) {
      // Not checked, so not a failure: both slots go back. Counts hold only checked
      // failures (and attempts in flight), so hammering a locked account neither extends
      // its lock nor locks the address, and a locked address adds nothing to an account.
      await this.release(k.account, k.ip);
      return null;
    }
    return {
      succeeded: () => this.release(k.account, k.ip),
    };
  }

  private async release(...keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.kv.decr(key)));
  }
}
