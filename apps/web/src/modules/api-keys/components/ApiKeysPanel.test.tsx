import type { ApiKey, ApiKeyList } from '@coal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';

const key: ApiKey = {
  id: 3,
  name: '行情同步',
  prefix: 'coalk_abcdefgh',
  createdAt: '2026-11-20T02:00:00.000Z',
  lastUsedAt: null,
  usageToday: 0,
  usageTotal: 12,
  active: true,
};
const api = vi.hoisted(() => ({
  fetchApiKeys: vi.fn(),
  createApiKey: vi.fn(),
  revokeApiKey: vi.fn(() => Promise.resolve('已撤销')),
}));
vi.mock('../api/apiKeysApi.ts', () => ({ apiKeyKeys: { all: ['api-keys'] }, ...api }));

const { ApiKeysPanel } = await import('./ApiKeysPanel.tsx');
const list = (keys: ApiKey[]): ApiKeyList => ({ list: keys, max: 5, ratePerMinute: 60 });

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchApiKeys.mockResolvedValue(list([key]));
});

describe('ApiKeysPanel', { timeout: 30_000 }, () => {
  it('lists the keys with prefix, China time, usage and state, never a secret', async () => {
    renderWithProviders(<ApiKeysPanel />);
    expect(await screen.findByText('行情同步')).toBeTruthy();
    expect(screen.getByText('coalk_abcdefgh…')).toBeTruthy();
    expect(screen.getByText('2026-11-20 10:00')).toBeTruthy();
    expect(screen.getByText('从未使用')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('可用')).toBeTruthy();
  });

  it('creates a key and shows its secret once', async () => {
    api.createApiKey.mockResolvedValue({ ...key, id: 4, name: '新密钥', secret: 'coalk_SECRETSECRET' });
    renderWithProviders(<ApiKeysPanel />);
    fireEvent.change(await screen.findByLabelText('密钥名称'), { target: { value: '新密钥' } });
    fireEvent.click(screen.getByRole('button', { name: '创建密钥' }));
    await waitFor(() => expect(api.createApiKey).toHaveBeenCalledWith('新密钥'));
    expect(await screen.findByText('coalk_SECRETSECRET')).toBeTruthy();
    expect(screen.getByText(/密钥只显示这一次/)).toBeTruthy();
  });

  it('refuses an empty name without calling the server, and is full at the limit', async () => {
    api.fetchApiKeys.mockResolvedValue(list([1, 2, 3, 4, 5].map((id) => ({ ...key, id, name: `k${id}` }))));
    renderWithProviders(<ApiKeysPanel />);
    expect(await screen.findByText('已达上限，请先撤销不用的密钥')).toBeTruthy();
    expect((screen.getByRole('button', { name: '创建密钥' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a load error with a retry', async () => {
    api.fetchApiKeys.mockRejectedValue(new Error('服务暂不可用'));
    renderWithProviders(<ApiKeysPanel />);
    expect(await screen.findByText('服务暂不可用', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
