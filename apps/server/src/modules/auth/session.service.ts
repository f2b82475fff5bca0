import { hash, randomBytes } from 'node:crypto';
import type { KeyValueStore } from '../../lib/kv/kv.ts';

export type AccountKind = 'member' | 'staff';

/** What a token stands for. Tourists have a session too (spec §4). */
export interface SessionData {
  kind: 'tourist' | AccountKind;
  /** getToken flag: '1' portal, '0' other pages. */
  flag: '0' | '1';
  /**
   * Stable random id of the session: kept when getToken rotates the token, drawn anew at
   * every login and logout. Captchas are bound to it; tickets carry it.
   */
  sid: string;
  /** Member or staff id when logged in. */
  userId?: string;
  loginId?: string;
  /** The account's revocation epoch when this login began (null: never revoked). */
  epoch?: string | null;
  /** Expired-password grant: this session may change that member's password until `exp` (ms). */
  resetGrant?: { userId: string; exp: number };
  /** Store key of the token this one replaced, alive for the rotation grace. */
  prevKey?: string;
  createdAt: number;
  lastSeen: number;
}

/** A logged-in session's record, read by ticket checks: alive exactly while the login is. */
interface LoginRecord {
  kind: AccountKind;
  userId: string;
  epoch: string | null;
}

/** How long a rotated-out token keeps working, for requests already in flight. */
const ROTATION_GRACE_S = 30;
/** Sliding expiry is written back at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;
/** An account's revocation epoch outlives any session that could still carry an older one. */
const EPOCH_TTL_S = 400 * 24 * 60 * 60;

// Only a hash of the token is stored: a leaked store does not leak live tokens.
// One-shot hash: every request with a token looks its session up by this key.
const keyOf = (token: string) => `session:${hash('sha256', token, 'base64url')}`;
const loginKey = (sid: string) => `login-sid:${sid}`;
const epochKey = (kind: AccountKind, userId: string) => `auth-epoch:${kind}:${userId}`;

export const newToken = () => randomBytes(32).toString('base64url');
const newSid = () => randomBytes(18).toString('base64url');

const isLoggedIn = (s: SessionData): s is SessionData & { kind: AccountKind; userId: string } => s.kind !== 'tourist' && typeof s.userId === 'string';

/**
 * Opaque session tokens with sliding expiry, kept in the durable store. A login gets a new
 * token and a new `sid` (no session fixation); its `sid` record lives while it is logged in
 * (tickets check it); an account's epoch, changed by a password reset, ends every login
 * that began before (checked on each logged-in request: one extra key read).
 */
export class SessionService {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly ttlSeconds: number,
  ) {}

  private tourist(flag: '0' | '1'): SessionData {
    const now = Date.now();
    return { kind: 'tourist', flag, sid: newSid(), createdAt: now, lastSeen: now };
  }

  async create(flag: '0' | '1'): Promise<string> {
    const token = newToken();
    await this.kv.set(keyOf(token), this.tourist(flag), this.ttlSeconds);
    return token;
  }

  /** The live session of a token; a login revoked since (password reset) comes back as a new tourist session. */
  async get(token: string): Promise<SessionData | null> {
    if (!token || token.length > 128) return null;
    const session = await this.kv.get<SessionData>(keyOf(token));
    if (!session || typeof session.sid !== 'string') return null;
    if (isLoggedIn(session) && (await this.currentEpoch(session.kind, session.userId)) !== (session.epoch ?? null)) {
      const fresh = this.tourist(session.flag);
      await this.kv.set(keyOf(token), fresh, this.ttlSeconds);
      return fresh;
    }
    if (Date.now() - session.lastSeen > TOUCH_EVERY_MS) {
      // A new object: what the store's cache hands out is shared and frozen.
      const touched = { ...session, lastSeen: Date.now() };
      await this.kv.set(keyOf(token), touched, this.ttlSeconds);
      if (isLoggedIn(touched)) await this.kv.set(loginKey(touched.sid), this.recordOf(touched), this.ttlSeconds);
      return touched;
    }
    return session;
  }

  async save(token: string, session: SessionData): Promise<void> {
    await this.kv.set(keyOf(token), { ...session, lastSeen: Date.now() }, this.ttlSeconds);
  }

  /** Moves a session to a new token (same sid); the old one dies after a short grace. */
  async rotate(token: string, session: SessionData, flag: '0' | '1'): Promise<string> {
    const next = newToken();
    await this.kv.set(keyOf(next), { ...session, flag, prevKey: keyOf(token), lastSeen: Date.now() }, this.ttlSeconds);
    // lastSeen now: within the grace no touch can write the old token back with a full TTL.
    await this.kv.set(keyOf(token), { ...session, lastSeen: Date.now() }, ROTATION_GRACE_S);
    return next;
  }

  /**
   * Starts a login on a NEW token and sid; the presented token becomes a fresh tourist
   * session (a planted token never becomes a logged-in one). Answers the new token.
   */
  async login(token: string, session: SessionData, account: { kind: AccountKind; userId: string; loginId: string }): Promise<{ token: string; sid: string }> {
    await this.endLogin(session);
    const now = Date.now();
    const next = newToken();
    const epoch = await this.currentEpoch(account.kind, account.userId);
    const data: SessionData = { ...account, flag: session.flag, sid: newSid(), epoch, createdAt: now, lastSeen: now };
    await this.kv.set(loginKey(data.sid), { kind: account.kind, userId: account.userId, epoch } satisfies LoginRecord, this.ttlSeconds);
    await this.kv.set(keyOf(next), data, this.ttlSeconds);
    await this.kv.set(keyOf(token), this.tourist(session.flag), this.ttlSeconds);
    return { token: next, sid: data.sid };
  }

  /** Logs the session out (its tickets die with its sid record); the token goes on as a new tourist session. */
  async logout(token: string, session: SessionData): Promise<void> {
    await this.endLogin(session);
    await this.kv.set(keyOf(token), this.tourist(session.flag), this.ttlSeconds);
  }

  /** Ends every login of the account, everywhere: sessions and their tickets. */
  async revokeAccount(kind: AccountKind, userId: string): Promise<void> {
    await this.kv.set(epochKey(kind, userId), randomBytes(12).toString('base64url'), EPOCH_TTL_S);
  }

  /** Whether the login `sid` of this account is still alive (not logged out, expired or revoked). */
  async isLoginAlive(sid: string, kind: AccountKind, userId: string): Promise<boolean> {
    const record = await this.kv.get<LoginRecord>(loginKey(sid));
    if (!record || record.kind !== kind || record.userId !== userId) return false;
    return (await this.currentEpoch(kind, userId)) === record.epoch;
  }

  async destroy(token: string): Promise<void> {
    await this.kv.del(keyOf(token));
  }

  private async endLogin(session: SessionData): Promise<void> {
    if (!isLoggedIn(session)) return;
    await this.kv.del(loginKey(session.sid));
    // A token rotated out moments ago still holds the same login for its grace: end it too.
    if (session.prevKey) await this.kv.del(session.prevKey);
  }

  private recordOf(session: SessionData & { kind: AccountKind; userId: string }): LoginRecord {
    return { kind: session.kind, userId: session.userId, epoch: session.epoch ?? null };
  }

  private async currentEpoch(kind: AccountKind, userId: string): Promise<string | null> {
    return (await this.kv.get<string>(epochKey(kind, userId))) ?? null;
  }
}
