import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { MobileHistory } from './MobileHistory.tsx';

// 45 days from 2026-01-01, values 100…144 (ascending, as the series answers).
const points = Array.from({ length: 45 }, (_, i) => ({ period: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), value: 100 + i }));

describe('MobileHistory', () => {
  it('shows 10 rows newest first, then 30 more per tap until the whole range is shown', () => {
    renderWithProviders(<MobileHistory points={points} precision={{ decimals: 0, unit: 'CNY/t' }} />);
    expect(screen.getByText('历史数据（共45条）')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(11); // header + 10
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('2026-02-14');
    fireEvent.click(screen.getByRole('button', { name: /加载更多（还有35条）/ }));
    expect(screen.getAllByRole('row')).toHaveLength(41);
    fireEvent.click(screen.getByRole('button', { name: /加载更多（还有5条）/ }));
    expect(screen.getAllByRole('row')).toHaveLength(46);
    expect(screen.queryByRole('button', { name: /加载更多/ })).toBeNull();
  });
});
