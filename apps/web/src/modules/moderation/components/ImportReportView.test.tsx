import { screen, within } from '@testing-library/react';
import { ERRORS } from '@coal/contracts';
import type { Envelope, SensitiveWordImportReport } from '@coal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import type * as HttpModule from '../../../lib/http/index.ts';

const upload = vi.hoisted(() => vi.fn<(url: string, form: FormData) => Promise<Envelope<SensitiveWordImportReport | null>>>());
vi.mock('../../../lib/http/index.ts', async (original) => {
  const real = await original<typeof HttpModule>();
  return { ...real, http: { ...real.http, upload } };
});

const { ImportReportView } = await import('./ImportReportView.tsx');
const { importSensitiveWords } = await import('../api/sensitiveWordsApi.ts');

const refused: SensitiveWordImportReport = {
  imported: false,
  addedCount: 3,
  totalLines: 6,
  duplicates: [{ line: 2, word: '赌博' }],
  badLines: [
    { line: 4, text: 'x'.repeat(8), reason: '敏感词不能超过50个字符' },
    { line: 6, text: '词,分类,9', reason: '级别只能是1、2、3' },
  ],
};

describe('sensitive-word import', { timeout: 30_000 }, () => {
  it('shows a refused import: nothing saved, the bad lines with their reasons, the duplicates', () => {
    renderWithProviders(<ImportReportView ok={false} message="有2行格式有误，未导入任何敏感词" report={refused} />);
    const view = screen.getByLabelText('导入结果');
    expect(within(view).getByText('有2行格式有误，未导入任何敏感词')).toBeTruthy();
    expect(within(view).getByText('格式有误的行（2）')).toBeTruthy();
    expect(within(view).getByText('级别只能是1、2、3')).toBeTruthy();
    expect(within(view).getByText('词,分类,9')).toBeTruthy();
    expect(within(view).getByText('第2行：赌博')).toBeTruthy();
    expect(within(view).getByText(/未保存任何敏感词/)).toBeTruthy();
    // 新增 shows 0: the three good lines were not saved.
    const added = within(view).getByText('新增').closest('tr')!;
    expect(added.textContent).toContain('新增0');
  });

  it('shows a successful import with its counts', () => {
    const ok = { ...refused, imported: true, badLines: [] };
    renderWithProviders(<ImportReportView ok message="导入成功：新增3个，跳过重复1个" report={ok} />);
    expect(screen.getByText('导入成功：新增3个，跳过重复1个')).toBeTruthy();
    expect(screen.getByText('新增').closest('tr')!.textContent).toContain('新增3');
    expect(screen.queryByText(/未保存任何敏感词/)).toBeNull();
  });

  it('keeps the report of a refused import instead of throwing it away', async () => {
    upload.mockResolvedValueOnce({ code: ERRORS.importBadLines.code, result: false, message: '有2行格式有误，未导入任何敏感词', data: refused });
    const file = new File(['赌博\n'], 'words.txt', { type: 'text/plain' });
    const outcome = await importSensitiveWords(file, { level: 3, skipInvalid: true, category: '广告' });
    expect(outcome).toEqual({ ok: false, message: '有2行格式有误，未导入任何敏感词', report: refused });
    const [url, form] = upload.mock.calls[0]!;
    expect(url).toBe('/api/admin/sensitive-words/import');
    expect(form.get('file')).toBeInstanceOf(File);
    expect([form.get('level'), form.get('skipInvalid'), form.get('category')]).toEqual(['3', '1', '广告']);
  });

  it('throws the server message when a refusal has no report', async () => {
    upload.mockResolvedValueOnce({ code: 400, result: false, message: '请选择要导入的词库文件', data: null });
    await expect(importSensitiveWords(new File([''], 'a.txt'), { level: 2, skipInvalid: false })).rejects.toThrow('请选择要导入的词库文件');
  });
});
