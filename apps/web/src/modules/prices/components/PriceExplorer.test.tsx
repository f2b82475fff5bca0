import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IndexSeries } from '@coal/contracts';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { setConfigForTests } from '../../../lib/runtime-config.ts';
import { getFamilies, getIndexSeries, getLatestValues, getPriceNotices } from '../api/pricesApi.ts';
import { changes, family, latest, product, series } from '../testFixtures.ts';
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
  vi.mocked(getIndexSeries).mockImplementation(({ codes, from = '', to = '', changes: withChanges }) =>
    Promise.resolve({ from, to, series: codes.map((code) => seriesAnswer(code, from, to, withChanges)) }),
  );
  vi.mocked(getPriceNotices).mockResolvedValue({ list: [], total: 0, currentPage: 1, pageSize: 10 });
});

/**
 * Twelve daily values, 2026-11-01 (900) … 2026-11-12 (911), those in [from, to]; with changes
 * (the history's call), each point's change is its value less 900, its % a tenth of that.
 */
function seriesAnswer(code: string, from: string, to: string, withChanges = false): IndexSeries {
  const days = Array.from({ length: 12 }, (_, i) => ({ period: `2026-11-${String(i + 1).padStart(2, '0')}`, value: 900 + i }));
  const points = days
    .filter((p) => p.period >= from && p.period <= to)
    .map((p) => (withChanges ? { ...p, changes: changes(p.value - 900, (p.value - 900) / 10) } : p));
  return { ...series(code, []), points };
}

const seriesCalls = () => vi.mocked(getIndexSeries).mock.calls.map(([params]) => params);
/** The chart's calls: values only. */
const chartCalls = () => seriesCalls().filter((params) => !params.changes);
const lastChartCall = () => chartCalls().at(-1)!;
/** The history table's calls: the changes of its shown page. */
const historyCalls = () => seriesCalls().filter((params) => params.changes);

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
    expect(lastChartCall()).toEqual({ codes: ['A1'], from: '2026-08-21', to: '2026-11-20' });
    fireEvent.click(screen.getByText('近1年'));
    await waitFor(() => expect(lastChartCall().from).toBe('2025-11-21'));
    fireEvent.click(screen.getByText('近1月'));
    await waitFor(() => expect(lastChartCall()).toMatchObject({ from: '2026-10-21', to: '2026-11-20' }));
    fireEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(lastChartCall().from).toBe('2023-01-03'));
    // Whatever the range, the changes asked are those of the ten rows shown (the same ten here: one window).
    expect(new Set(historyCalls().map((params) => `${params.from}…${params.to}`))).toEqual(new Set(['2026-11-03…2026-11-12']));
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
    for (const params of chartCalls()) expect(params).toMatchObject({ from: '2026-08-21', to: '2026-11-20' });
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
    await waitFor(() => expect(lastChartCall()).toEqual({ codes: ['A5'], from: '2025-10-01', to: '2025-12-31' }));
    expect(vi.mocked(getIndexSeries).mock.calls[0]![0]).toEqual({ codes: ['A5'] });
    expect(await screen.findByText('2025-12-31')).toBeTruthy();
  });

  it('compares at most four indexes on one chart', async () => {
    await renderPage();
    const picker = screen.getByRole('combobox', { name: '对比指数' });
    act(() => void fireEvent.mouseDown(picker));
    const option = (name: string) => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === name)!;
    await waitFor(() => expect(option('指数A2')).toBeTruthy());
    for (const name of ['指数A2', '指数A3', '指数B1', '指数A4']) fireEvent.click(option(name));
    await waitFor(() => expect(lastChartCall().codes).toEqual(['A1', 'A2', 'A3', 'B1']));
    // Compared indexes never show changes: the history still asks them of the main index only.
    for (const params of historyCalls()) expect(params.codes).toEqual(['A1']);
    expect(option('指数A4').getAttribute('aria-disabled')).toBe('true');
    expect(await screen.findByRole('img', { name: '指数A1、指数A2、指数A3、指数B1走势图' })).toBeTruthy();
  });

  it('shows the history newest first with the shared pager, the changes asked for the shown page only', async () => {
    await renderPage();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(11));
    const first = within(table).getAllByRole('row')[1]!;
    await waitFor(() => expect(first.textContent).toContain('+1.10%'));
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-11-12', '911', '+11', '+1.10%', '+1.10%', '+1.10%', '+1.10%']);
    expect(screen.getByText('共 12 条')).toBeTruthy();
    // The chart asked values only; the history the changes of its ten rows, newest first.
    expect(chartCalls()).toEqual([{ codes: ['A1'], from: '2026-08-21', to: '2026-11-20' }]);
    expect(historyCalls()).toEqual([{ codes: ['A1'], from: '2026-11-03', to: '2026-11-12', changes: true }]);

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(historyCalls().at(-1)).toEqual({ codes: ['A1'], from: '2026-11-01', to: '2026-11-02', changes: true }));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(3));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain('+0.10%'));
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('2026-11-02');
    expect(chartCalls()).toHaveLength(1);
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

  it('writes every value of one index with its decimals: headline, list, history and changes', async () => {
    vi.mocked(getFamilies).mockResolvedValue([family('PX', '精度', [product('D2', { decimals: 2 })])]);
    vi.mocked(getLatestValues).mockResolvedValue({ asOf: '2026-11-12', list: [latest('D2', 133.03, 1.03, 0.78, { decimals: 2, period: '2026-11-12' })] });
    const values = [
      { period: '2026-11-10', value: 133, change: 0 },
      { period: '2026-11-11', value: 132, change: -1 },
      { period: '2026-11-12', value: 133.03, change: 1.03 },
    ];
    vi.mocked(getIndexSeries).mockImplementation(({ codes, from = '', to = '', changes: withChanges }) =>
      Promise.resolve({
        from,
        to,
        series: codes.map((code) => ({
          ...series(code, [], { decimals: 2 }),
          points: values.map(({ period, value, change }) => (withChanges ? { period, value, changes: changes(change, change) } : { period, value })),
        })),
      }),
    );
    renderWithProviders(
      <MemoryRouter initialEntries={['/portal/Price']}>
        <PriceExplorer title="价格指数" />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: '指数D2' });
    await waitFor(() => expect(screen.getByLabelText('最新值').textContent).toBe('133.03元/吨'));
    expect(screen.getByText('数据截至 2026-11-12')).toBeTruthy();
    expect(document.querySelector('.coal-index-nav__value')!.textContent).toBe('133.03');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(4));
    await waitFor(() => expect(within(table).getAllByRole('row')[2]!.textContent).toContain('-1.00%'));
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells.map((c) => c.slice(0, 3))).toEqual([
      ['2026-11-12', '133.03', '+1.03'],
      ['2026-11-11', '132.00', '-1.00'],
      ['2026-11-10', '133.00', '0.00'],
    ]);
  });
});
