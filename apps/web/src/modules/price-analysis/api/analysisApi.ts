/** Calls of the price tools: calendar, archive, commentary (public) and the members' analysis. */
import type {
  ArchiveDay,
  CalendarDay,
  CurrencyResult,
  ExportFormat,
  IndexCommentary,
  NextRelease,
  SavedSpread,
  SeasonalResult,
  SpreadMode,
  SpreadResult,
  StatPeriod,
  StatisticsResult,
} from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';
import { downloadFile } from '../../prices/utils/download.ts';

export interface RangeParams {
  from?: string;
  to?: string;
}
export interface StatisticsParams extends RangeParams {
  code: string;
  period: StatPeriod;
}
export interface SpreadParams extends RangeParams {
  codeA: string;
  codeB: string;
  mode: SpreadMode;
}

/** Scheduled releases per day in [from, to] (at most the server's calendar limit). */
export const getCalendar = async (from: string, to: string): Promise<CalendarDay[]> =>
  unwrap(await http.get<CalendarDay[]>('/api/priceIndex/calendar', { from, to }));
export const getNextReleases = async (): Promise<NextRelease[]> => unwrap(await http.get<NextRelease[]>('/api/priceIndex/nextReleases'));
export const getArchive = async (date: string): Promise<ArchiveDay> => unwrap(await http.get<ArchiveDay>('/api/priceIndex/archive', { date }));
export const getCommentaries = async (code: string): Promise<IndexCommentary[]> =>
  unwrap(await http.get<IndexCommentary[]>('/api/priceIndex/commentaries', { code }));
export const getCommentary = async (id: number): Promise<IndexCommentary> => unwrap(await http.get<IndexCommentary>('/api/priceIndex/commentary', { id }));

export const getStatistics = async (p: StatisticsParams): Promise<StatisticsResult> =>
  unwrap(await http.get<StatisticsResult>('/api/priceAnalysis/statistics', { ...p }));
export const getSeasonal = async (code: string, years: number): Promise<SeasonalResult> =>
  unwrap(await http.get<SeasonalResult>('/api/priceAnalysis/seasonal', { code, years }));
export const getSpread = async (p: SpreadParams): Promise<SpreadResult> => unwrap(await http.get<SpreadResult>('/api/priceAnalysis/spread', { ...p }));
export const getCurrency = async (code: string, range: RangeParams): Promise<CurrencyResult> =>
  unwrap(await http.get<CurrencyResult>('/api/priceAnalysis/currency', { code, ...range }));

export const listSpreads = async (): Promise<SavedSpread[]> => unwrap(await http.get<SavedSpread[]>('/api/priceAnalysis/spreads/list'));
export const createSpread = async (body: { name: string; codeA: string; codeB: string; mode: SpreadMode }): Promise<SavedSpread> =>
  unwrap(await http.post<SavedSpread>('/api/priceAnalysis/spreads/create', body));
export const renameSpread = async (id: number, name: string): Promise<void> => {
  unwrap(await http.post<null>('/api/priceAnalysis/spreads/update', { id, name }));
};
export const deleteSpread = async (id: number): Promise<void> => {
  unwrap(await http.post<null>('/api/priceAnalysis/spreads/delete', { id }));
};

/** A statistics table as a download: CSV, or Excel with the header block (source, unit, frequency, range). */
export const exportStatistics = (p: StatisticsParams, format: ExportFormat = 'csv') =>
  downloadFile('/api/priceAnalysis/statistics/export', { ...p, format }, `统计_${p.code}.${format}`);
export const exportSpread = (p: SpreadParams, format: ExportFormat = 'csv') =>
  downloadFile('/api/priceAnalysis/spread/export', { ...p, format }, `价差_${p.codeA}_${p.codeB}.${format}`);
