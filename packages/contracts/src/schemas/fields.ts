/**
 * THE field kit: every request schema builds its fields from these helpers, so each rule
 * (no NUL, what a number or a flag may look like, '' meaning absent) is written once.
 * Forms arrive url-encoded and JSON bodies arrive typed, so a field accepts its string form
 * and its JSON type — and nothing else: a boolean is never a title, `{}` never a flag.
 * Not exported from the package index (generic names); import the schemas instead.
 */
import { z } from 'zod';
import { MAX_COMPARE_CODES } from '../prices-vocabulary.ts';
import '../zod-config.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

// ---- text ----------------------------------------------------------------------------

/** The one message for a NUL character (PostgreSQL text cannot hold it). */
export const NUL_MESSAGE = MESSAGES.nulCharacter;
const hasNoNul = (v: string) => !v.includes('\u0000');
/** `.refine(...noNul)` for a string schema built elsewhere. */
export const noNul = [hasNoNul, { error: NUL_MESSAGE }] as const;

/** Any text field: a string (never a number, boolean or object), without NUL. Chain trim/max/regex on it. */
export const stringField = (message?: string) => z.string(message ? { error: message } : undefined).refine(...noNul);

/** A required, trimmed, non-empty string with the given message when missing. */
export const requiredText = (message: string, max = 500) =>
  stringField(message)
    .trim()
    .min(1, { error: message })
    .max(max, { error: `长度不能超过${max}个字符` });

/** Rich text or other long free text: bounded, no NUL (sanitised on the server). */
export const longTextField = (max: number, message = '内容格式有误') => stringField(message).max(max, { error: '内容过长' });

// ---- absent values ---------------------------------------------------------------------

const blank = (v: unknown) => (v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** Forms and query strings send '' for an empty field: treat it as absent. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An optional field where a blank string (not null) means absent; `z.input` keeps the field's wire type. */
export const blankOptional = <S extends z.ZodType>(schema: S) => z.preprocess((v: z.input<S> | '' | undefined) => blankToUndefined(v), schema.optional());

/**
 * What a form may send for an optional field: its own wire type, or blank. The preprocess
 * steps below annotate their parameter only so `z.input` names the wire shape (the web's
 * request types are `z.input` of these schemas); at run time each step still takes anything.
 */
type Blank = '' | null | undefined;

/** An optional field where '' (an emptied form input) means absent. */
export const optionalField = <S extends z.ZodType>(schema: S) => z.preprocess((v: z.input<S> | Blank) => blank(v), schema.optional());

export const optionalText = (max: number) =>
  optionalField(
    stringField()
      .trim()
      .max(max, { error: `长度不能超过${max}个字符` }),
  );

// ---- numbers and flags -----------------------------------------------------------------

// A number, or a string that is exactly one (forms); true, [], null or {} stay as they are and fail.
const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);

/** A number: a JSON number or a numeric string, nothing else. `build` adds int/min/max. */
export const numberField = (message: string, build: (n: z.ZodNumber) => z.ZodNumber = (n) => n) =>
  z.preprocess((v: number | string) => toNumber(v), build(z.number({ error: message })));

/** A positive integer id (e.g. `?id=12`). */
export const idField = (message = '缺少编号') =>
  z.preprocess(
    (v: number | string) => blank(v),
    numberField(message, (n) => n.int({ error: '编号有误' }).positive({ error: '编号有误' }).max(2_147_483_647, { error: '编号有误' })),
  );

export const optionalIdField = () =>
  optionalField(numberField('编号有误', (n) => n.int({ error: '编号有误' }).positive({ error: '编号有误' }).max(2_147_483_647, { error: '编号有误' })));

const FLAG_ERROR = { error: '开关取值只能是 true、false、1 或 0' };
/** true/false as JSON or as a form sends it ('true'/'false'/'1'/'0'); nothing else. */
export const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')], FLAG_ERROR);

/** A flag with its value when absent or blank. */
export const flagField = (fallback: boolean) => z.preprocess((v: z.input<typeof flag> | Blank) => (blank(v) === undefined ? fallback : v), flag);

export const sortField = z.preprocess(
  (v: number | string | Blank) => blank(v) ?? 0,
  numberField('排序须为整数', (n) => n.int({ error: '排序须为整数' }).min(-100_000).max(100_000)),
);

// ---- links and files -------------------------------------------------------------------

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const SITE_PATH = /^\/(?!\/)[^\s]*$/;

/** An address people may follow: an http(s) URL or a path on this site (never javascript:, data:…). */
export const linkField = (message = '链接须为 http(s) 地址或以 / 开头的站内路径') =>
  stringField(message)
    .trim()
    .max(2048, { error: '链接过长' })
    .refine((v) => HTTP_URL.test(v) || SITE_PATH.test(v), { error: message });

/** Storage keys as the upload calls answer them (`filePath`), per kind of file. */
const key = (exts: string) => new RegExp(`^\\d{4}/\\d{2}/[a-f0-9]{32}\\.(${exts})$`);
export const IMAGE_PATH = key('png|jpg|gif|webp');
export const PDF_PATH = key('pdf');
export const VIDEO_PATH = key('mp4|webm');
export const ATTACHMENT_PATH = key('pdf|docx|xlsx|pptx|png|jpg|gif|webp');
export const filePathField = (pattern: RegExp, message: string) => stringField(message).trim().regex(pattern, { error: message });

// ---- dates -----------------------------------------------------------------------------

/**
 * A moment: ms since epoch, an ISO string, or `YYYY-MM-DD[ HH:mm[:ss]]` read as China time
 * (UTC+8), as the back office's date pickers send it.
 */
export const dateTimeField = (message = '时间格式有误') =>
  z.preprocess(
    (v: Date | number | string) => {
      if (typeof v === 'number') return new Date(v);
      if (typeof v !== 'string') return v;
      const s = v.trim();
      if (/^\d{10,13}$/.test(s)) return new Date(Number(s.length === 10 ? `${s}000` : s));
      const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(s);
      if (local) return new Date(`${local[1]}T${local[2] ?? '00:00'}${local[2]?.length === 5 || !local[2] ? ':00' : ''}+08:00`);
      return new Date(s);
    },
    z.date({ error: message }).refine((d) => !Number.isNaN(d.getTime()) && d.getFullYear() > 1970 && d.getFullYear() < 2200, { error: message }),
  );

export const optionalDateTimeField = (message?: string) => optionalField(dateTimeField(message));

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `YYYY-MM-DD` names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A calendar date `YYYY-MM-DD`. */
export const dateField = (message = '日期格式应为YYYY-MM-DD') =>
  stringField(message).trim().regex(DATE_RE, { error: message }).refine(isCalendarDate, { error: message });

/** A `YYYY-MM-DD` date field with a Chinese message naming it. */
export const isoDate = (label: string) =>
  stringField(`${label}格式应为YYYY-MM-DD`)
    .trim()
    .regex(DATE_RE, { error: `${label}格式应为YYYY-MM-DD` })
    .refine(isCalendarDate, { error: `${label}不是有效日期` })
    // Market data lives in this window; a year like 9999 would only make date arithmetic overflow.
    .refine((v) => v >= '1900-01-01' && v <= '2199-12-31', { error: `${label}超出范围（1900年至2199年）` });

export const optionalDate = (label: string) => z.preprocess((v: string | undefined) => blankToUndefined(v), isoDate(label).optional());

// ---- lists -----------------------------------------------------------------------------

/** A JSON array in a form field (or a real array when the body is JSON). */
export const jsonArrayField = <S extends z.ZodType>(item: S, max: number, message = '列表格式有误') =>
  z.preprocess(
    (v: z.input<S>[] | string | Blank) => {
      if (blank(v) === undefined) return [];
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.array(item, { error: message }).max(max, { error: `最多${max}项` }),
  );

/** Pagination query of spec §3 (`pageNo` is accepted as an alias of currentPage). */
export const paginationQuery = z
  .object({
    currentPage: numberField('页码有误', (n) => n.int().min(1).max(100_000)).optional(),
    pageNo: numberField('页码有误', (n) => n.int().min(1).max(100_000)).optional(),
    pageSize: numberField(`每页条数只能是${PAGE_SIZES.join('、')}`, (n) => n.int())
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: `每页条数只能是${PAGE_SIZES.join('、')}` })
      .optional(),
  })
  .transform(({ currentPage, pageNo, pageSize }) => ({
    currentPage: currentPage ?? pageNo ?? 1,
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
  }));

export type PaginationQuery = z.output<typeof paginationQuery>;

/** A list query with filters and the shared pagination. */
export const withPage = <S extends z.ZodObject>(filters: S) => z.intersection(filters, paginationQuery);

// ---- price-specific shapes (index codes, search keywords) -------------------------------

export { MAX_COMPARE_CODES };
const CODE_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

export const indexCode = stringField('请输入指数代码').trim().regex(CODE_RE, { error: '指数代码只能由字母、数字、-、_ 组成，最长32位' });

/** Index codes, comma-separated (or repeated): at most MAX_COMPARE_CODES. */
export const indexCodes = z
  .union([stringField(), z.array(stringField())], { error: '请选择指数' })
  .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))])
  .pipe(
    z
      .array(indexCode)
      .min(1, { error: '请选择指数' })
      .max(MAX_COMPARE_CODES, { error: `一次最多选择${MAX_COMPARE_CODES}个指数` }),
  );

/** A search keyword: optional, trimmed, at most 50 characters. */
export const keyword = z.preprocess(
  (v: string | undefined) => blankToUndefined(v),
  stringField().trim().max(50, { error: '关键词不能超过50个字符' }).optional(),
);
