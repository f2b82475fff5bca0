/**
 * The API answers a first HTML was drawn from, written beside it for the app's first render
 * (mobile-home.ts, portal-home.ts; read by apps/web/src/lib/first-data.ts).
 */
import type { FastifyInstance } from 'fastify';

/** The element holding the answers. */
export const FIRST_DATA_ID = 'coal-first-data';

/**
 * A public API answer's data as a visitor gets it, or null when it fails in any way (the page
 * is then served without it, never a 500 for it).
 */
export async function apiData<T>(app: FastifyInstance, url: string): Promise<T | null> {
  try {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) return null;
    const body = res.json<{ result: boolean; data: T }>();
    return body.result ? body.data : null;
  } catch {
    return null;
  }
}
