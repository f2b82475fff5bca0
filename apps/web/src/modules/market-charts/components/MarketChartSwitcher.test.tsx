import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketTrendChart } from '@coal/contracts';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { series } from '../../prices/testFixtures.ts';
import { getMarketTrendCharts } from '../api/marketChartsApi.ts';
import { MarketChartSwitcher } from './MarketChartSwitcher.tsx';

vi.mock('../api/marketChartsApi.ts', () => ({ getMarketTrendCharts: vi.fn() }));

const chart = (id: number, title: string, code: string): MarketTrendChart => ({
  id,
  title,
  subtitle: '',
  chartType: 'line',
  placements: ['price'],
  rangePreset: '1Y',
  sortOrder: id,
  from: '2026-10-01',
  to: '2026-10-03',
  series: [
    series(code, [
      ['2026-10-01', 700 + id],
      ['2026-10-03', 710 + id],
    ]),
  ],
});
const CHARTS = [chart(11, '动力煤价格走势', 'A1'), chart(12, '炼焦煤价格走势', 'B1'), chart(13, '焦炭价格走势', 'C1')];

beforeEach(() => {
  vi.clearAllMocks();
  // As the server answers `seriesOf`: the asked chart (or the first) with its data, the others without.
  vi.mocked(getMarketTrendCharts).mockImplementation(async ({ seriesOf }) => {
    const only = seriesOf === 'first' ? CHARTS[0]!.id : Number(seriesOf);
    return { list: CHARTS.map((c) => (c.id === only ? c : { ...c, series: [] })), total: CHARTS.length, currentPage: 1, pageSize: 10 };
  });
});

describe('MarketChartSwitcher', () => {
  it('downloads only the chart it shows: the first, then the one chosen', async () => {
    renderWithProviders(<MarketChartSwitcher placement="price" />, createQueryClient());
    await waitFor(() => expect(screen.getByRole('figure').textContent).toContain('动力煤价格走势'));
    expect(vi.mocked(getMarketTrendCharts).mock.calls).toEqual([[{ placement: 'price', currentPage: 1, pageSize: 10, seriesOf: 'first' }]]);
    // Every chart is offered by its title.
    const picker = screen.getByRole('radiogroup', { name: '行情图表' });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(CHARTS.map((c) => c.title));

    fireEvent.click(within(picker).getByRole('radio', { name: '焦炭价格走势' }));
    expect(within(picker).getByRole('radio', { name: '焦炭价格走势' }).getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(screen.getByRole('figure').textContent).toContain('焦炭价格走势'));
    expect(vi.mocked(getMarketTrendCharts).mock.calls.at(-1)).toEqual([{ placement: 'price', currentPage: 1, pageSize: 10, seriesOf: 13 }]);
    expect(getMarketTrendCharts).toHaveBeenCalledTimes(2);
  });
});
