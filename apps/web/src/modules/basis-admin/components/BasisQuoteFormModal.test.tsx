import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BasisQuoteAdmin, dominantContract } from '@coal/contracts';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { saveBasisQuote } from '../api/basisAdminApi.ts';
import { BasisQuoteFormModal } from './BasisQuoteFormModal.tsx';

vi.mock('../api/basisAdminApi.ts', () => ({ saveBasisQuote: vi.fn(), listBasisQuotes: vi.fn(), deleteBasisQuote: vi.fn() }));

const OK = { name: /确\s*定/ };
const quote: BasisQuoteAdmin = {
  tradeDate: '2026-11-20',
  variety: 'JM',
  varietyName: '焦煤',
  contract: 'JM2705',
  spotName: '山西低硫主焦煤（折仓单价）',
  spotPrice: 1650,
  futuresPrice: 1540.5,
  basis: 109.5,
  basisRate: 7.11,
  demo: true,
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The machine running the tests may be loaded: antd forms validate asynchronously. */
const SLOW = { timeout: 8000 };

beforeEach(() => {
  // 2026-11-21 01:30 in Beijing, still the 20th in the tests' browser zone: the trade day is China's.
  vi.useFakeTimers({ now: new Date('2026-11-20T17:30:00Z'), toFake: ['Date'] });
  vi.mocked(saveBasisQuote).mockReset();
  vi.mocked(saveBasisQuote).mockResolvedValue(undefined);
});
afterEach(() => vi.useRealTimers());

describe('BasisQuoteFormModal', { timeout: 60_000 }, () => {
  it('refuses a quote without prices, with the field messages, and sends nothing', async () => {
    renderWithProviders(<BasisQuoteFormModal quote={null} open onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', OK));
    expect(await screen.findByText('请输入现货价', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('请输入期货价')).toBeTruthy();
    expect(saveBasisQuote).not.toHaveBeenCalled();
  });

  it('shows the server rule that the contract must be of the variety, at the field', async () => {
    renderWithProviders(<BasisQuoteFormModal quote={null} open onClose={vi.fn()} />);
    type('期货合约', 'JM2705');
    type('现货价（元/吨）', '2100');
    type('期货结算价（元/吨）', '1990.5');
    fireEvent.click(screen.getByRole('button', OK));
    expect(await screen.findByText('合约代码与品种不一致', {}, SLOW)).toBeTruthy();
    expect(saveBasisQuote).not.toHaveBeenCalled();
  });

  it('adds today’s (China) coke quote with the default spot name, no contract (the dominant one) and no basis', async () => {
    const onClose = vi.fn();
    renderWithProviders(<BasisQuoteFormModal quote={null} open onClose={onClose} />);
    const today = '2026-11-21';
    expect((screen.getByLabelText('交易日期') as HTMLInputElement).value).toBe(today);
    await waitFor(() => expect(screen.getByLabelText('期货合约').getAttribute('placeholder')).toBe(dominantContract('J', today)), SLOW);
    type('现货价（元/吨）', '2100');
    type('期货结算价（元/吨）', '1990.5');
    await waitFor(() => expect(screen.getByLabelText('基差预览').textContent).toBe('109.50 元/吨'), SLOW);
    fireEvent.click(screen.getByRole('button', OK));
    await waitFor(() => expect(saveBasisQuote).toHaveBeenCalledTimes(1), SLOW);
    expect(vi.mocked(saveBasisQuote).mock.calls[0]).toEqual([
      { tradeDate: today, variety: 'J', spotName: '日照港准一级冶金焦平仓价', spotPrice: 2100, futuresPrice: 1990.5 },
      'add',
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
  });

  it('corrects an existing quote: date and variety fixed, sent as an update', async () => {
    renderWithProviders(<BasisQuoteFormModal quote={quote} open onClose={vi.fn()} />);
    expect(screen.getByText('修改基差：焦煤 2026-11-20')).toBeTruthy();
    expect((screen.getByLabelText('交易日期') as HTMLInputElement).disabled).toBe(true);
    type('期货合约', ' jm2709 ');
    type('期货结算价（元/吨）', '1600');
    fireEvent.click(screen.getByRole('button', OK));
    await waitFor(() => expect(saveBasisQuote).toHaveBeenCalledTimes(1), SLOW);
    expect(vi.mocked(saveBasisQuote).mock.calls[0]).toEqual([
      { tradeDate: '2026-11-20', variety: 'JM', contract: 'JM2709', spotName: '山西低硫主焦煤（折仓单价）', spotPrice: 1650, futuresPrice: 1600 },
      'update',
    ]);
  });
});
