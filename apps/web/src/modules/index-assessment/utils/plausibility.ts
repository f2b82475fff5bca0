import { ERRORS } from '@coal/contracts';
import type { ApiError } from '../../../lib/http/errors.ts';

/** Whether the server refused a value because its plausibility check wants a confirmation with a reason. */
export function needsConfirmation(error: ApiError): boolean {
  return error.code === ERRORS.needsConfirmation.code;
}
