import { describe, expect, it } from 'vitest';
import { isStoreUnavailable, refused, ServiceUnavailableError } from './errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isStoreUnavailable', () => {
  it('recognises unreachable stores, also when wrapped (Drizzle keeps the driver error as cause)', () => {
    for (const error of [
      new ServiceUnavailableError(new Error('Connection is closed.')),
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }),
    ])
      expect(isStoreUnavailable(error), String(error)).toBe(true);
  });

  it('leaves query errors and bugs alone', () => {
    for (const error of [withCode('23505', 'duplicate key'), withCode('42P01'), new TypeError('x is undefined'), refused('no', 1000), null, 'text'])
      expect(isStoreUnavailable(error), String(error)).toBe(false);
  });
});
