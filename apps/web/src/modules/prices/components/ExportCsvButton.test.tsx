import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { downloadFile } from '../utils/download.ts';
import { ExportCsvButton } from './ExportCsvButton.tsx';

vi.mock('../utils/download.ts', () => ({ downloadFile: vi.fn(() => Promise.resolve()) }));

describe('ExportCsvButton', () => {
  beforeEach(() => vi.mocked(downloadFile).mockClear());

  it('downloads the export of the shown codes over the shown range', async () => {
    renderWithProviders(<ExportCsvButton codes={['CCP-TC5500', 'SX-JM-LS']} range={{ from: '2026-08-21', to: '2026-11-20' }} />);
    fireEvent.click(screen.getByRole('button', { name: /下载CSV/ }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(downloadFile).mock.calls[0]!.slice(0, 2)).toEqual([
      '/api/priceIndex/export',
      { codes: 'CCP-TC5500,SX-JM-LS', from: '2026-08-21', to: '2026-11-20' },
    ]);
  });

  it('shows the refusal and is disabled until a range is known', async () => {
    vi.mocked(downloadFile).mockRejectedValueOnce(new Error('指数不存在'));
    const { rerender } = renderWithProviders(<ExportCsvButton codes={['A']} range={null} />);
    expect((screen.getByRole('button', { name: /下载CSV/ }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<ExportCsvButton codes={['A']} range={{ from: '2026-01-01', to: '2026-02-01' }} />);
    fireEvent.click(screen.getByRole('button', { name: /下载CSV/ }));
    expect(await screen.findByText('指数不存在')).toBeTruthy();
  });
});

describe('the Excel download', () => {
  beforeEach(() => vi.mocked(downloadFile).mockClear());

  it('asks the server for the same series as xlsx', async () => {
    renderWithProviders(<ExportCsvButton codes={['CCP-TC5500']} range={{ from: '2026-08-21', to: '2026-11-20' }} />);
    fireEvent.click(screen.getByRole('button', { name: /下载Excel/ }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(downloadFile).mock.calls[0]).toEqual([
      '/api/priceIndex/export',
      { codes: 'CCP-TC5500', from: '2026-08-21', to: '2026-11-20', format: 'xlsx' },
      '价格指数_CCP-TC5500.xlsx',
    ]);
  });
});
