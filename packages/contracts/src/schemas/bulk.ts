/**
 * Bulk actions of the back-office lists: one call per action taking the checked
 * rows' ids, answering per row whether it was done and, if not, why. Each row is done on its
 * own (one failing row never undoes the others).
 */
import { z } from 'zod';
import { flag, idField, requiredText } from './fields.ts';

/** The most rows one bulk call takes (a page holds at most 50). */
export const BULK_MAX = 100;

const bulkId = idField('编号有误');

/** `ids`: the rows, as `1,2,3` (a form) or an array (JSON); repeated ids count once. */
export const bulkIdsField = z.preprocess(
  (v: string | (number | string)[] | null | undefined) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v === undefined || v === null
        ? []
        : v,
  z
    .array(bulkId, { error: '编号有误' })
    .min(1, { error: '请选择要操作的记录' })
    .max(BULK_MAX, { error: `一次最多操作${BULK_MAX}项` })
    .transform((ids) => [...new Set(ids)]),
);

export const bulkIdsBody = z.object({ ids: bulkIdsField });
export type BulkIdsBody = z.output<typeof bulkIdsBody>;
export type BulkIdsBodyInput = z.input<typeof bulkIdsBody>;
/** 批量置顶 / 取消置顶. */
export const bulkFlagBody = z.object({ ids: bulkIdsField, value: flag });
export type BulkFlagBody = z.output<typeof bulkFlagBody>;
export type BulkFlagBodyInput = z.input<typeof bulkFlagBody>;
/** 批量驳回: one reason for every row. */
export const bulkRejectBody = z.object({ ids: bulkIdsField, reason: requiredText('请填写驳回原因', 500) });
export type BulkRejectBody = z.output<typeof bulkRejectBody>;
export type BulkRejectBodyInput = z.input<typeof bulkRejectBody>;

/** One row's outcome. */
export interface BulkRowResult {
  id: number;
  ok: boolean;
  /** The row's title when it was found. */
  title: string;
  /** Why it failed (the same message the single action would give), or what was done. */
  message: string;
}

export interface BulkResult {
  succeeded: number;
  failed: number;
  results: BulkRowResult[];
}
