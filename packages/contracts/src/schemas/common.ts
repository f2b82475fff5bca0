import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';

/** A required, trimmed, non-empty string with the given message when missing. */
export const requiredText = (message: string, max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `长度不能超过${max}个字符` })
    // PostgreSQL refuses NUL in text: catch it here as bad input, not as a 500 later.
    .refine((v) => !v.includes('\u0000'), { error: '内容包含非法字符' });

/** Pagination query of spec §3 (`pageNo` is accepted as an alias of currentPage). */
export const paginationQuery = z
  .object({
    currentPage: z.coerce.number().int().min(1).max(100_000).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).optional(),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
        error: `每页条数只能是${PAGE_SIZES.join('、')}`,
      })
      .optional(),
  })
  .transform(({ currentPage, pageNo, pageSize }) => ({
    currentPage: currentPage ?? pageNo ?? 1,
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
  }));

export type PaginationQuery = z.output<typeof paginationQuery>;
