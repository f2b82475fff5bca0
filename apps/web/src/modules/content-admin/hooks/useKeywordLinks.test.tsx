import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../app/test-utils.tsx';
import { useKeywordLinkMutation } from './useKeywordLinks.ts';

const api = vi.hoisted(() => ({ saveKeywordLink: vi.fn(), deleteKeywordLink: vi.fn(), fetchKeywordLinks: vi.fn() }));
vi.mock('../api/contentAdminApi.ts', () => api);

const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;
const save = { keyword: '动力煤', url: 'https://example.com', sortOrder: 0, enabled: true };

describe('useKeywordLinkMutation', () => {
  beforeEach(() => vi.clearAllMocks());

  it('retries a failed save with the same Idempotency-Key and draws a new one after a success', async () => {
    api.saveKeywordLink.mockRejectedValueOnce(new Error('请求超时')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useKeywordLinkMutation(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ save }).catch(() => undefined);
      await result.current.mutateAsync({ save });
      await result.current.mutateAsync({ save });
    });
    const keys = api.saveKeywordLink.mock.calls.map((call) => call[1] as string);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
