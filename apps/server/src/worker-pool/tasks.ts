/**
 * What the worker threads run (entry.mjs, pool.ts): CPU-heavy functions of plain data, no
 * app, no database, no request. Each is the very function the request thread used to call;
 * only where it runs changed.
 */
import type { IndexFrequency, IndexSeries } from '@coal/contracts';
import { type ExportTable, exportTableToCsv, exportTableToXlsx } from '../lib/export-table.ts';
import { computeAllChanges, type ValuePoint } from '../modules/prices/changes.ts';
import { seriesToCsv } from '../modules/prices/export.ts';

/** An export table as an Excel workbook. */
export const xlsx = (table: ExportTable): Promise<Buffer> => exportTableToXlsx(table);

/** An export table as CSV (header block and rows). */
export const tableCsv = (table: ExportTable): string => exportTableToCsv(table);

/** Index series in the import's CSV columns. */
export const seriesCsv = (series: IndexSeries[]): string => seriesToCsv(series);

/** Every point's changes of each series (changes.ts), in the order given. */
export const changes = (series: Array<{ points: ValuePoint[]; frequency: IndexFrequency }>) =>
  series.map(({ points, frequency }) => computeAllChanges(points, frequency));
