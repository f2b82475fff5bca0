import { useState } from 'react';
import type { Params } from '../../../lib/http/index.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import { downloadWithToken } from './download.ts';

/** A back-office CSV export: the download, its busy state and the message after it. */
export function useCsvExport() {
  const [exporting, setExporting] = useState(false);
  const run = async (url: string, params: Params, fallbackName: string) => {
    setExporting(true);
    try {
      const rows = await downloadWithToken(url, params, fallbackName);
      notifier.info(rows ? `已导出${rows}条记录` : '导出完成');
    } catch (error) {
      notifier.error(error instanceof Error ? error.message : '导出失败');
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
