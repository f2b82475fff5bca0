import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type DayBiddingSession, PRICE_MESSAGES } from '@coal/contracts';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { ApiError } from '../../../lib/http/index.ts';
import { DayBiddingPage } from '../../../pages/portal/DayBiddingPage.tsx';
import { TOURIST_USER, useSessionStore } from '../../../stores/session.ts';
import { useAuthDialogs } from '../../auth/components/authDialogStore.ts';
import { getDayBiddingList } from '../api/dayBiddingApi.ts';

vi.mock('../api/dayBiddingApi.ts', () => ({ getDayBiddingList: vi.fn() }));

const session = (over: Partial<DayBiddingSession>): DayBiddingSession => ({
  id: 1,
  sessionNo: 'JJ2026112001',
  productName: '山西低硫主焦煤',
  category: '炼焦煤',
  specification: 'A≤10% S≤0.6%',
  origin: '山西吕梁柳林',
  deliveryTerms: '车板交货',
  quantity: 5000,
  startingPrice: 1580,
  clearingPrice: 1605,
  tradedQuantity: 5000,
  sessionDate: '2026-11-20',
  startAt: '2026-11-20T02:00:00.000Z',
  endAt: '2026-11-20T02:30:00.000Z',
  status: 'cleared',
  statusName: '已成交',
  demo: true,
  ...over,
});

function visitor(state: { loginStatus: boolean; dayBidding: boolean }) {
  useSessionStore.setState({ ...state, userLoaded: true, userInfo: state.loginStatus ? { ...TOURIST_USER, loginId: 'm1', userId: '9' } : TOURIST_USER });
}

beforeEach(() => {
  vi.mocked(getDayBiddingList).mockReset();
  useAuthDialogs.setState({ loginOpen: false });
});

describe('DayBiddingPage', () => {
  it('asks a tourist to log in, with a button that opens the login dialog, and loads nothing', () => {
    visitor({ loginStatus: false, dayBidding: false });
    renderWithProviders(<DayBiddingPage />);
    expect(screen.getByText(PRICE_MESSAGES.dayBiddingLogin)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(useAuthDialogs.getState().loginOpen).toBe(true);
    expect(getDayBiddingList).not.toHaveBeenCalled();
  });

  it('tells a member without the gateway that 每日竞价 permission is required', () => {
    visitor({ loginStatus: true, dayBidding: false });
    renderWithProviders(<DayBiddingPage />);
    expect(screen.getByText('需要“每日竞价”权限')).toBeTruthy();
    expect(screen.getByText(PRICE_MESSAGES.dayBiddingForbidden)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /登\s*录/ })).toBeNull();
    expect(getDayBiddingList).not.toHaveBeenCalled();
  });

  it('shows a bidder the sessions with prices, status and the demo label', async () => {
    visitor({ loginStatus: true, dayBidding: true });
    vi.mocked(getDayBiddingList).mockResolvedValue({
      list: [
        session({}),
        session({
          id: 2,
          sessionNo: 'JJ2026112002',
          productName: '准一级冶金焦',
          clearingPrice: null,
          tradedQuantity: null,
          status: 'upcoming',
          statusName: '待开始',
        }),
      ],
      total: 2,
      currentPage: 1,
      pageSize: 10,
    });
    renderWithProviders(<DayBiddingPage />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('JJ2026112002')).toBeTruthy());
    expect(within(table).getByText('1,605')).toBeTruthy();
    expect(within(table).getByText('待开始')).toBeTruthy();
    expect(screen.getByText('演示数据')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(getDayBiddingList).toHaveBeenCalledWith(expect.objectContaining({ currentPage: 1, pageSize: 10 }));
  });

  it('filters by status and shows a refusal from the server in the page', async () => {
    visitor({ loginStatus: true, dayBidding: true });
    vi.mocked(getDayBiddingList).mockResolvedValueOnce({ list: [session({})], total: 1, currentPage: 1, pageSize: 10 });
    vi.mocked(getDayBiddingList).mockRejectedValueOnce(new ApiError(PRICE_MESSAGES.dayBiddingForbidden, 403));
    renderWithProviders(<DayBiddingPage />);
    await screen.findByText('JJ2026112001');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '竞价状态' }));
    fireEvent.click(await screen.findByTitle('竞价中'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(getDayBiddingList).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'bidding', currentPage: 1 })));
    expect(await screen.findByText(PRICE_MESSAGES.dayBiddingForbidden)).toBeTruthy();
  });
});
