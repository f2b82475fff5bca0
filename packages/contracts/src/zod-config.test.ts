import { describe, expect, it, vi } from 'vitest';

describe('zod configuration', () => {
  it('builds and runs the contracts schemas without ever compiling code (no CSP eval probe)', async () => {
    let compiled = 0;
    // zod's probe is `new Function("")`; count any such construction from here on.
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        construct(target, args: string[]) {
          compiled += 1;
          return Reflect.construct(target, args);
        },
      }),
    );
    const contracts = await import('./index.ts');
    expect(contracts.paginationQuery.safeParse({ currentPage: '1', pageSize: '10' }).success).toBe(true);
    expect(compiled).toBe(0);
  });
});
