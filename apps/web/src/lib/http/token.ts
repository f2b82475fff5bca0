/**
 * The session token of spec §7: one per area, kept in localStorage with its fetch time so
 * every tab of an area shares it. Fetched when missing, rotated (old token sent along) when
 * older than the configured lifetime, retried, and shared by concurrent callers.
 */
import { REQUEST_TIMEOUT_MS, TOKEN_FETCH_TRIES, TOKEN_FETCH_WAIT_MS, TOKEN_HEADER } from '@coal/contracts';
import axios from 'axios';
import { navigation } from '../navigation.ts';
import { getConfig } from '../runtime-config.ts';
import { localStore } from '../storage.ts';
import { type Area, currentArea, isPortalPage } from './area.ts';
import { TokenError } from './errors.ts';
import { openSealed, preparePayload, toSearchParams } from './serialize.ts';

export const TOKEN_PATH = '/api/user/getToken';

interface StoredToken {
  token: string;
  fetchedAt: number;
}

const tokenKey = (area: Area) => `coal_token_${area}`;
const inFlight = new Map<Area, Promise<string>>();

function readToken(area: Area): StoredToken | null {
  const saved = localStore.get<StoredToken>(tokenKey(area));
  return saved && typeof saved.token === 'string' && saved.token && typeof saved.fetchedAt === 'number' ? saved : null;
}

/** The area's stored token, fresh or not; null when there is none. */
export function getStoredToken(area: Area = currentArea()): string | null {
  return readToken(area)?.token ?? null;
}

/** Stores a token as fetched now (also used by tests to seed a session). */
export function storeToken(token: string, area: Area = currentArea(), fetchedAt = Date.now()): void {
  localStore.set(tokenKey(area), { token, fetchedAt } satisfies StoredToken);
}

/** Forgets the area's token so that the next request fetches a new session. */
export function clearToken(area: Area = currentArea()): void {
  localStore.remove(tokenKey(area));
}

function isStale(saved: StoredToken): boolean {
  return Date.now() - saved.fetchedAt >= getConfig().tokenExpiresMinutes * 60_000;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fetchOnce(oldToken: string | undefined): Promise<string> {
  const params = await preparePayload({ flag: isPortalPage() ? '1' : '0', timestamp: Date.now() });
  const response = await axios.get<unknown>(`${getConfig().apiBase}${TOKEN_PATH}`, {
    params,
    paramsSerializer: { serialize: (p) => toSearchParams(p).toString() },
    headers: oldToken ? { [TOKEN_HEADER]: oldToken } : {},
    timeout: REQUEST_TIMEOUT_MS,
  });
  const body = (await openSealed(response.data)) as { code?: unknown; data?: unknown } | null;
  if (body?.code !== 0 || typeof body.data !== 'string' || !body.data) {
    throw new Error('token answer without a token');
  }
  return body.data;
}

async function fetchWithRetry(oldToken: string | undefined): Promise<string> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= TOKEN_FETCH_TRIES; attempt++) {
    try {
      return await fetchOnce(oldToken);
    } catch (error) {
      lastError = error;
      if (attempt < TOKEN_FETCH_TRIES) await sleep(TOKEN_FETCH_WAIT_MS);
    }
  }
  throw new TokenError(lastError);
}

/**
 * A usable token for the current area. Concurrent callers share one fetch. On final
 * failure non-portal pages leave for the portal-out address (spec §7, §8).
 */
export function ensureToken(area: Area = currentArea()): Promise<string> {
  const saved = readToken(area);
  if (saved && !isStale(saved)) return Promise.resolve(saved.token);
  const pending = inFlight.get(area);
  if (pending) return pending;
  const fetching = fetchWithRetry(saved?.token)
    .then((token) => {
      storeToken(token, area);
      return token;
    })
    .catch((error: unknown) => {
      if (!isPortalPage()) navigation.assign(getConfig().portalOutUrl);
      throw error;
    })
    .finally(() => inFlight.delete(area));
  inFlight.set(area, fetching);
  return fetching;
}
