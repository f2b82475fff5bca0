import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Assessment } from '@coal/contracts';
import { renderInRouter } from '../../../app/test-utils.tsx';
import { ApiError } from '../../../lib/http/errors.ts';
import { approveAssessment, listAssessments, rejectAssessment } from '../api/assessmentApi.ts';
import { ApprovalQueue } from './ApprovalQueue.tsx';

vi.mock('../api/assessmentApi.ts', () => ({
  listAssessments: vi.fn(),
  approveAssessment: vi.fn(),
  rejectAssessment: vi.fn(),
  getAudit: vi.fn(),
  replayAssessment: vi.fn(),
}));
vi.mock('../../prices/hooks/useFamiliesQuery.ts', () => ({ useFamiliesQuery: () => ({ data: [], isPending: false }) }));

const entry = (over: Partial<Assessment> = {}): Assessment => ({
  id: 41,
  kind: 'manual',
  kindName: '录入值',
  productCode: 'CCP-TC5500',
  productName: '全国动力煤5500大卡综合价格',
  unitName: '元/吨',
  period: '2026-11-20',
  value: 7600,
  computedValue: null,
  previousValue: null,
  reason: '核实无误',
  judgement: true,
  methodologyVersion: null,
  dealCount: null,
  contributorCount: null,
  sufficient: null,
  plausibility: {
    lastPeriod: '2026-11-19',
    lastValue: 757,
    changePct: 903.96,
    tolerancePercent: 10,
    outOfTolerance: true,
    expectedPeriod: '2026-11-20',
    offPeriod: false,
    warnings: ['较上期变动 +903.96%，超出合理波动幅度 10%'],
  },
  items: [],
  status: 'pending',
  statusName: '待审批',
  makerName: '评估员',
  checkerName: '',
  decidedAt: null,
  rejectReason: '',
  createdAt: '2026-11-20T07:00:00.000Z',
  ...over,
});

beforeEach(() => {
  vi.mocked(listAssessments).mockResolvedValue({
    currentPage: 1,
    pageSize: 10,
    list: [entry(), entry({ id: 42, value: 760, plausibility: { ...entry().plausibility!, changePct: 0.4, outOfTolerance: false, warnings: [] } })],
    total: 2,
  });
  vi.mocked(approveAssessment).mockReset();
  vi.mocked(rejectAssessment).mockReset();
});

const row = async (id: number) => (await screen.findByText(String(id), { selector: 'td' })).closest('tr')!;

describe('ApprovalQueue', () => {
  it('asks for what waits and highlights a move beyond tolerance, not a small one', async () => {
    renderInRouter(<ApprovalQueue />, { route: '/back/IndexApproval' });
    await waitFor(() => expect(listAssessments).toHaveBeenCalledWith(expect.objectContaining({ status: 'pending' })));
    const big = await row(41);
    expect(within(big).getByText('+903.96%').closest('[data-warning="true"]')).toBeTruthy();
    const small = await row(42);
    expect(within(small).getByText('+0.40%').closest('[data-warning="true"]')).toBeNull();
  });

  it('rejects only with a reason', async () => {
    vi.mocked(rejectAssessment).mockResolvedValue('已驳回');
    renderInRouter(<ApprovalQueue />, { route: '/back/IndexApproval' });
    fireEvent.click(within(await row(41)).getByRole('button', { name: '驳回 41' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写驳回理由')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('驳回理由'), { target: { value: '与市场不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(rejectAssessment).toHaveBeenCalledWith(41, '与市场不符'));
  });

  it('sends the approval and leaves the refusal of one’s own proposal to the server’s message', async () => {
    vi.mocked(approveAssessment).mockRejectedValue(new ApiError('不能审批自己提交的数据（需另一位审批人）', 1105));
    renderInRouter(<ApprovalQueue />, { route: '/back/IndexApproval' });
    fireEvent.click(within(await row(41)).getByRole('button', { name: '批准 41' }));
    expect(await screen.findByText('该值超出合理波动或不是下一期，确认批准？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(approveAssessment).toHaveBeenCalledWith(41));
  });
});
