import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Envelope, ERRORS, type ImportReport, PRICE_MESSAGES } from '@coal/contracts';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { commitImport, validateImport } from '../api/indexAdminApi.ts';
import { ImportModal } from './ImportModal.tsx';

vi.mock('../api/indexAdminApi.ts', () => ({ validateImport: vi.fn(), commitImport: vi.fn() }));

const report = (over: Partial<ImportReport>): ImportReport => ({
  importId: null,
  fileName: 'values.csv',
  total: 120,
  valid: 118,
  inserted: 100,
  updated: 18,
  errorCount: 0,
  errors: [],
  warnings: [],
  products: [{ code: 'CCP-TC5500', name: '全国动力煤5500大卡综合价格', rows: 118, from: '2026-01-05', to: '2026-11-20' }],
  committed: false,
  ...over,
});

function choose(name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['指数代码,日期,数值\n'], name, { type: 'text/csv' })] } });
}

const progress = () => screen.getByRole('progressbar', { name: '导入进度' });

beforeEach(() => {
  vi.mocked(validateImport).mockReset();
  vi.mocked(commitImport).mockReset();
});

describe('ImportModal', () => {
  it('fills the bar with the upload, then shows the server checking the rows', async () => {
    let progressOf: (fraction: number) => void = () => undefined;
    let finish: (answer: Envelope<ImportReport | null>) => void = () => undefined;
    vi.mocked(validateImport).mockImplementation((_file, onProgress) => {
      progressOf = onProgress ?? progressOf;
      return new Promise((resolve) => (finish = resolve));
    });
    renderWithProviders(<ImportModal open onClose={() => undefined} />);
    choose('values.csv');
    await waitFor(() => expect(validateImport).toHaveBeenCalled());
    act(() => progressOf(0.5));
    expect(progress().getAttribute('aria-valuenow')).toBe('35');
    expect(screen.getByText('正在上传文件…（50%）')).toBeTruthy();
    act(() => progressOf(1));
    expect(progress().getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('上传完成，正在逐行校验…')).toBeTruthy();
    await act(async () => finish({ code: 0, result: true, message: '校验通过', data: report({ importId: 'x' }) }));
    expect(progress().getAttribute('aria-valuenow')).toBe('80');
  });

  it('lists every bad line of a refused file with its line number, and cannot be committed', async () => {
    vi.mocked(validateImport).mockResolvedValue({
      code: ERRORS.importInvalid.code,
      result: false,
      message: `第3行数值：数值必须大于0（共2处错误）。${PRICE_MESSAGES.importHasErrors}`,
      data: report({
        valid: 118,
        errorCount: 2,
        errors: [
          { line: 3, column: '数值', message: '数值必须大于0' },
          { line: 17, column: '日期', message: '日期不是有效日期' },
        ],
      }),
    });
    renderWithProviders(<ImportModal open onClose={() => undefined} />);
    choose('values.csv');
    const errors = await screen.findByText('第 3 行');
    const table = errors.closest('table')!;
    expect(within(table).getByText('第 17 行')).toBeTruthy();
    expect(within(table).getByText('日期不是有效日期')).toBeTruthy();
    expect(screen.getByText(/校验未通过/)).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('80');
    expect(document.querySelector('.ant-progress-status-exception')).toBeTruthy();
    expect((screen.getByRole('button', { name: '确认导入' }) as HTMLButtonElement).disabled).toBe(true);
    expect(validateImport).toHaveBeenCalledWith(expect.objectContaining({ name: 'values.csv' }), expect.any(Function));
  });

  it('commits a clean file after confirmation and reports what was written', async () => {
    const importId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    vi.mocked(validateImport).mockResolvedValue({ code: 0, result: true, message: '校验通过：共118行', data: report({ importId }) });
    vi.mocked(commitImport).mockResolvedValue(report({ importId, committed: true }));
    renderWithProviders(<ImportModal open onClose={() => undefined} />);
    choose('values.xlsx');
    await screen.findByText('校验通过，请确认导入');
    expect(progress().getAttribute('aria-valuenow')).toBe('80');
    fireEvent.click(screen.getByRole('button', { name: '确认导入' }));
    await waitFor(() => expect(commitImport).toHaveBeenCalledWith(importId));
    expect(await screen.findByText('导入完成')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('已导入')).toBeTruthy();
    expect(screen.getByText('CCP-TC5500')).toBeTruthy();
  });

  it('refuses other file types before uploading', async () => {
    renderWithProviders(<ImportModal open onClose={() => undefined} />);
    choose('values.pdf');
    expect(await screen.findByText(PRICE_MESSAGES.importFileType)).toBeTruthy();
    expect(validateImport).not.toHaveBeenCalled();
  });
});
