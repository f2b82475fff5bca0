import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { ApiError } from '../../../lib/http/errors.ts';
import { submitPriceReport } from '../api/priceReportApi.ts';
import { PriceReportForm } from './PriceReportForm.tsx';

vi.mock('../api/priceReportApi.ts', () => ({ submitPriceReport: vi.fn(), priceReportKeys: { all: ['priceReport'] } }));
vi.mock('../../prices/hooks/useProductOptions.ts', () => ({
  useProductOptions: () => ({
    options: [{ label: '中国煤炭价格指数', options: [{ value: 'CCP-TC5500', label: '动力煤5500（CCP-TC5500）' }] }],
    products: [],
    productOf: () => ({ unitName: '元/吨' }),
    frequencyOf: () => 'daily',
    loading: false,
  }),
}));

async function fill() {
  fireEvent.mouseDown(screen.getByLabelText('指数产品'));
  fireEvent.click(await screen.findByTitle('动力煤5500（CCP-TC5500）'));
  fireEvent.change(screen.getByLabelText('价格（元/吨）'), { target: { value: '760' } });
  fireEvent.change(screen.getByLabelText('数量（吨）'), { target: { value: '5000' } });
  fireEvent.click(screen.getByRole('button', { name: /提交报价/ }));
}

beforeEach(() => {
  vi.mocked(submitPriceReport).mockReset();
});

describe('PriceReportForm', () => {
  it('shows the server’s refusal of a member not linked to a contributor in the form', async () => {
    vi.mocked(submitPriceReport).mockImplementation(() => Promise.reject(new ApiError('您的账号未关联有效的报价机构，不能填报价格', 1108)));
    renderWithProviders(<PriceReportForm />);
    await fill();
    await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toContain('您的账号未关联有效的报价机构，不能填报价格'));
  });

  it('sends a deal for the chosen index and day', async () => {
    vi.mocked(submitPriceReport).mockResolvedValue({ id: 5 });
    renderWithProviders(<PriceReportForm />);
    await fill();
    await waitFor(() => expect(submitPriceReport).toHaveBeenCalled());
    expect(vi.mocked(submitPriceReport).mock.calls[0]?.[0]).toMatchObject({ productCode: 'CCP-TC5500', kind: 'deal', price: 760, volume: 5000 });
    expect(vi.mocked(submitPriceReport).mock.calls[0]?.[0].period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
