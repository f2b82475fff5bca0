import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DayBiddingSession } from '@coal/contracts';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { saveBiddingSession } from '../api/dayBiddingAdminApi.ts';
import { BiddingSessionFormModal } from './BiddingSessionFormModal.tsx';

vi.mock('../api/dayBiddingAdminApi.ts', () => ({
  saveBiddingSession: vi.fn(),
  listBiddingSessions: vi.fn(),
  changeBiddingStatus: vi.fn(),
  deleteBiddingSession: vi.fn(),
}));

const OK = { name: /确\s*定/ };
/** The machine running the tests may be loaded: antd forms validate asynchronously. */
const SLOW = { timeout: 8000 };
const session: DayBiddingSession = {
  id: 7,
  sessionNo: 'JJ2026112001',
  productName: '山西低硫主焦煤',
  category: '炼焦煤',
  specification: 'A≤10% S≤0.6%',
  origin: '山西吕梁柳林',
  deliveryTerms: '车板交货（FOR）·柳林站',
  quantity: 6000,
  startingPrice: 1570,
  clearingPrice: null,
  tradedQuantity: null,
  sessionDate: '2026-11-20',
  startAt: '2026-11-20T02:00:00.000Z',
  endAt: '2026-11-20T02:30:00.000Z',
  status: 'upcoming',
  statusName: '待开始',
  demo: false,
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  // 2026-11-21 01:30 in Beijing, still the 20th in the tests' browser zone: the form works on China's days and hours.
  vi.useFakeTimers({ now: new Date('2026-11-20T17:30:00Z'), toFake: ['Date'] });
  vi.mocked(saveBiddingSession).mockReset();
  vi.mocked(saveBiddingSession).mockImplementation((input) => Promise.resolve({ ...session, sessionNo: input.sessionNo ?? 'JJ2026112404' }));
});
afterEach(() => vi.useRealTimers());

describe('BiddingSessionFormModal', { timeout: 60_000 }, () => {
  it('refuses an empty lot with the field messages and sends nothing', async () => {
    renderWithProviders(<BiddingSessionFormModal session={null} open onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', OK));
    expect(await screen.findByText('请输入品名', {}, SLOW)).toBeTruthy();
    for (const m of ['请输入产地', '请输入质量指标', '请输入交收方式', '请输入挂牌量', '请输入起拍价']) expect(screen.getByText(m)).toBeTruthy();
    expect(saveBiddingSession).not.toHaveBeenCalled();
  });

  it('creates a session for tomorrow (China) 10:00–10:30 China time with the typed lot, numbered by the server', async () => {
    const onClose = vi.fn();
    renderWithProviders(<BiddingSessionFormModal session={null} open onClose={onClose} />);
    expect((screen.getByLabelText('开始时间') as HTMLInputElement).value).toBe('2026-11-22 10:00');
    type('品名', '  山西肥煤 ');
    type('产地', '山西临汾');
    type('质量指标', 'A≤10.5% S≤1.5%');
    type('交收方式', '坑口自提');
    type('挂牌量（吨）', '3000');
    type('起拍价（元/吨）', '1480.5');
    fireEvent.click(screen.getByRole('button', OK));
    await waitFor(() => expect(saveBiddingSession).toHaveBeenCalledTimes(1), SLOW);
    expect(vi.mocked(saveBiddingSession).mock.calls[0]![0]).toEqual({
      productName: '山西肥煤',
      category: '炼焦煤',
      specification: 'A≤10.5% S≤1.5%',
      origin: '山西临汾',
      deliveryTerms: '坑口自提',
      quantity: 3000,
      startingPrice: 1480.5,
      startAt: '2026-11-22 10:00',
      endAt: '2026-11-22 10:30',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(await screen.findByText('保存成功，场次编号 JJ2026112404', {}, SLOW)).toBeTruthy();
  });

  it('shows the server rule “end after start” at the end time, and sends an edit with its id and China times', async () => {
    const { unmount } = renderWithProviders(<BiddingSessionFormModal session={{ ...session, endAt: '2026-11-20T01:30:00.000Z' }} open onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', OK));
    expect(await screen.findByText('结束时间必须晚于开始时间', {}, SLOW)).toBeTruthy();
    expect(saveBiddingSession).not.toHaveBeenCalled();
    unmount();

    renderWithProviders(<BiddingSessionFormModal session={session} open onClose={vi.fn()} />);
    expect(screen.getByText('编辑竞价场次：JJ2026112001')).toBeTruthy();
    expect((screen.getByLabelText('开始时间') as HTMLInputElement).value).toBe('2026-11-20 10:00');
    type('起拍价（元/吨）', '1590');
    fireEvent.click(screen.getByRole('button', OK));
    await waitFor(() => expect(saveBiddingSession).toHaveBeenCalledTimes(1), SLOW);
    expect(vi.mocked(saveBiddingSession).mock.calls[0]![0]).toMatchObject({
      id: 7,
      sessionNo: 'JJ2026112001',
      startingPrice: 1590,
      startAt: '2026-11-20 10:00',
      endAt: '2026-11-20 10:30',
    });
  });
});
