import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { exportIndexCsv } from '../api/pricesApi.ts';
import type { DateRange } from '../utils/range.ts';

export interface ExportCsvButtonProps {
  codes: string[];
  range: DateRange | null;
}

/** 下载CSV: the shown series over the shown range, as the server's export file. */
export function ExportCsvButton({ codes, range }: ExportCsvButtonProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await exportIndexCsv(codes, range?.from, range?.to);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '下载失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={codes.length === 0 || !range} onClick={() => void download()}>
      下载CSV
    </Button>
  );
}
