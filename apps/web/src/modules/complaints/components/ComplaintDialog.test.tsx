import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import type * as ComplaintsApi from '../api/complaintsApi.ts';

const complain = vi.hoisted(() => vi.fn(() => Promise.resolve('投诉已提交，我们会尽快处理')));
vi.mock('../api/complaintsApi.ts', async (original) => ({ ...(await original<typeof ComplaintsApi>()), complain }));

const { ComplaintDialog } = await import('./ComplaintDialog.tsx');
const SUBMIT = /提交投诉/;

beforeEach(() => complain.mockClear());

describe('ComplaintDialog', { timeout: 30_000 }, () => {
  it('requires a reason before anything is sent', async () => {
    renderWithProviders(<ComplaintDialog open targetType="article" targetId={7} targetTitle="某文章" onClose={vi.fn()} />);
    expect(screen.getByText('投诉文章')).toBeTruthy();
    expect(screen.getByText('投诉对象：某文章')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('请选择投诉原因')).toBeTruthy();
    expect(complain).not.toHaveBeenCalled();
  });

  it('sends the target, the reason and the trimmed description, then closes', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ComplaintDialog open targetType="answer" targetId={9} onClose={onClose} />);
    fireEvent.click(screen.getByLabelText('虚假信息'));
    fireEvent.change(screen.getByLabelText('补充说明'), { target: { value: '  价格数据与事实不符  ' } });
    fireEvent.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(complain).toHaveBeenCalledWith({ targetType: 'answer', targetId: 9, reasonType: 'false_info', content: '价格数据与事实不符' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open when the server refuses', async () => {
    complain.mockRejectedValueOnce(new Error('您已投诉过该内容'));
    const onClose = vi.fn();
    renderWithProviders(<ComplaintDialog open targetType="question" targetId={3} onClose={onClose} />);
    fireEvent.click(screen.getByLabelText('垃圾广告'));
    fireEvent.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(complain).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
  });
});
