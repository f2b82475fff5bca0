import type { Envelope } from '@coal/contracts';

/** A successful answer. */
export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: 0, result: true, message, data };
}

/** A refused or failed answer; `code` tells the class (400, 401, 403, 404, 429, 1xxx). */
export function fail(code: number, message: string, data: unknown = null): Envelope<unknown> {
  return { code, result: false, message, data };
}
