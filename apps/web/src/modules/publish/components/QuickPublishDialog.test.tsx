import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import type * as ArticlesApi from '../../articles/api/articlesApi.ts';

const api = vi.hoisted(() => ({
  fetchContentTypes: vi.fn(() => Promise.resolve([{ id: 5, name: '会员动态', code: 'member_post', parentId: null, sortOrder: 0, allowMemberPost: true }])),
  publishArticle: vi.fn(() => Promise.resolve({ data: { id: 1 }, message: '已提交，等待审核' })),
}));
vi.mock('../../articles/api/articlesApi.ts', async (original) => ({ ...(await original<typeof ArticlesApi>()), ...api }));
// The real editor is tested on its own; a textarea stands in for it here.
vi.mock('../../../ui/editor/LazyRichTextEditor.tsx', () => ({
  LazyRichTextEditor: ({ value, onChange }: { value?: string; onChange?: (v: string) => void }) => (
    <textarea aria-label="正文" value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));

const { QuickPublishDialog } = await import('./QuickPublishDialog.tsx');
const SUBMIT = /提交审核/;

async function chooseType() {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('会员动态'));
}

beforeEach(() => api.publishArticle.mockClear());

describe('QuickPublishDialog validation', { timeout: 30_000 }, () => {
  it('refuses an empty form with the three messages', async () => {
    renderWithProviders(<QuickPublishDialog open articleId={null} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('请输入标题')).toBeTruthy();
    expect(screen.getByText('请选择内容类型', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(screen.getByText('请输入正文')).toBeTruthy();
    expect(api.publishArticle).not.toHaveBeenCalled();
  });

  it('refuses a title over 100 characters and a body with no visible text', async () => {
    renderWithProviders(<QuickPublishDialog open articleId={null} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '煤'.repeat(101) } });
    fireEvent.change(screen.getByLabelText('正文'), { target: { value: '<p>   </p>' } });
    await chooseType();
    fireEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('标题不能超过100个字符')).toBeTruthy();
    expect(screen.getByText('请输入正文')).toBeTruthy();
    expect(api.publishArticle).not.toHaveBeenCalled();
  });

  it('submits a valid post for review, or saves it as a draft', async () => {
    const onClose = vi.fn();
    renderWithProviders(<QuickPublishDialog open articleId={null} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '  晋城无烟煤到货情况  ' } });
    fireEvent.change(screen.getByLabelText('正文'), { target: { value: '<p>本周到货平稳</p>' } });
    await chooseType();
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(api.publishArticle).toHaveBeenCalledTimes(1));
    expect(api.publishArticle.mock.calls[0]).toEqual([
      expect.objectContaining({ title: '晋城无烟煤到货情况', categoryId: 5, content: '<p>本周到货平稳</p>', draft: true }),
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
