import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { setConfigForTests } from '../../../lib/runtime-config.ts';
import { getFamilies, getIndexSeries, getLatestValues } from '../api/pricesApi.ts';
import { family, latest, product, series } from '../testFixtures.ts';
import { HomePricePanel } from './HomePricePanel.tsx';

vi.mock('../api/pricesApi.ts', () => ({ getFamilies: vi.fn(), getLatestValues: vi.fn(), getIndexSeries: vi.fn() }));

beforeEach(() => {
  setConfigForTests({ demo: true });
  vi.mocked(getFamilies).mockResolvedValue([
    family('CCP', '中国煤炭价格指数', [product('A1'), product('A2')]),
    family('SXCCP', '山西煤炭价格指数', [product('B1')], { id: 2 }),
  ]);
  vi.mocked(getLatestValues).mockImplementation(({ familyCode } = {}) =>
    Promise.resolve({
      asOf: '2026-11-20',
      list: familyCode === 'SXCCP' ? [latest('B1', 1616, 8, 0.5)] : [latest('A1', 940, 5, 0.53), latest('A2', 850, -14, -1.62)],
    }),
  );
  vi.mocked(getIndexSeries).mockImplementation(({ codes, from = '', to = '' }) =>
    Promise.resolve({
      from,
      to,
      series: codes.map((c) =>
        series(c, [
          ['2026-11-18', 930],
          ['2026-11-19', 935],
          ['2026-11-20', 940],
        ]),
      ),
    }),
  );
});

describe('HomePricePanel', () => {
  it('shows each latest value with its change and a three-month sparkline', async () => {
    renderWithProviders(
      <MemoryRouter>
        <HomePricePanel />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: '中国煤炭价格指数最新指数' });
    expect(within(table).getByText('▲ +0.53%').style.color).toBe('rgb(196, 29, 29)');
    expect(within(table).getByText('▼ -1.62%').style.color).toBe('rgb(31, 111, 11)');
    const spark = await screen.findByRole('img', { name: '指数A1近3月走势' });
    await waitFor(() => expect(spark.querySelector('polyline')?.getAttribute('points')).toBeTruthy());
    expect(getIndexSeries).toHaveBeenCalledWith({ codes: ['A1', 'A2'], from: '2026-08-21', to: '2026-11-20' });
    expect(within(table).getByRole('link', { name: '指数A1' }).getAttribute('href')).toBe('/portal/Price?family=CCP&code=A1');
    expect(screen.getByText('演示数据')).toBeTruthy();
  });

  it('switches family', async () => {
    renderWithProviders(
      <MemoryRouter>
        <HomePricePanel />
      </MemoryRouter>,
    );
    await screen.findByRole('table', { name: '中国煤炭价格指数最新指数' });
    fireEvent.click(screen.getByText('山西煤炭价格指数'));
    expect(await screen.findByRole('table', { name: '山西煤炭价格指数最新指数' })).toBeTruthy();
    expect(screen.getByText('1,616')).toBeTruthy();
  });
});
