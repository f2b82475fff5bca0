import { ERRORS } from '@coal/contracts';
import { ApiError } from '../../../lib/http/errors.ts';

/** Whether the server refused a value because its plausibility check wants a confirmation with a reason. */
export function needsConfirmation(error: ApiError): boolean {
  return error.code === ERRORS.needsConfirmation.code;
}

/**
 * A save whose plausibility question is asked in a dialog: the refusal is marked as shown, so
 * the query client does not also toast it.
 */
export function askingPlausibility<I, R>(save: (input: I, idempotencyKey?: string) => Promise<R>) {
  return async (input: I, idempotencyKey?: string): Promise<R> => {
    try {
      return await save(input, idempotencyKey);
    } catch (error) {
      if (error instanceof ApiError && needsConfirmation(error)) error.notified = true;
      throw error;
    }
  };
}
