import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Computation } from '@coal/contracts';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { ApiError } from '../../../lib/http/errors.ts';
import { submitAssessment } from '../api/assessmentApi.ts';
import { ProposalForm } from './ProposalForm.tsx';

vi.mock('../api/assessmentApi.ts', () => ({ submitAssessment: vi.fn() }));

const computation = (over: Partial<Computation> = {}): Computation => ({
  productCode: 'CCP-TC5500',
  period: '2026-11-20',
  value: 760,
  methodologyVersion: 2,
  dealCount: 5,
  contributorCount: 4,
  sufficient: true,
  basis: 'deals',
  notes: [],
  inputs: [],
  last: { period: '2026-11-19', value: 757 },
  ...over,
});

const render = (c = computation(), onSubmitted = vi.fn()) => {
  renderWithProviders(<ProposalForm computation={c} precision={{ decimals: 0, unit: 'CNY/t' }} unitName="元/吨" onSubmitted={onSubmitted} />);
  return onSubmitted;
};
const submitButton = () => screen.getByRole('button', { name: /提交审批/ });

beforeEach(() => {
  vi.mocked(submitAssessment).mockReset();
});

describe('ProposalForm', () => {
  it('submits the computed value without a reason', async () => {
    vi.mocked(submitAssessment).mockResolvedValue({ id: 7, status: 'pending' });
    const onSubmitted = render();
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(7));
    expect(submitAssessment).toHaveBeenCalledWith(
      { productCode: 'CCP-TC5500', period: '2026-11-20', value: undefined, reason: undefined, carryForward: false, confirmed: false },
      expect.any(String),
    );
  });

  it('asks for a reason when the value differs from the computed one, and highlights a big move', async () => {
    render();
    fireEvent.click(screen.getByLabelText('评估判断（修改值）'));
    const value = await screen.findByLabelText(/评估值/);
    fireEvent.change(value, { target: { value: '7600' } });
    expect((await screen.findAllByText('+903.96%')).length).toBeGreaterThan(0);
    expect(document.querySelector('[data-warning="true"]')).toBeTruthy();
    fireEvent.click(submitButton());
    expect(await screen.findByText('修改计算值或沿用上期值须说明理由')).toBeTruthy();
    expect(submitAssessment).not.toHaveBeenCalled();
  });

  it('offers no computed value when the data are insufficient: judgement or carry forward, with a reason', async () => {
    vi.mocked(submitAssessment).mockResolvedValue({ id: 8, status: 'pending' });
    const onSubmitted = render(computation({ sufficient: false, value: null }));
    expect((screen.getByLabelText(/采用计算值/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/沿用上期值/));
    fireEvent.click(submitButton());
    expect(await screen.findByText('修改计算值或沿用上期值须说明理由')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('理由'), { target: { value: '本期成交稀少' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(8));
    expect(vi.mocked(submitAssessment).mock.calls[0]?.[0]).toMatchObject({ carryForward: true, reason: '本期成交稀少', value: undefined });
  });

  it('shows the server’s plausibility question and resends with confirmed and the reason given', async () => {
    vi.mocked(submitAssessment)
      .mockRejectedValueOnce(new ApiError('较上期变动 +903.96%，超出合理波动幅度 10%，请确认并填写理由', 1106))
      .mockResolvedValueOnce({ id: 9, status: 'pending' });
    const onSubmitted = render();
    fireEvent.click(screen.getByLabelText('评估判断（修改值）'));
    fireEvent.change(await screen.findByLabelText(/评估值/), { target: { value: '7600' } });
    fireEvent.change(screen.getByLabelText('理由'), { target: { value: '港口封航' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText(/超出合理波动幅度 10%/)).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    expect((dialog.querySelector('textarea') as HTMLTextAreaElement).value).toBe('港口封航');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(9));
    expect(vi.mocked(submitAssessment).mock.calls[1]?.[0]).toMatchObject({ value: 7600, reason: '港口封航', confirmed: true });
  });
});
