import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import type { ReviewDetail } from '@coal/contracts';
import type * as ReviewApi from '../api/reviewApi.ts';

const api = vi.hoisted(() => ({
  approveReview: vi.fn(() => Promise.resolve('审核通过')),
  rejectReview: vi.fn(() => Promise.resolve('已驳回')),
}));

vi.mock('../api/reviewApi.ts', async (original) => ({ ...(await original<typeof ReviewApi>()), ...api }));

const { ReviewDetailView } = await import('./ReviewDetailView.tsx');

// antd spaces two-character Chinese button labels (通 过).
const PASS = /^通\s?过$/;
const REJECT = /^驳\s?回$/;

const detail: ReviewDetail = {
  kind: 'article',
  id: 42,
  title: '焦煤市场周评',
  categoryName: '市场评论',
  authorName: '会员甲',
  authorType: 'member',
  status: 'pending',
  statusName: '待审核',
  hitCount: 1,
  submitTime: '2026-11-20T08:00:00Z',
  reviewerName: '',
  summary: '',
  content: '<p>本周焦煤价格坚挺</p>',
  titleText: '焦煤市场周评',
  contentText: '本周焦煤价格坚挺',
  screeningHits: [{ field: 'content', offset: 2, length: 2, word: '焦煤', category: '测试', level: 2 }],
  rejectReason: '',
  publishAt: null,
  previous: null,
};

beforeEach(() => {
  api.approveReview.mockClear();
  api.rejectReview.mockClear();
});

describe('content check decisions', { timeout: 30_000 }, () => {
  it('approves after confirmation and reports it', async () => {
    const onDecided = vi.fn();
    renderWithProviders(<ReviewDetailView detail={detail} onDecided={onDecided} />);
    expect(screen.getByText('焦煤', { selector: 'mark' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: PASS }));
    expect(api.approveReview).not.toHaveBeenCalled();
    const popup = (await screen.findByText('确认审核通过并发布？')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: PASS }));
    await waitFor(() => expect(api.approveReview).toHaveBeenCalledWith('article', 42));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(true));
    expect(api.rejectReview).not.toHaveBeenCalled();
  });

  it('requires a reason to reject, then sends it', async () => {
    const onDecided = vi.fn();
    renderWithProviders(<ReviewDetailView detail={detail} onDecided={onDecided} />);
    fireEvent.click(screen.getByRole('button', { name: REJECT }));
    fireEvent.click(await screen.findByRole('button', { name: /确认驳回/ }));
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    expect(api.rejectReview).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '  含有未经证实的价格信息  ' } });
    fireEvent.click(screen.getByRole('button', { name: /确认驳回/ }));
    await waitFor(() => expect(api.rejectReview).toHaveBeenCalledWith('article', 42, '含有未经证实的价格信息'));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith(false));
    expect(api.approveReview).not.toHaveBeenCalled();
  });

  it('cannot decide an item that is no longer pending', () => {
    renderWithProviders(<ReviewDetailView detail={{ ...detail, status: 'published', statusName: '已发布' }} />);
    expect((screen.getByRole('button', { name: PASS }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: REJECT }) as HTMLButtonElement).disabled).toBe(true);
  });
});
