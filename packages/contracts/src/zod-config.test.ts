import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('zod configuration', () => {
  it('in the browser, builds and runs the contracts schemas without ever compiling code (no CSP eval probe)', async () => {
    let compiled = 0;
    vi.stubGlobal('window', {});
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

  it('on the server (no window, no CSP), parses objects with the compiled parsers', async () => {
    const contracts = await import('./index.ts');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(false);
    expect(contracts.paginationQuery.safeParse({ currentPage: '1', pageSize: '10' }).success).toBe(true);
  });
});
