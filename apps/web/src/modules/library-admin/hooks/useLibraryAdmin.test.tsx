import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../app/test-utils.tsx';
import { useAdminCategoryMutation } from './useLibraryAdmin.ts';

const api = vi.hoisted(() => ({
  saveAdminCategory: vi.fn(),
  deleteAdminCategory: vi.fn(),
  fetchAdminCategories: vi.fn(),
  checkVideoPlayback: vi.fn(),
  fetchReportPreviewUrl: vi.fn(),
}));
vi.mock('../api/libraryAdminApi.ts', () => api);

const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

describe('useAdminCategoryMutation', () => {
  beforeEach(() => vi.clearAllMocks());

  it('retries a failed create with the same Idempotency-Key and draws a new one after a success', async () => {
    api.saveAdminCategory.mockRejectedValueOnce(new Error('请求超时')).mockResolvedValue('保存成功');
    const { result } = renderHook(() => useAdminCategoryMutation('/api/admin/text'), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ name: '年度报告', sort: 1 }).catch(() => undefined);
      await result.current.mutateAsync({ name: '年度报告', sort: 1 });
      await result.current.mutateAsync({ name: '季度报告', sort: 2 });
    });
    const keys = api.saveAdminCategory.mock.calls.map((call) => call[2] as string);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
