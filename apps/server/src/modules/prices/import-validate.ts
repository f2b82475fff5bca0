/**
 * Row-by-row validation of an index-value import. Pure: it reads the parsed table and the
 * catalogue, and answers the rows to write and every problem with its line number. Whole-file
 * problems (missing columns, too many rows) are a 400; row problems go into the report.
 */
import { type ImportError, IMPORT_MAX_ROWS, type IndexFrequency, indexValue, isCalendarDate, PRICE_MESSAGES } from '@coal/contracts';
import { badRequest } from '../../lib/errors.ts';
import { weekday } from '../../lib/dates.ts';
import type { RawTable } from './import-parse.ts';

export interface ImportProduct {
  id: number;
  code: string;
  name: string;
  frequency: IndexFrequency;
}

export interface ValidRow {
  line: number;
  productId: number;
  period: string;
  value: number;
}

export interface ValidationResult {
  rows: ValidRow[];
  errors: ImportError[];
  /** Accepted rows worth a second look (a daily index dated on a weekend). */
  warnings: ImportError[];
}

const WEEKDAY_NAMES = ['', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'];

/** Header names the import understands (the export's own headers first). */
const COLUMN_ALIASES = {
  code: ['指数代码', '代码', 'code', 'index code', 'indexcode'],
  period: ['日期', '数据日期', 'period', 'date'],
  value: ['数值', '指数值', '价格', 'value', 'price'],
} as const;
const COLUMN_NAMES = { code: '指数代码', period: '日期', value: '数值' } as const;
type Column = keyof typeof COLUMN_ALIASES;

/** Finds the three columns by header name; a missing one makes the whole file unusable. */
export function locateColumns(header: string[]): Record<Column, number> {
  const normalized = header.map((h) =>
    h
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  const found = {} as Record<Column, number>;
  const missing: string[] = [];
  for (const column of Object.keys(COLUMN_ALIASES) as Column[]) {
    const at = normalized.findIndex((h) => (COLUMN_ALIASES[column] as readonly string[]).includes(h));
    if (at === -1) missing.push(COLUMN_NAMES[column]);
    found[column] = at;
  }
  if (missing.length) throw badRequest(`文件缺少列：${missing.join('、')}（表头应为 指数代码,日期,数值）`);
  return found;
}

const pad = (n: string) => n.padStart(2, '0');

/** Accepts 2026-11-20, 2026/11/20, 2026.11.20, 20261120 (and 2026-11 for monthly indexes). */
export function normalizePeriod(raw: string, frequency: IndexFrequency): { period?: string; error?: string } {
  const text = raw.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m && frequency === 'monthly') {
    const month = /^(\d{4})[-/.](\d{1,2})$/.exec(text);
    if (month) m = [text, month[1]!, month[2]!, '1'] as unknown as RegExpExecArray;
  }
  if (!m) return { error: text ? '日期格式应为YYYY-MM-DD' : '日期不能为空' };
  const period = `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`;
  if (!isCalendarDate(period)) return { error: `日期不是有效日期：${text}` };
  if (frequency === 'monthly' && !period.endsWith('-01')) return { error: '月度指数的日期应为当月1日（或写作 YYYY-MM）' };
  return { period };
}

/** Validates every row; nothing is written here. */
export function validateRows(table: RawTable, products: Map<string, ImportProduct>, today: string): ValidationResult {
  if (table.rows.length === 0) throw badRequest(PRICE_MESSAGES.importEmpty);
  if (table.rows.length > IMPORT_MAX_ROWS) throw badRequest(PRICE_MESSAGES.importTooManyRows);
  const col = locateColumns(table.header);
  const rows: ValidRow[] = [];
  const errors: ImportError[] = [];
  const warnings: ImportError[] = [];
  const firstLineOf = new Map<string, number>();

  for (const { line, cells } of table.rows) {
    const fail = (column: Column, message: string) => errors.push({ line, column: COLUMN_NAMES[column], message });
    const code = (cells[col.code] ?? '').trim();
    const product = products.get(code);
    if (!product) fail('code', code ? `指数代码不存在：${code}` : '指数代码不能为空');

    const rawValue = (cells[col.value] ?? '').trim().replace(/,/g, '');
    const value = indexValue.safeParse(rawValue === '' ? undefined : rawValue);
    if (!value.success) fail('value', rawValue === '' ? '数值不能为空' : (value.error.issues[0]?.message ?? '数值必须是数字'));

    const period = normalizePeriod(cells[col.period] ?? '', product?.frequency ?? 'daily');
    if (period.error) fail('period', period.error);
    else if (period.period! > today) fail('period', `日期不能晚于今天：${period.period}`);

    if (!product || !value.success || !period.period || period.period > today) continue;
    const key = `${product.id}|${period.period}`;
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      fail('period', `与第${first}行重复（${code} ${period.period}）`);
      continue;
    }
    firstLineOf.set(key, line);
    rows.push({ line, productId: product.id, period: period.period, value: value.data });
    // Daily indexes publish on trading days: a weekend date is accepted (make-up working
    // days exist) but said in the report, since it is most often a typo.
    const day = weekday(period.period);
    if (product.frequency === 'daily' && day >= 6) {
      warnings.push({ line, column: COLUMN_NAMES.period, message: `周末日期：${period.period}（${WEEKDAY_NAMES[day]}），日度指数通常只在交易日发布` });
    }
  }
  return { rows, errors, warnings };
}
