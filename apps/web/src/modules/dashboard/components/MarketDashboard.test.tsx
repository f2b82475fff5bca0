import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DayBiddingSession } from '@coal/contracts';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { useSessionStore } from '../../../stores/session.ts';
import { getBasisTrend } from '../../basis/api/basisApi.ts';
import { getDayBiddingList } from '../../day-bidding/api/dayBiddingApi.ts';
import { getMarketTrendCharts } from '../../market-charts/api/marketChartsApi.ts';
import { getLatestValues, getPriceNotices, getReleaseDates } from '../../prices/api/pricesApi.ts';
import { latest } from '../../prices/testFixtures.ts';
import { DASHBOARD_REFRESH_MS } from '../hooks/useLastUpdated.ts';
import { MarketDashboard } from './MarketDashboard.tsx';

vi.mock('../../prices/api/pricesApi.ts', () => ({ getLatestValues: vi.fn(), getPriceNotices: vi.fn(), getReleaseDates: vi.fn() }));
vi.mock('../../market-charts/api/marketChartsApi.ts', () => ({ getMarketTrendCharts: vi.fn() }));
vi.mock('../../basis/api/basisApi.ts', () => ({ getBasisTrend: vi.fn() }));
vi.mock('../../day-bidding/api/dayBiddingApi.ts', () => ({ getDayBiddingList: vi.fn() }));
vi.mock('../../../ui/charts/EChart.tsx', () => ({ EChart: () => null }));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T09:00:00+08:00'), shouldAdvanceTime: true });
  useSessionStore.setState({ loginStatus: false, dayBidding: false, userLoaded: true });
  vi.mocked(getLatestValues).mockResolvedValue({ asOf: '2026-11-20', list: [latest('A1', 940, 5, 0.53)] });
  vi.mocked(getPriceNotices).mockResolvedValue({ list: [], total: 0, currentPage: 1, pageSize: 10 });
  vi.mocked(getReleaseDates).mockResolvedValue({ latestDate: '2026-11-20', families: [], calendar: [] });
  vi.mocked(getMarketTrendCharts).mockResolvedValue({ list: [], total: 0, currentPage: 1, pageSize: 10 });
  vi.mocked(getBasisTrend).mockResolvedValue({ demo: false, list: [], latest: [] });
  vi.mocked(getDayBiddingList).mockReset();
});
afterEach(() => vi.useRealTimers());

describe('MarketDashboard', () => {
  it('shows the latest indexes and refreshes every minute with a visible update time', async () => {
    renderWithProviders(<MarketDashboard />);
    expect(await screen.findByText('指数A1')).toBeTruthy();
    expect(screen.getByLabelText('最后更新时间').textContent).toMatch(/^09:00:0\d$/);
    expect(getLatestValues).toHaveBeenCalledTimes(1);
    vi.mocked(getLatestValues).mockResolvedValue({ asOf: '2026-11-20', list: [latest('A1', 951, 11, 1.17)] });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS);
    });
    expect(getLatestValues).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('951')).toBeTruthy();
    expect(screen.getByLabelText('最后更新时间').textContent).toMatch(/^09:01:0\d$/);
  });

  it("shows China's date and time on its clock, whatever the screen's zone", async () => {
    renderWithProviders(<MarketDashboard />);
    expect(await screen.findByText('指数A1')).toBeTruthy();
    // 09:00 in Beijing is 20:00 the day before in the tests' zone (New York).
    expect(screen.getByLabelText('当前时间').textContent).toMatch(/^2026年11月20日 \S+ 09:00:0\d$/);
  });

  it('keeps the bidding sessions for bidders', async () => {
    renderWithProviders(<MarketDashboard />);
    expect(await screen.findByText(/竞价动态仅对开通/)).toBeTruthy();
    expect(getDayBiddingList).not.toHaveBeenCalled();
  });

  it("shows a bidder today's sessions, or the latest ones on a day without any", async () => {
    vi.setSystemTime(new Date('2026-11-20T04:00:00Z')); // noon in Beijing, whatever the machine's zone
    useSessionStore.setState({ loginStatus: true, dayBidding: true, userLoaded: true });
    const page = (list: DayBiddingSession[]) => ({ list, total: list.length, currentPage: 1, pageSize: 10 });
    vi.mocked(getDayBiddingList).mockImplementation((p) =>
      Promise.resolve(
        p.date
          ? page([])
          : page([
              {
                id: 1,
                productName: '山西肥煤',
                status: 'upcoming',
                startAt: '2026-11-23T02:00:00Z',
                startingPrice: 1480,
                clearingPrice: null,
                demo: false,
              } as DayBiddingSession,
            ]),
      ),
    );
    renderWithProviders(<MarketDashboard />);
    expect(await screen.findByText('山西肥煤')).toBeTruthy();
    expect(screen.getByText('每日竞价 · 最近场次')).toBeTruthy();
    expect(vi.mocked(getDayBiddingList).mock.calls.map(([p]) => p.date)).toEqual(['2026-11-20', undefined]);
  });
});
