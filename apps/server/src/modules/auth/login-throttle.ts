import type { LoginLockItem, LoginLockScope, LoginLockSubject } from '@coal/contracts';
import type { KeyValueStore } from '../../lib/kv/kv.ts';

/** Per-IP failures allowed before the address is locked, as a multiple of the per-account limit. */
const IP_FACTOR = 4;

const PREFIX = 'login-fail:';
/** The key of each counted subject (`login-fail:member:acct:zhang`, `login-fail:staff:ip:10.0.0.1`). */
const SUBJECT_KEYS: Record<LoginLockSubject, string> = { account: 'acct', address: 'ip' };
/** An operator's view shows at most this many counters, locked ones first… */
const MAX_LISTED = 500;
/**
 * …chosen among at most this many read. Counters at zero (a success gave its slot back) and
 * ones still counting are read too, so reading only MAX_LISTED would let a spray of wrong
 * guesses on many accounts push a real lock out of the list.
 */
const MAX_READ = 10_000;

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

  private key(scope: string, subject: LoginLockSubject, value: string): string {
    return `${PREFIX}${scope}:${SUBJECT_KEYS[subject]}:${subject === 'account' ? value.toLowerCase() : value}`;
  }

  private keys(scope: string, account: string, ip: string) {
    return { account: this.key(scope, 'account', account), ip: this.key(scope, 'address', ip) };
  }

  /** The counted failures of this window under `scope` (or both scopes), locked ones first. */
  async locks(scope?: LoginLockScope): Promise<LoginLockItem[]> {
    const entries = await this.kv.entries(scope ? `${PREFIX}${scope}:` : PREFIX, MAX_READ);
    const items: LoginLockItem[] = [];
    for (const entry of entries) {
      const match = /^login-fail:(member|staff):(acct|ip):(.+)$/.exec(entry.key);
      const failures = Number(entry.value);
      if (!match || !(failures > 0)) continue;
      const subject: LoginLockSubject = match[2] === 'acct' ? 'account' : 'address';
      const limit = subject === 'account' ? this.maxFailures : this.maxFailures * IP_FACTOR;
      items.push({
        scope: match[1] as LoginLockScope,
        subject,
        value: match[3]!,
        failures,
        limit,
        locked: failures >= limit,
        expiresAt: entry.expiresAt.toISOString(),
      });
    }
    items.sort((a, b) => Number(b.locked) - Number(a.locked) || b.failures - a.failures || a.value.localeCompare(b.value));
    return items.slice(0, MAX_LISTED);
  }

  /** Forgets the failures of one account or address now: the next right password works. */
  async unlock(scope: LoginLockScope, subject: LoginLockSubject, value: string): Promise<void> {
    await this.kv.del(this.key(scope, subject, value));
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
