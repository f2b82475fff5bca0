import { createHash, randomBytes } from 'node:crypto';
import type { KeyValueStore } from '../../lib/kv/kv.ts';

/** What a token stands for. Tourists have a session too (spec §4). */
export interface SessionData {
  kind: 'tourist' | 'member' | 'staff';
  /** getToken flag: '1' portal, '0' other pages. */
  flag: '0' | '1';
  /** Member or staff id when logged in. */
  userId?: string;
  loginId?: string;
  createdAt: number;
  lastSeen: number;
}

/** How long a rotated-out token keeps working, for requests already in flight. */
const ROTATION_GRACE_S = 30;
/** Sliding expiry is written back at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

// Only a hash of the token is stored: a leaked store does not leak live tokens.
const keyOf = (token: string) => `session:${createHash('sha256').update(token).digest('base64url')}`;

export const newToken = () => randomBytes(32).toString('base64url');

/** Opaque session tokens with sliding expiry, kept in the durable store. */
export class SessionService {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly ttlSeconds: number,
  ) {}

  async create(flag: '0' | '1'): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await this.kv.set(keyOf(token), { kind: 'tourist', flag, createdAt: now, lastSeen: now }, this.ttlSeconds);
    return token;
  }

  async get(token: string): Promise<SessionData | null> {
    if (!token || token.length > 128) return null;
    const session = await this.kv.get<SessionData>(keyOf(token));
    if (session && Date.now() - session.lastSeen > TOUCH_EVERY_MS) {
      session.lastSeen = Date.now();
      await this.kv.set(keyOf(token), session, this.ttlSeconds);
    }
    return session;
  }

  async save(token: string, session: SessionData): Promise<void> {
    await this.kv.set(keyOf(token), { ...session, lastSeen: Date.now() }, this.ttlSeconds);
  }

  /** Moves a session to a new token; the old one dies after a short grace. */
  async rotate(token: string, session: SessionData, flag: '0' | '1'): Promise<string> {
    const next = newToken();
    await this.kv.set(keyOf(next), { ...session, flag, lastSeen: Date.now() }, this.ttlSeconds);
    await this.kv.set(keyOf(token), session, ROTATION_GRACE_S);
    return next;
  }

  /** Logs the session out but keeps the token: the visitor goes on as a tourist. */
  async toTourist(token: string, session: SessionData): Promise<void> {
    await this.save(token, { kind: 'tourist', flag: session.flag, createdAt: session.createdAt, lastSeen: Date.now() });
  }

  async destroy(token: string): Promise<void> {
    await this.kv.del(keyOf(token));
  }
}
