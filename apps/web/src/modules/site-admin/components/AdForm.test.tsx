import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminAdItem } from '@coal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { AdForm } from './AdForm.tsx';

const ad: AdminAdItem = {
  id: 3,
  slot: 'home-top',
  slotName: '首页顶部轮播',
  title: '年终订货会',
  imagePath: '2026/11/0123456789abcdef0123456789abcdef.png',
  link: '/portal/Notice',
  sort: 0,
  // 2026-11-21 00:30 to 2026-12-31 23:59 in Beijing; both still the day before in the tests' zone.
  startAt: '2026-11-20T16:30:00.000Z',
  endAt: '2026-12-31T15:59:00.000Z',
  enabled: true,
  active: false,
  updatedAt: '2026-11-20T08:00:00.000Z',
};

describe('AdForm', { timeout: 60_000 }, () => {
  it('shows and saves the period in China time whatever the browser zone', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<AdForm ad={ad} open saving={false} onClose={vi.fn()} onSubmit={onSubmit} />);
    expect(await screen.findByDisplayValue('2026-11-21 00:30')).toBeTruthy();
    expect(screen.getByDisplayValue('2026-12-31 23:59')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ id: 3, startAt: '2026-11-21 00:30', endAt: '2026-12-31 23:59' });
  });
});
