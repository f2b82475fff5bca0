import type { OperationLogDetail, OperationLogItem } from '@coal/contracts';
import type { OperationLogRow } from './oplog.repository.ts';

export function presentOperationLog(row: OperationLogRow): OperationLogItem {
  const detail = (row.detail ?? {}) as OperationLogDetail;
  return {
    id: row.id,
    staffName: row.staffName,
    action: row.action,
    target: row.target,
    ip: row.ip,
    result: row.result as OperationLogItem['result'],
    createdAt: row.createdAt.toISOString(),
    reason: typeof detail.reason === 'string' ? detail.reason : '',
    changes: Array.isArray(detail.changes) ? detail.changes : [],
  };
}

/** China time (UTC+8), as the back office shows it: `2026-03-01 08:30:00`. */
export function chinaTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}

/**
 * One CSV cell: quoted when needed; a cell that a spreadsheet would run as a formula
 * (= + - @ or a leading tab/CR) is prefixed with ' so it stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const RESULT_NAMES: Record<string, string> = { success: '成功', failure: '失败' };

/** The export: UTF-8 with a BOM (so Excel reads the Chinese), CRLF lines. */
export function operationLogsCsv(rows: OperationLogRow[]): string {
  const lines = [['时间(UTC+8)', '操作人', '操作', '对象', 'IP', '结果'].join(',')];
  for (const r of rows) lines.push([chinaTime(r.createdAt), r.staffName, r.action, r.target, r.ip, RESULT_NAMES[r.result] ?? r.result].map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
