import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BasisQuoteAdmin } from '@coal/contracts';
import { renderInRouter } from '../../../app/test-utils.tsx';
import { deleteBasisQuote, listBasisQuotes } from '../api/basisAdminApi.ts';
import { BasisQuoteTab } from './BasisQuoteTab.tsx';

vi.mock('../api/basisAdminApi.ts', () => ({ listBasisQuotes: vi.fn(), saveBasisQuote: vi.fn(), deleteBasisQuote: vi.fn() }));

const row = (over: Partial<BasisQuoteAdmin>): BasisQuoteAdmin => ({
  tradeDate: '2026-11-20',
  variety: 'J',
  varietyName: '焦炭',
  contract: 'J2705',
  spotName: '日照港准一级冶金焦平仓价',
  spotPrice: 2064,
  futuresPrice: 1986.5,
  basis: 77.5,
  basisRate: 3.9,
  demo: false,
  ...over,
});

/** The machine running the tests may be loaded: antd forms validate asynchronously. */
const SLOW = { timeout: 8000 };

beforeEach(() => {
  vi.mocked(listBasisQuotes).mockReset();
  vi.mocked(deleteBasisQuote).mockReset();
  vi.mocked(deleteBasisQuote).mockResolvedValue(undefined);
  vi.mocked(listBasisQuotes).mockResolvedValue({
    list: [
      row({}),
      row({ tradeDate: '2026-11-19', variety: 'JM', varietyName: '焦煤', contract: 'JM2705', spotPrice: 1650, futuresPrice: 1540.5, basis: 109.5, demo: true }),
    ],
    total: 2,
    currentPage: 1,
    pageSize: 10,
  });
});

describe('BasisQuoteTab', { timeout: 60_000 }, () => {
  it('lists the quotes with contract, prices, basis and source', async () => {
    renderInRouter(<BasisQuoteTab />);
    const table = await screen.findByRole('table', {}, SLOW);
    await waitFor(() => expect(within(table).getByText('JM2705')).toBeTruthy(), SLOW);
    expect(within(table).getByText('J2705')).toBeTruthy();
    expect(within(table).getByText('1,986.5')).toBeTruthy();
    expect(within(table).getByText('人工录入')).toBeTruthy();
    expect(within(table).getByText('演示数据')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(listBasisQuotes).toHaveBeenCalledWith({ currentPage: 1, pageSize: 10 });
  });

  it('shows the cents of typed prices instead of rounding them away', async () => {
    vi.mocked(listBasisQuotes).mockResolvedValue({
      list: [row({ spotPrice: 2345.67, futuresPrice: 2200.25, basis: 145.42, basisRate: 6.61 })],
      total: 1,
      currentPage: 1,
      pageSize: 10,
    });
    renderInRouter(<BasisQuoteTab />);
    const table = await screen.findByRole('table', {}, SLOW);
    await waitFor(() => expect(within(table).getByText('2,345.67')).toBeTruthy(), SLOW);
    expect(within(table).getByText('2,200.25')).toBeTruthy();
    expect(within(table).getByText('+145.42')).toBeTruthy();
  });

  it('filters by variety and contract', async () => {
    renderInRouter(<BasisQuoteTab />);
    await screen.findByText('J2705', {}, SLOW);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '品种' }));
    fireEvent.click(await screen.findByTitle('焦煤', {}, SLOW));
    fireEvent.change(screen.getByLabelText('合约'), { target: { value: ' jm2705 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listBasisQuotes).toHaveBeenLastCalledWith({ variety: 'JM', contract: 'JM2705', currentPage: 1, pageSize: 10 }), SLOW);
  });

  it('deletes a quote after confirmation', async () => {
    renderInRouter(<BasisQuoteTab />);
    await screen.findByText('J2705', {}, SLOW);
    fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ })[0]!);
    expect(await screen.findByText('删除 2026-11-20 焦炭的基差数据？', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(deleteBasisQuote).toHaveBeenCalledWith('2026-11-20', 'J'), SLOW);
  });
});
