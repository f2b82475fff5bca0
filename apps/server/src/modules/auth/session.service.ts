import { createHmac, hash, randomBytes } from 'node:crypto';
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
  /** Set on a token rotated out (alive for the grace only): the store key of its one successor. */
  rotatedTo?: string;
  createdAt: number;
  lastSeen: number;
}

/**
 * A login's record (its family): every token of the login carries its `sid`, and a logged-in
 * token is alive only while this record is. Ended by logout; never written again once gone.
 */
interface LoginRecord {
  kind: AccountKind;
  userId: string;
  epoch: string | null;
}

/** How long a rotated-out token keeps working, for requests already in flight. */
const ROTATION_GRACE_S = 30;
/** A write lost to a concurrent one (compare-and-set) is tried again this often at most. */
const CAS_TRIES = 3;
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
 * token and a new `sid` (no session fixation); the tokens rotated from it share the `sid`
 * and live only while its login record does (logout ends them all; tickets check it too);
 * an account's epoch, changed by a password reset or a disable, ends every login that began
 * before. Every change that could race (touch, rotation) is a compare-and-set, so no late
 * write brings back a login that ended or lets a token be rotated twice.
 */
export class SessionService {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly ttlSeconds: number,
    /** Derives a token's one successor (HMAC): concurrent rotations of a token agree on it. */
    private readonly rotationSecret: string,
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

  /**
   * The live session of a token. A login revoked since (password reset, disable) comes back
   * as a new tourist session; a token whose login ended (logout) is dead.
   */
  async get(token: string): Promise<SessionData | null> {
    if (!token || token.length > 128) return null;
    const key = keyOf(token);
    const session = await this.kv.get<SessionData>(key);
    if (!session || typeof session.sid !== 'string') return null;
    let record: LoginRecord | null = null;
    if (isLoggedIn(session)) {
      const [found, epoch] = await Promise.all([this.kv.get<LoginRecord>(loginKey(session.sid)), this.currentEpoch(session.kind, session.userId)]);
      if (epoch !== (session.epoch ?? null)) {
        const fresh = this.tourist(session.flag);
        await this.kv.set(key, fresh, this.ttlSeconds);
        return fresh;
      }
      if (!found || found.kind !== session.kind || found.userId !== session.userId) return null;
      record = found;
    }
    // A rotated-out token only lives out its grace: never slid.
    if (session.rotatedTo || Date.now() - session.lastSeen <= TOUCH_EVERY_MS) return session;
    // A new object: what the store's cache hands out is shared and frozen.
    const touched = { ...session, lastSeen: Date.now() };
    // Only over what was read: a rotation or logout meanwhile wins, and a deleted login stays deleted.
    if (!(await this.kv.replace(key, session, touched, this.ttlSeconds))) return session;
    if (record) await this.kv.replace(loginKey(session.sid), record, record, this.ttlSeconds);
    return touched;
  }

  async save(token: string, session: SessionData): Promise<void> {
    await this.kv.set(keyOf(token), { ...session, lastSeen: Date.now() }, this.ttlSeconds);
  }

  /**
   * Moves a session to a new token (same sid, so the same login); the old one dies after a
   * short grace. A token has one successor only: asking again (two tabs, a retry) answers the
   * same one while it lives and is not rotated itself, otherwise null (the caller starts a
   * tourist session). No rotated-out token ever mints a second live token.
   */
  async rotate(token: string, session: SessionData, flag: '0' | '1'): Promise<string | null> {
    const key = keyOf(token);
    const next = this.successorOf(token);
    const nextKey = keyOf(next);
    let current: SessionData | null = session;
    for (let attempt = 0; attempt < CAS_TRIES && current; attempt++) {
      if (current.rotatedTo) return current.rotatedTo === nextKey && (await this.isLiveSuccessor(next)) ? next : null;
      const { rotatedTo: _none, ...moved } = { ...current, flag, lastSeen: Date.now() };
      // Written before the old token points to it; a concurrent rotation writes the same token.
      await this.kv.setIfAbsent(nextKey, moved, this.ttlSeconds);
      if (await this.kv.replace(key, current, { ...current, rotatedTo: nextKey, lastSeen: Date.now() }, ROTATION_GRACE_S)) return next;
      current = await this.kv.get<SessionData>(key); // changed meanwhile: rotated, touched or logged out
    }
    return current?.rotatedTo === nextKey && (await this.isLiveSuccessor(next)) ? next : null;
  }

  private async isLiveSuccessor(next: string): Promise<boolean> {
    const session = await this.get(next);
    return session !== null && !session.rotatedTo;
  }

  private successorOf(token: string): string {
    return createHmac('sha256', this.rotationSecret).update(`rotate:${token}`).digest('base64url');
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

  /**
   * Logs the session out: its login record goes, and with it every token of the login (those
   * rotated from it or to it) and its tickets; this token goes on as a new tourist session.
   */
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
    if (isLoggedIn(session)) await this.kv.del(loginKey(session.sid));
  }

  private async currentEpoch(kind: AccountKind, userId: string): Promise<string | null> {
    return (await this.kv.get<string>(epochKey(kind, userId))) ?? null;
  }
}
