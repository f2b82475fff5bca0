import { useState } from 'react';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { exportIndexCsv, exportIndexXlsx } from '../api/exportApi.ts';
import type { DateRange } from '../utils/range.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

export interface ExportCsvButtonProps {
  codes: string[];
  range: DateRange | null;
}

/** 下载CSV / 下载Excel: the shown series over the shown range, as the server's export file (made on the server). */
export function ExportCsvButton({ codes, range }: ExportCsvButtonProps) {
  const { message } = useAntdApp();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await (format === 'xlsx' ? exportIndexXlsx : exportIndexCsv)(codes, range?.from, range?.to);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '下载失败');
    } finally {
      setBusy(null);
    }
  };
  const disabled = codes.length === 0 || !range;
  return (
    <Space.Compact>
      <Button icon={<DownloadOutlined />} loading={busy === 'csv'} disabled={disabled} onClick={() => void download('csv')}>
        下载CSV
      </Button>
      <Button icon={<FileExcelOutlined />} loading={busy === 'xlsx'} disabled={disabled} onClick={() => void download('xlsx')}>
        下载Excel
      </Button>
    </Space.Compact>
  );
}
