/**
 * Field helpers of the library and site-management schemas (texts, research reports,
 * videos, ads, links, company profile, digital finance, operation log). Forms arrive
 * url-encoded, so every field accepts its string form; blank optional fields mean "none".
 * Not exported from the package index (generic names); import the schemas instead.
 */
import { z } from 'zod';
import { paginationQuery, requiredText } from './common.ts';

/** PostgreSQL text cannot hold NUL: such input is refused, never passed on. */
const NO_NUL = (v: string) => !v.includes('\u0000');
const NUL_ERROR = { error: '内容包含非法字符' };

/** A required text (requiredText of the shared schemas) that also refuses NUL characters. */
export const requiredField = (message: string, max = 500) => requiredText(message, max).refine(NO_NUL, NUL_ERROR);

/** Rich text or other long free text: bounded, no NUL (sanitised on the server). */
export const longTextField = (max: number, message = '内容格式有误') =>
  z.string({ error: message }).max(max, { error: '内容过长' }).refine(NO_NUL, NUL_ERROR);

const blank = (v: unknown) => (v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** An optional field where '' (an emptied form input) means absent. */
export const optionalField = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());

export const optionalText = (max: number) => optionalField(z.string().trim().max(max, { error: `长度不能超过${max}个字符` }).refine(NO_NUL, NUL_ERROR));

/** A positive integer id (e.g. `?id=12`). */
export const idField = (message = '缺少编号') =>
  z.preprocess(blank, z.coerce.number({ error: message }).int({ error: '编号有误' }).positive({ error: '编号有误' }).max(2_147_483_647, { error: '编号有误' }));

export const optionalIdField = () => optionalField(z.coerce.number({ error: '编号有误' }).int({ error: '编号有误' }).positive({ error: '编号有误' }).max(2_147_483_647, { error: '编号有误' }));

/** true/false in any form a form or a query string sends it. */
export const flagField = (fallback: boolean) =>
  z.preprocess(
    (v) => (blank(v) === undefined ? fallback : v),
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'), z.literal(1).transform(() => true), z.literal(0).transform(() => false)], {
      error: '开关取值只能是 true 或 false',
    }),
  );

export const sortField = z.preprocess((v) => blank(v) ?? 0, z.coerce.number({ error: '排序须为整数' }).int({ error: '排序须为整数' }).min(-100_000).max(100_000));

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const SITE_PATH = /^\/(?!\/)[^\s]*$/;

/** An address people may follow: an http(s) URL or a path on this site (never javascript:, data:…). */
export const linkField = (message = '链接须为 http(s) 地址或以 / 开头的站内路径') =>
  z.string().trim().max(2048, { error: '链接过长' }).refine((v) => NO_NUL(v) && (HTTP_URL.test(v) || SITE_PATH.test(v)), { error: message });

export const httpUrlField = (message = '地址须以 http:// 或 https:// 开头') =>
  z.string().trim().max(2048, { error: '地址过长' }).refine((v) => NO_NUL(v) && HTTP_URL.test(v), { error: message });

/** Storage keys as the upload calls answer them (`filePath`), per kind of file. */
const key = (exts: string) => new RegExp(`^\\d{4}/\\d{2}/[a-f0-9]{32}\\.(${exts})$`);
export const IMAGE_PATH = key('png|jpg|gif|webp');
export const PDF_PATH = key('pdf');
export const VIDEO_PATH = key('mp4|webm');
export const ATTACHMENT_PATH = key('pdf|docx|xlsx|pptx|png|jpg|gif|webp');
export const filePathField = (pattern: RegExp, message: string) => z.string({ error: message }).trim().regex(pattern, { error: message });

/**
 * A moment: ms since epoch, an ISO string, or `YYYY-MM-DD[ HH:mm[:ss]]` read as China time
 * (UTC+8), as the back office's date pickers send it.
 */
export const dateTimeField = (message = '时间格式有误') =>
  z.preprocess((v) => {
    if (typeof v === 'number') return new Date(v);
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (/^\d{10,13}$/.test(s)) return new Date(Number(s.length === 10 ? `${s}000` : s));
    const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(s);
    if (local) return new Date(`${local[1]}T${local[2] ?? '00:00'}${local[2]?.length === 5 || !local[2] ? ':00' : ''}+08:00`);
    return new Date(s);
  }, z.date({ error: message }).refine((d) => !Number.isNaN(d.getTime()) && d.getFullYear() > 1970 && d.getFullYear() < 2200, { error: message }));

export const optionalDateTimeField = (message?: string) => optionalField(dateTimeField(message));

/** A calendar date `YYYY-MM-DD`. */
export const dateField = (message = '日期格式应为YYYY-MM-DD') =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: message });

/** A JSON array in a form field (or a real array when the body is JSON). */
export const jsonArrayField = <S extends z.ZodType>(item: S, max: number, message = '列表格式有误') =>
  z.preprocess(
    (v) => {
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

/** A list query with filters and the shared pagination. */
export const withPage = <S extends z.ZodObject>(filters: S) => z.intersection(filters, paginationQuery);

