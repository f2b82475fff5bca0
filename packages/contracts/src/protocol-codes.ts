import { STATUS_UNAVAILABLE } from './messages.ts';

/** Generic protocol codes clients rely on; not business codes, no range. */
export const PROTOCOL_CODES = {
  badRequest: 400,
  notLoggedIn: 401,
  forbidden: 403,
  notFound: 404,
  tooLarge: 413,
  unsupportedType: 415,
  /** The same submission (idempotency key) is still being handled elsewhere. */
  conflict: 409,
  throttled: 429,
  unavailable: STATUS_UNAVAILABLE,
} as const;
