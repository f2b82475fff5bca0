/**
 * The web's form encoding of back-office bodies (the server's form parser reads booleans as
 * `1`/`0`). Every admin API module encodes through here, so the rule lives in one place.
 */
import type { Params } from '../../lib/http/index.ts';

/**
 * A contracts request type (`z.input`) as the web's forms hold it: an optional field may also be
 * null (an emptied input), which `toFormBody` clears or leaves out before it is sent.
 */
export type FormFields<T> = { [K in keyof T]: undefined extends T[K] ? T[K] | null : T[K] };

/** Fields an InputNumber holds: the wire's `number | string` as the number the form keeps. */
export type NumberFields<T, K extends keyof T> = Omit<T, K> & { [P in K]: Exclude<T[P], string> };

/** A boolean flag as the server's form parser reads it. */
export function formFlag(value: boolean | undefined): '1' | '0' {
  return value ? '1' : '0';
}

/**
 * A form body: booleans as 1/0; null and undefined as '' so an update clears the field, or left
 * out with `{ blanks: 'omit' }`; arrays and objects are left to the client's encoding (arrays
 * repeat the key, objects go as JSON).
 */
export function toFormBody(body: object, { blanks = 'clear' }: { blanks?: 'clear' | 'omit' } = {}): Params {
  const out: Params = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'boolean') out[key] = formFlag(value);
    else if (value === undefined || value === null) {
      if (blanks === 'clear') out[key] = '';
    } else out[key] = value;
  }
  return out;
}
