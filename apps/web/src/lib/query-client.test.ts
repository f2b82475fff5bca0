import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError, setNotifier } from './http/index.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => setNotifier(null));

describe('query client', () => {
  it('shows a refused call’s server message once; transport errors were already shown', async () => {
    const error = vi.fn();
    setNotifier({ warning: vi.fn(), error, info: vi.fn() });
    const client = createQueryClient();
    const refusal = new ApiError('无权访问', 403);
    await client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(refusal) }).catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(refusal) })
      .execute(undefined)
      .catch(() => undefined);
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new HttpError('x', 500)) }).catch(() => undefined);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe('无权访问');
  });
});
