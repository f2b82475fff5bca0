/**
 * The errors the HTTP layer rejects with. `notified` says whether the user has already
 * seen a message for it, so that the query client shows each error once.
 */
import { MESSAGES, type Envelope } from '@coal/contracts';

/** A business refusal: HTTP 200 with `result` false and the server's message. */
export class ApiError extends Error {
  readonly code: number;
  notified = false;

  constructor(message: string, code = -1) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** A transport failure (654, non-200, timeout, network); its message was already shown. */
export class HttpError extends Error {
  readonly status: number;
  readonly notified = true;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** The login expired; the user was warned and is being sent to the portal home. */
export class SessionExpiredError extends Error {
  readonly notified = true;

  constructor() {
    super(MESSAGES.loginExpired);
    this.name = 'SessionExpiredError';
  }
}

/** The token could not be fetched after every try (spec §7). */
export class TokenError extends Error {
  readonly notified = true;

  constructor(cause: unknown) {
    super('token fetch failed', { cause });
    this.name = 'TokenError';
  }
}

/** The data of a successful envelope; throws ApiError with the server message otherwise. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (!envelope.result) throw new ApiError(envelope.message || MESSAGES.badResponse, envelope.code);
  return envelope.data;
}
