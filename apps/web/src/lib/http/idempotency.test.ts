import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idempotent, useIdempotencyKey } from './idempotency.ts';

describe('idempotency keys', () => {
  it('keeps one key across renders until renewed', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.current();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    rerender();
    expect(result.current.current()).toBe(first);
    result.current.renew();
    expect(result.current.current()).not.toBe(first);
  });

  it('sends the key as the Idempotency-Key header, nothing without one', () => {
    expect(idempotent('abc-12345')).toEqual({ headers: { 'idempotency-key': 'abc-12345' } });
    expect(idempotent(undefined)).toEqual({});
  });
});
