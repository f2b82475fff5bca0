import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DayBiddingSession } from '@coal/contracts';
import { renderInRouter } from '../../../app/test-utils.tsx';
import { changeBiddingStatus, listBiddingSessions } from '../api/dayBiddingAdminApi.ts';
import { BiddingSessionTab } from './BiddingSessionTab.tsx';

vi.mock('../api/dayBiddingAdminApi.ts', () => ({
  listBiddingSessions: vi.fn(),
  saveBiddingSession: vi.fn(),
  changeBiddingStatus: vi.fn(),
  deleteBiddingSession: vi.fn(),
}));

/** The machine running the tests may be loaded: antd forms validate asynchronously. */
const SLOW = { timeout: 8000 };
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
  clearingPrice: null,
  tradedQuantity: null,
  sessionDate: '2026-11-20',
  startAt: '2026-11-20T02:00:00.000Z',
  endAt: '2026-11-20T02:30:00.000Z',
  status: 'closed',
  statusName: '已结束',
  demo: false,
  ...over,
});

beforeEach(() => {
  vi.mocked(listBiddingSessions).mockReset();
  vi.mocked(changeBiddingStatus).mockReset();
  vi.mocked(changeBiddingStatus).mockImplementation((input) => Promise.resolve(session({ id: Number(input.id), status: input.status })));
  vi.mocked(listBiddingSessions).mockResolvedValue({
    list: [session({}), session({ id: 2, sessionNo: 'JJ2026112402', productName: '准一级冶金焦', status: 'upcoming', statusName: '待开始', demo: true })],
    total: 2,
    currentPage: 1,
    pageSize: 10,
  });
});

async function openMoves(sessionNo: string) {
  fireEvent.click(await screen.findByRole('button', { name: `变更状态 ${sessionNo}` }, SLOW));
}

describe('BiddingSessionTab', { timeout: 60_000 }, () => {
  it('lists the sessions with their status and source', async () => {
    renderInRouter(<BiddingSessionTab />);
    const table = await screen.findByRole('table', {}, SLOW);
    await waitFor(() => expect(within(table).getByText('JJ2026112402')).toBeTruthy(), SLOW);
    expect(within(table).getByText('已结束')).toBeTruthy();
    expect(within(table).getByText('待开始')).toBeTruthy();
    expect(within(table).getByText('演示数据')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(listBiddingSessions).toHaveBeenCalledWith({ currentPage: 1, pageSize: 10 });
  });

  it('filters by status', async () => {
    renderInRouter(<BiddingSessionTab />);
    await screen.findByText('JJ2026112402', {}, SLOW);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '竞价状态' }));
    fireEvent.click(await screen.findByTitle('流拍', {}, SLOW));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listBiddingSessions).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'unsold', currentPage: 1 })), SLOW);
  });

  it('offers the moves of each status; starting a session asks for confirmation', async () => {
    renderInRouter(<BiddingSessionTab />);
    await openMoves('JJ2026112402');
    expect(await screen.findByText('开始竞价', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('录入成交结果')).toBeNull();
    fireEvent.click(screen.getByText('开始竞价'));
    expect((await screen.findAllByText('开始竞价：JJ2026112402', {}, SLOW)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(changeBiddingStatus).toHaveBeenCalledWith({ id: 2, status: 'bidding' }), SLOW);
  });

  it('records a result: refuses a price below the starting price, then sends price and quantity', async () => {
    renderInRouter(<BiddingSessionTab />);
    await openMoves('JJ2026112001');
    fireEvent.click(await screen.findByText('录入成交结果', {}, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.change(within(dialog).getByLabelText('成交价（元/吨）'), { target: { value: '1500' } });
    fireEvent.change(within(dialog).getByLabelText('成交量（吨）'), { target: { value: '4000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('成交价不能低于起拍价', {}, SLOW)).toBeTruthy();
    expect(changeBiddingStatus).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('成交价（元/吨）'), { target: { value: '1605' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(changeBiddingStatus).toHaveBeenCalledWith({ id: 1, status: 'cleared', clearingPrice: 1605, tradedQuantity: 4000 }), SLOW);
  });
});
