import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ContentCheckResult } from '@coal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import type * as ReviewApi from '../api/reviewApi.ts';

const result: ContentCheckResult = {
  pass: false,
  hits: [{ field: 'content', offset: 4, length: 4, word: '保证收益', category: '金融违规', level: 3 }],
  formatIssues: [{ code: 'IMG_ALT', message: '1张图片缺少替代文字' }],
  titleText: '焦煤周评',
  contentText: '本周焦煤保证收益稳定',
  sanitizedContent: '<p>本周焦煤保证收益稳定</p>',
  sanitizeChanged: true,
  elapsedMs: 3,
};

const api = vi.hoisted(() => ({ runContentCheck: vi.fn() }));
vi.mock('../api/reviewApi.ts', async (original) => ({ ...(await original<typeof ReviewApi>()), ...api }));
vi.mock('../../content-admin/components/ContentTypeTreeSelect.tsx', () => ({ ContentTypeTreeSelect: () => null }));

const { CheckSandbox } = await import('./CheckSandbox.tsx');

describe('ContentCheckTest sandbox', { timeout: 30_000 }, () => {
  it('sends the pasted title and body and shows hits in place, format issues and the clean-up note', async () => {
    api.runContentCheck.mockResolvedValue(result);
    renderWithProviders(<CheckSandbox />);
    expect(screen.getByText('检测不保存任何内容，仅用于验证敏感词与格式规则。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '焦煤周评' } });
    fireEvent.change(screen.getByLabelText('正文（可粘贴文本或HTML）'), { target: { value: '<p onclick="x()">本周焦煤保证收益稳定</p>' } });
    fireEvent.click(screen.getByRole('button', { name: /开始检测/ }));
    await waitFor(() => expect(api.runContentCheck).toHaveBeenCalled());
    expect(api.runContentCheck.mock.calls[0]![0]).toEqual({ title: '焦煤周评', content: '<p onclick="x()">本周焦煤保证收益稳定</p>', categoryId: undefined });
    expect(await screen.findByText('未通过：1处敏感词，1项格式问题')).toBeTruthy();
    expect(screen.getByText('保证收益', { selector: 'mark' })).toBeTruthy();
    expect(screen.getByText('1张图片缺少替代文字')).toBeTruthy();
    expect(screen.getByText('正文中含有不允许的标签或属性，保存时会被自动清理。')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /清\s?空/ }));
    await waitFor(() => expect(screen.queryByText('未通过：1处敏感词，1项格式问题')).toBeNull());
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('');
  });
});
