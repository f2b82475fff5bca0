import { MESSAGES } from '@coal/contracts';

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
/** A refusal the user can act on (wrong password, captcha…), answered with HTTP 200. */
export const refused = (message: string, code = 1000) => new AppError(message, code);
