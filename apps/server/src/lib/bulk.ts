/**
 * Bulk actions: the single action run for each checked row in turn, each row
 * its own unit of work (the single action's statement or transaction), so one refused row
 * never undoes the others. The answer says, row by row, what happened.
 */
import type { BulkResult, BulkRowResult } from '@coal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** What one row's action answers: the row's title. */
export type BulkStep = (id: number) => Promise<{ title: string }>;

/** Runs `step` for every id; refusals keep their message, anything else is logged. */
export async function runBulk(request: FastifyRequest, ids: number[], step: BulkStep, done = '成功'): Promise<BulkResult> {
  const results: BulkRowResult[] = [];
  for (const id of ids) {
    try {
      const { title } = await step(id);
      results.push({ id, ok: true, title, message: done });
    } catch (error) {
      if (!(error instanceof AppError)) request.log.error({ err: error, id }, 'bulk row failed');
      results.push({ id, ok: false, title: '', message: error instanceof AppError ? error.message : '操作失败，请稍后重试' });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  // The operation log names every row and the outcome.
  request.auditTarget = `${results.map((r) => `#${r.id}${r.ok ? '' : '✗'}`).join(',')}（成功${succeeded}，失败${results.length - succeeded}）`.slice(0, 200);
  return { succeeded, failed: results.length - succeeded, results };
}

/** The envelope message of a bulk answer: 批量删除：成功 2 项，失败 1 项. */
export const bulkMessage = (label: string, r: BulkResult) =>
  r.failed ? `${label}：成功 ${r.succeeded} 项，失败 ${r.failed} 项` : `${label}：成功 ${r.succeeded} 项`;
