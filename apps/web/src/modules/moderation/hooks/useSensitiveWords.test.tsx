import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../app/test-utils.tsx';
import { useAddSensitiveWordMutation } from './useSensitiveWords.ts';

const api = vi.hoisted(() => ({
  addSensitiveWord: vi.fn(),
  deleteSensitiveWords: vi.fn(),
  fetchSensitiveCategories: vi.fn(),
  fetchSensitiveWords: vi.fn(),
  importSensitiveWords: vi.fn(),
  sensitiveWordKeys: { all: ['sensitiveWords'] },
}));
vi.mock('../api/sensitiveWordsApi.ts', () => api);

const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

describe('useAddSensitiveWordMutation', () => {
  beforeEach(() => vi.clearAllMocks());

  it('retries a failed add with the same Idempotency-Key and draws a new one after a success', async () => {
    api.addSensitiveWord.mockRejectedValueOnce(new Error('请求超时')).mockResolvedValue('添加成功');
    const { result } = renderHook(() => useAddSensitiveWordMutation(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ word: '黑话', level: 1 }).catch(() => undefined);
      await result.current.mutateAsync({ word: '黑话', level: 1 });
      await result.current.mutateAsync({ word: '另一个', level: 1 });
    });
    const keys = api.addSensitiveWord.mock.calls.map((call) => call[1] as string);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
