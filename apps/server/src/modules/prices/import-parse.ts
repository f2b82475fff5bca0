/**
 * Reads an uploaded CSV or Excel (.xlsx) file into raw rows with their line numbers. CSV may
 * be UTF-8 (with or without BOM) or GB18030, which Excel on Chinese Windows writes.
 */
import { PRICE_MESSAGES } from '@coal/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { badRequest } from '../../lib/errors.ts';

export interface RawRow {
  /** 1-based line (CSV) or row (Excel) number in the file, header included. */
  line: number;
  cells: string[];
}

export interface RawTable {
  header: string[];
  rows: RawRow[];
}

const isZip = (buf: Buffer) => buf.length > 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04;
const isOle = (buf: Buffer) => buf.length > 8 && buf.readUInt32BE(0) === 0xd0cf11e0;

function decodeText(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buf);
  } catch {
    return new TextDecoder('gb18030').decode(buf);
  }
}

function readCsv(buf: Buffer): RawTable {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info` each record comes with its position; the typings only know plain records.
    records = parseCsv(decodeText(buf), { info: true, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(`CSV 格式有误${line ? `（第${line}行附近）` : ''}，请检查引号与分隔符`);
  }
  const [head, ...rest] = records;
  if (!head) throw badRequest(PRICE_MESSAGES.importEmpty);
  return { header: head.record, rows: rest.map((r) => ({ line: r.info.lines, cells: r.record })) };
}

/** A cell as text: dates as YYYY-MM-DD, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

async function readXlsx(buf: Buffer): Promise<RawTable> {
  // Loaded on first use: exceljs is a large module the server's start need not read.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw badRequest('Excel 文件无法读取，请另存为 .xlsx 后重试');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(PRICE_MESSAGES.importEmpty);
  const rows: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = Array.from(values, (v) => cellText(v as ExcelJS.CellValue));
    if (cells.some((c) => c !== '')) rows.push({ line, cells });
  });
  const [head, ...rest] = rows;
  if (!head) throw badRequest(PRICE_MESSAGES.importEmpty);
  return { header: head.cells, rows: rest };
}

/** Parses the upload by its content (not its name): xlsx is a zip, old .xls is refused. */
export async function readUpload(buf: Buffer): Promise<RawTable> {
  if (buf.length === 0) throw badRequest(PRICE_MESSAGES.importEmpty);
  if (isOle(buf)) throw badRequest(PRICE_MESSAGES.importFileType);
  if (isZip(buf)) return readXlsx(buf);
  if (buf.subarray(0, 1024).includes(0)) throw badRequest(PRICE_MESSAGES.importFileType);
  return readCsv(buf);
}
