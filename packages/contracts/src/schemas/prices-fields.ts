/**
 * Field schemas shared by the price request schemas (not exported from the package index,
 * so their generic names cannot collide with other modules').
 */
import { z } from 'zod';
import { MAX_COMPARE_CODES } from '../prices-vocabulary.ts';

export { MAX_COMPARE_CODES };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const CODE_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

/** Whether `YYYY-MM-DD` names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** PostgreSQL text cannot hold NUL: refused as bad input rather than failing in the database. */
export const noNul = [(v: string) => !v.includes('\u0000'), { error: '不能包含控制字符' }] as const;

/** Forms and query strings send '' for an empty field: treat it as absent. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A `YYYY-MM-DD` date field with a Chinese message naming it. */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label}格式应为YYYY-MM-DD` })
    .trim()
    .regex(DATE_RE, { error: `${label}格式应为YYYY-MM-DD` })
    .refine(isCalendarDate, { error: `${label}不是有效日期` })
    // Market data lives in this window; a year like 9999 would only make date arithmetic overflow.
    .refine((v) => v >= '1900-01-01' && v <= '2199-12-31', { error: `${label}超出范围（1900年至2199年）` });

export const optionalDate = (label: string) => z.preprocess(blankToUndefined, isoDate(label).optional());

export const indexCode = z
  .string({ error: '请输入指数代码' })
  .trim()
  .regex(CODE_RE, { error: '指数代码只能由字母、数字、-、_ 组成，最长32位' });

/** Index codes, comma-separated (or repeated): at most MAX_COMPARE_CODES. */
export const indexCodes = z
  .union([z.string(), z.array(z.string())], { error: '请选择指数' })
  .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(indexCode).min(1, { error: '请选择指数' }).max(MAX_COMPARE_CODES, { error: `一次最多选择${MAX_COMPARE_CODES}个指数` }));

/** '1'/'true' or '0'/'false', as query strings and forms send booleans. */
export const flag = z.enum(['0', '1', 'true', 'false'], { error: '只能是 0 或 1' }).transform((v) => v === '1' || v === 'true');

/** A search keyword: optional, trimmed, at most 50 characters. */
export const keyword = z.preprocess(blankToUndefined, z.string().trim().max(50, { error: '关键词不能超过50个字符' }).refine(...noNul).optional());
