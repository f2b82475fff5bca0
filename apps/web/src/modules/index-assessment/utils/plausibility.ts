import type { ApiError } from '../../../lib/http/errors.ts';

/** Whether the server refused a proposal because its plausibility check wants a confirmation with a reason. */
export function needsConfirmation(error: ApiError): boolean {
  return /确认/.test(error.message);
}
