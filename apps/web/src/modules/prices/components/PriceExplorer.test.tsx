import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { setConfigForTests } from '../../../lib/runtime-config.ts';
import { getFamilies, getIndexSeries, getLatestValues, getPriceNotices } from '../api/pricesApi.ts';
import { family, latest, product, series } from '../testFixtures.ts';
import { MARKET_COLORS } from '../../../ui/market/change.ts';
import { PriceExplorer } from './PriceExplorer.tsx';

vi.mock('../api/exportApi.ts', () => ({ exportIndexCsv: vi.fn(), exportIndexXlsx: vi.fn() }));
vi.mock('../api/pricesApi.ts', () => ({
  getFamilies: vi.fn(),
  getLatestValues: vi.fn(),
  getIndexSeries: vi.fn(),
  getPriceNotices: vi.fn(),
}));
vi.mock('../../market-charts/api/marketChartsApi.ts', () => ({
  getMarketTrendCharts: vi.fn(() => Promise.resolve({ list: [], total: 0, currentPage: 1, pageSize: 10 })),
}));
// The chart itself needs a canvas; the test reads what it was asked to draw.
vi.mock('../../../ui/charts/EChart.tsx', () => ({
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

const CCP = family('CCP', '中国煤炭价格指数', [product('A1'), product('A2'), product('A3'), product('A4'), product('A5')], { demo: true });
const SX = family('SXCCP', '山西煤炭价格指数', [product('B1', { familyCode: 'SXCCP', familyId: 2 })], { id: 2 });

beforeEach(() => {
  vi.clearAllMocks();
  setConfigForTests({ demo: false });
  vi.mocked(getFamilies).mockResolvedValue([CCP, SX]);
  vi.mocked(getLatestValues).mockImplementation(({ familyCode } = {}) =>
    Promise.resolve({
      asOf: '2026-11-20',
      list:
        familyCode === 'SXCCP'
          ? [latest('B1', 1616, 8, 0.5, { familyCode: 'SXCCP' })]
          : [latest('A1', 940, 5, 0.53), latest('A2', 850, -14, -1.62), latest('A3', 760, 0, 0)],
    }),
  );
  vi.mocked(getIndexSeries).mockImplementation(({ codes, from = '', to = '' }) =>
    Promise.resolve({
      from,
      to,
      series: codes.map((code) =>
        series(
          code,
          Array.from({ length: 12 }, (_, i) => [`2026-11-${String(i + 1).padStart(2, '0')}`, 900 + i] as [string, number]),
        ),
      ),
    }),
  );
  vi.mocked(getPriceNotices).mockResolvedValue({ list: [], total: 0, currentPage: 1, pageSize: 10 });
});

const lastSeriesCall = () => vi.mocked(getIndexSeries).mock.lastCall![0];

async function renderPage(path = '/portal/Price') {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <PriceExplorer title="价格指数" />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: '指数A1' });
  await waitFor(() => expect(getIndexSeries).toHaveBeenCalled());
}

describe('PriceExplorer', () => {
  it('lists the family with latest values in market colours and labels demo data', async () => {
    await renderPage();
    const nav = screen.getByRole('list', { name: '中国煤炭价格指数指数列表' });
    const up = within(nav).getByText('+0.53%');
    const down = within(nav).getByText('-1.62%');
    expect(up.style.color).toBe('rgb(196, 29, 29)');
    expect(down.style.color).toBe('rgb(31, 111, 11)');
    expect(within(nav).getByText('0.00%').style.color).toBe('rgb(89, 89, 89)');
    expect(MARKET_COLORS.up).toBe('#c41d1d');
    expect(screen.getAllByText('演示数据').length).toBeGreaterThan(0);
  });

  it('asks the series of the chosen range, counted back from the latest value', async () => {
    await renderPage();
    expect(lastSeriesCall()).toEqual({ codes: ['A1'], from: '2026-08-21', to: '2026-11-20', changes: true });
    fireEvent.click(screen.getByText('近1年'));
    await waitFor(() => expect(lastSeriesCall().from).toBe('2025-11-21'));
    fireEvent.click(screen.getByText('近1月'));
    await waitFor(() => expect(lastSeriesCall()).toMatchObject({ from: '2026-10-21', to: '2026-11-20' }));
    fireEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(lastSeriesCall().from).toBe('2023-01-03'));
  });

  it('waits for the latest value before asking any series, so no range ends today', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(getLatestValues).mockImplementation(async () => {
      await answered;
      return { asOf: '2026-11-20', list: [latest('A1', 940, 5, 0.53)] };
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/portal/Price']}>
        <PriceExplorer title="价格指数" />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: '指数A1' });
    expect(getIndexSeries).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /下载CSV/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('所选区间暂无数据')).toBeNull();
    act(() => release());
    await waitFor(() => expect(getIndexSeries).toHaveBeenCalled());
    for (const [params] of vi.mocked(getIndexSeries).mock.calls) expect(params).toMatchObject({ from: '2026-08-21', to: '2026-11-20' });
  });

  it('counts the ranges of a retired index back from its last value', async () => {
    vi.mocked(getIndexSeries).mockImplementation(({ codes, from = '2025-01-01', to = '2025-12-31' }) =>
      Promise.resolve({ from, to, series: codes.map((code) => series(code, [['2025-12-31', 880]])) }),
    );
    renderWithProviders(
      <MemoryRouter initialEntries={['/portal/Price?code=A5']}>
        <PriceExplorer title="价格指数" />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: '指数A5' });
    // A5 has no latest value: the series asked without dates tells its last day.
    await waitFor(() => expect(lastSeriesCall()).toEqual({ codes: ['A5'], from: '2025-10-01', to: '2025-12-31', changes: true }));
    expect(vi.mocked(getIndexSeries).mock.calls[0]![0]).toEqual({ codes: ['A5'] });
    expect(await screen.findByText('2025年12月31日')).toBeTruthy();
  });

  it('compares at most four indexes on one chart', async () => {
    await renderPage();
    const picker = screen.getByRole('combobox', { name: '对比指数' });
    act(() => void fireEvent.mouseDown(picker));
    const option = (name: string) => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === name)!;
    await waitFor(() => expect(option('指数A2')).toBeTruthy());
    for (const name of ['指数A2', '指数A3', '指数B1', '指数A4']) fireEvent.click(option(name));
    await waitFor(() => expect(lastSeriesCall().codes).toEqual(['A1', 'A2', 'A3', 'B1']));
    expect(option('指数A4').getAttribute('aria-disabled')).toBe('true');
    expect(await screen.findByRole('img', { name: '指数A1、指数A2、指数A3、指数B1走势图' })).toBeTruthy();
  });

  it('shows the history newest first with the shared pager', async () => {
    await renderPage();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(11));
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('2026年11月12日');
    expect(screen.getByText('共 12 条')).toBeTruthy();
  });

  it('opens the index named in the address, in its own family', async () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/portal/Price?code=B1']}>
        <PriceExplorer title="价格指数" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '指数B1' })).toBeTruthy();
    await waitFor(() => expect(getLatestValues).toHaveBeenCalledWith({ familyCode: 'SXCCP' }));
  });
});
