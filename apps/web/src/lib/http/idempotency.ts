/**
 * Idempotency keys of back-office form submissions: every save of one form
 * carries the same `Idempotency-Key` until it succeeds, so a double click, a retry after a
 * timeout or a re-login retry creates one row (the server answers repeats with the first
 * answer, `apps/server/src/plugins/idempotency.ts`). A success, or opening the form anew,
 * draws a new key.
 */
import { IDEMPOTENCY_HEADER } from '@coal/contracts';
import { useMemo, useRef } from 'react';
import { uuidV4 } from '../uuid.ts';
import type { RequestOptions } from './client.ts';

/** The request options that send `key` (none when there is no key). */
export function idempotent(key: string | undefined): RequestOptions {
  return key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {};
}

export interface IdempotencyKey {
  /** The key of the submission being made now. */
  current: () => string;
  /** A new submission starts: after a success, or when the form opens again. */
  renew: () => void;
}

/** One key per form (per mounted hook), stable across renders. */
export function useIdempotencyKey(): IdempotencyKey {
  const ref = useRef<string | null>(null);
  ref.current ??= uuidV4();
  return useMemo(
    () => ({
      current: () => (ref.current ??= uuidV4()),
      renew: () => {
        ref.current = uuidV4();
      },
    }),
    [],
  );
}

/**
 * A save call made idempotent per form: `mutationFn` sends the current key, `renew` after
 * a success (put it in the mutation's onSuccess).
 */
export function useIdempotentSave<I, R>(save: (input: I, idempotencyKey?: string) => Promise<R>): { mutationFn: (input: I) => Promise<R>; renew: () => void } {
  const key = useIdempotencyKey();
  return useMemo(() => ({ mutationFn: (input: I) => save(input, key.current()), renew: key.renew }), [save, key]);
}
