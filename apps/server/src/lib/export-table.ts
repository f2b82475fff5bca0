/**
 * Every downloadable price table (series, comparisons, statistics, spreads, …) in one shape: a
 * header block that says what the figures are (source, unit, frequency, range, demonstration
 * data) and the rows. The format (`EXPORT_FORMATS`) decides only how the same table is written.
 */
import type { ExportFormat } from '@coal/contracts';
import { plainFixed } from '@coal/contracts/market-format';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** A figure with its index's decimals: CSV writes exactly those, Excel formats the cell with them. */
export interface FixedFigure {
  value: number;
  decimals: number;
}

export type ExportCell = string | number | FixedFigure | null;

/** A figure of an index (its product's `decimals`); an absent one stays empty. */
export const fixed = (value: number | null | undefined, decimals: number): ExportCell => (value === null || value === undefined ? null : { value, decimals });

const isFixed = (cell: ExportCell): cell is FixedFigure => typeof cell === 'object' && cell !== null;

/** A cell as CSV text or value: a fixed figure as its decimals write it (132.00). */
export const plainCell = (cell: ExportCell): string | number | null => (isFixed(cell) ? plainFixed(cell.value, cell.decimals) : cell);

export interface ExportTable {
  /** The table's title, first line of the file: `秦皇岛5500大卡动力煤 月度统计`. */
  title: string;
  /** Label/value lines under the title: 来源, 单位, 频率, 区间, 说明 (demo data says so here). */
  meta: Array<[label: string, value: string]>;
  columns: string[];
  /** Numbers stay numbers; dates are `YYYY-MM-DD` (a month `YYYY-MM`): China trade dates, written as dates in Excel. */
  rows: ExportCell[][];
  /** File name without extension: ASCII for old browsers, Chinese for `filename*`. */
  fileName: { ascii: string; chinese: string };
}

/** What the header block names as the source of the figures. */
export const EXPORT_SOURCE = '煤焦国际交易中心';

const BOM = '\uFEFF';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** CSV with a BOM (Excel reads the Chinese), the header block, an empty line, then the table. */
export function exportTableToCsv(table: ExportTable): string {
  const lines: ExportCell[][] = [
    [table.title],
    ...table.meta.map(([label, value]) => [label, value]),
    [],
    table.columns,
    ...table.rows.map((r) => r.map(plainCell)),
  ];
  return BOM + stringify(lines, { record_delimiter: '\r\n' });
}

/** Display width of a cell in Excel's character units: CJK characters take two. */
const widthOf = (cell: ExportCell) => [...String(plainCell(cell) ?? '')].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);

/** A trade date (2026-01-05) or month (2026-01) cell. */
const DATE_CELL = /^\d{4}-\d{2}(?:-\d{2})?$/;

/**
 * What Excel stores for a cell: a date cell as a real date (the day at 00:00 UTC, which Excel
 * shows as that day in every zone: the dates are already China's), anything else as it is.
 */
function excelCell(cell: ExportCell): string | number | null | Date {
  if (isFixed(cell)) return cell.value;
  if (typeof cell !== 'string' || !DATE_CELL.test(cell)) return cell;
  return new Date(`${cell.length === 7 ? `${cell}-01` : cell}T00:00:00Z`);
}

/** Decimals a plain figure is written with (at most four, the stored precision). */
const decimalsOf = (n: number) => Math.min(4, (String(n).split('.')[1] ?? '').length);

/** Excel's format for figures with `decimals` places and thousands separators. */
const numberFormat = (decimals: number) => (decimals ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');

/**
 * The workbook (one sheet): the header block, an empty row, the column row (bold, frozen so it
 * stays in view) and the rows. exceljs is loaded on the first Excel download only, so starting
 * the server does not pay for it.
 */
export async function exportTableToXlsx(table: ExportTable): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = EXPORT_SOURCE;
  const headerRow = table.meta.length + 3; // title, meta lines, an empty row, then the columns
  const sheet = workbook.addWorksheet('数据', { views: [{ state: 'frozen', ySplit: headerRow, xSplit: 0 }] });
  sheet.addRow([table.title]).font = { bold: true, size: 14 };
  for (const [label, value] of table.meta) sheet.addRow([label, value]).getCell(1).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow(table.columns).font = { bold: true };
  for (const row of table.rows) {
    const added = sheet.addRow(row.map(excelCell));
    // An index's figures show its decimals (a comparison's rows may differ: cell by cell).
    row.forEach((cell, i) => {
      if (isFixed(cell)) added.getCell(i + 1).numFmt = numberFormat(cell.decimals);
    });
  }
  // Other numbers (counts, rates): one format per column, the most decimals any has.
  table.columns.forEach((_, i) => {
    const numbers = table.rows.map((r) => r[i]).filter((v): v is number => typeof v === 'number');
    const dates = table.rows.map((r) => r[i]).filter((v): v is string => typeof v === 'string' && DATE_CELL.test(v));
    const column = sheet.getColumn(i + 1);
    if (dates.length) column.numFmt = dates[0]!.length === 7 ? 'yyyy-mm' : 'yyyy-mm-dd';
    else if (numbers.length) column.numFmt = numberFormat(Math.max(...numbers.map(decimalsOf)));
  });
  // The header block and column row keep the general format.
  for (let r = 1; r <= headerRow; r++) sheet.getRow(r).eachCell((cell) => (cell.numFmt = 'General'));
  // Widths from the column names and values (the header block's long values may overflow, as in Excel).
  table.columns.forEach((name, i) => {
    const widest = Math.max(widthOf(name), ...table.rows.map((r) => widthOf(r[i] ?? null)));
    sheet.getColumn(i + 1).width = Math.min(40, Math.max(10, widest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends the table as a download in `format` (RFC 6266 names: ASCII plus the UTF-8 form). */
export async function sendExportTable(reply: FastifyReply, table: ExportTable, format: ExportFormat): Promise<FastifyReply> {
  const ascii = `${table.fileName.ascii}.${format}`;
  const utf8 = encodeURIComponent(`${table.fileName.chinese}.${format}`);
  // Built on a worker thread (worker-pool/): a large workbook takes seconds of CPU.
  const body = format === 'xlsx' ? await reply.server.heavyWork.run('xlsx', table, reply) : await reply.server.heavyWork.run('tableCsv', table, reply);
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`)
    .header('cache-control', 'no-store')
    .send(body);
}
