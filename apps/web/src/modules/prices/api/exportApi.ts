/**
 * Price downloads. Apart from pricesApi.ts: the Home page reads prices but never downloads,
 * so the download helper stays out of its first load.
 */
import { downloadFile } from '../utils/download.ts';

export const EXPORT_PATH = '/api/priceIndex/export';

/** Saves the CSV of `codes` over [from, to] (UTF-8 with BOM, opens in Excel). */
export function exportIndexCsv(codes: string[], from?: string, to?: string): Promise<void> {
  return downloadFile(EXPORT_PATH, { codes: codes.join(','), from, to }, `价格指数_${codes.join('_')}.csv`);
}

/** Saves the same series as an Excel workbook (a header block names source, unit, frequency, range). */
export function exportIndexXlsx(codes: string[], from?: string, to?: string): Promise<void> {
  return downloadFile(EXPORT_PATH, { codes: codes.join(','), from, to, format: 'xlsx' }, `价格指数_${codes.join('_')}.xlsx`);
}
