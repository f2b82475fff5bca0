import { type ErrorEntry, MESSAGES, STATUS_UNAVAILABLE } from '@coal/contracts';

/**
 * An error the client should see. `status` is the HTTP status: 400 for malformed input,
 * 200 for business refusals that the spec's client reads from `result`/`message`.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status = 200,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MESSAGES.invalidRequest) => new AppError(message, 400, 400);
export const notLoggedIn = () => new AppError(MESSAGES.notLoggedIn, 401);
export const forbidden = () => new AppError(MESSAGES.forbidden, 403);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(message, 404, 404);
/**
 * A business refusal the user can act on (wrong password, captcha…), answered with HTTP 200.
 * The code and message come from the contracts' ERRORS registry; pass `message` only where
 * the text is dynamic.
 */
export const refusedWith = (entry: ErrorEntry, message: string = entry.message) => new AppError(message, entry.code);
/** A refusal with a generic protocol code (PROTOCOL_CODES: 400, 401, 403, 413, 429…), answered with HTTP 200. */
export const refused = (message: string, code: number) => new AppError(message, code);

/**
 * A store the call needs (Redis, the database) is unreachable: HTTP 503 with a Chinese
 * message, never a 500. The cause is kept for the log.
 */
export class ServiceUnavailableError extends AppError {
  constructor(cause?: unknown) {
    super(MESSAGES.serviceUnavailable, STATUS_UNAVAILABLE, STATUS_UNAVAILABLE);
    this.cause = cause;
  }
}

// Socket errors, and PostgreSQL's SQLSTATE class 08 (connection exception), 57P01-57P03
// (server shutting down or starting) and 53300 (too many connections).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const STORE_CODE = /^(08\w{3}|57P0[123]|53300)$/;
// node-postgres states a lost or refused connection in words only.
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether an error (or its cause: Drizzle wraps driver errors) says a store is unreachable
 * rather than that the query or the code is wrong.
 */
export function isStoreUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof ServiceUnavailableError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || STORE_CODE.test(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
