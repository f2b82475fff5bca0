import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { QuestionItem } from '@coal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import type * as QuestionsApi from '../api/questionsApi.ts';

const mine: QuestionItem = {
  id: 31,
  title: '冬季电厂日耗会升到多少？',
  content: '想了解今年冬季的情况。',
  authorId: 'm1',
  authorName: '会员甲',
  expertTypeId: null,
  expertTypeName: '',
  expertId: '',
  expertName: '',
  status: 'rejected',
  statusName: '已驳回',
  rejectReason: '请补充地区',
  isTop: false,
  viewCount: 0,
  answerCount: 0,
  createTime: '2026-11-20T08:00:00Z',
};

const api = vi.hoisted(() => ({
  fetchQuestionDetail: vi.fn(),
  fetchExpertTypes: vi.fn(() => Promise.resolve([])),
  fetchExperts: vi.fn(() => Promise.resolve({ list: [], total: 0, currentPage: 1, pageSize: 50 })),
  saveQuestion: vi.fn(() => Promise.resolve({ data: { id: 31, status: 'published', hits: [] }, message: '修改成功' })),
}));
vi.mock('../api/questionsApi.ts', async (original) => ({ ...(await original<typeof QuestionsApi>()), ...api }));

const { QuizDialog } = await import('./QuizDialog.tsx');

beforeEach(() => {
  api.saveQuestion.mockClear();
  api.fetchQuestionDetail.mockClear();
  api.fetchQuestionDetail.mockImplementation(() => Promise.resolve(mine));
});

describe('the edit-question dialog', { timeout: 30_000 }, () => {
  it('loads the member’s question, and saves the change under its id', async () => {
    const onClose = vi.fn();
    renderWithProviders(<QuizDialog open questionId={31} onClose={onClose} />);
    expect(screen.getByText('修改问题')).toBeTruthy();
    const title = (await screen.findByLabelText('问题')) as HTMLInputElement;
    expect(title.value).toBe('冬季电厂日耗会升到多少？');
    expect(api.fetchQuestionDetail).toHaveBeenCalledWith(31);
    fireEvent.change(title, { target: { value: '今冬华东电厂日耗会升到多少？' } });
    fireEvent.click(screen.getByRole('button', { name: /保存修改/ }));
    await waitFor(() =>
      expect(api.saveQuestion).toHaveBeenCalledWith({
        id: 31,
        title: '今冬华东电厂日耗会升到多少？',
        content: '想了解今年冬季的情况。',
        expertTypeId: undefined,
        expertId: undefined,
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks a new question without an id', async () => {
    renderWithProviders(<QuizDialog open onClose={vi.fn()} />);
    expect(screen.getByText('我要提问')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('问题'), { target: { value: '焦炭第几轮提涨了？' } });
    fireEvent.click(screen.getByRole('button', { name: /提交问题/ }));
    await waitFor(() => expect(api.saveQuestion).toHaveBeenCalledWith(expect.objectContaining({ id: undefined, title: '焦炭第几轮提涨了？' })));
    expect(api.fetchQuestionDetail).not.toHaveBeenCalled();
  });
});
