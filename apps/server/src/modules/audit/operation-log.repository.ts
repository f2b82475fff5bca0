import type { Database } from '../../db/client.ts';
import { operationLogs } from '../../db/schema/index.ts';

export interface OperationLogEntry {
  staffId: string | null;
  staffName: string;
  action: string;
  target?: string;
  detail?: unknown;
  ip: string;
  result: 'success' | 'failure';
}

// PostgreSQL text cannot hold NUL: a target echoed from a refused body must not break the log.
const storable = (text: string) => text.replaceAll('\u0000', '');

/** Appends one row to the audit trail (who, what, target, when, IP, result). */
export async function appendOperationLog(db: Database, entry: OperationLogEntry): Promise<void> {
  await db.insert(operationLogs).values({
    staffId: entry.staffId,
    staffName: storable(entry.staffName),
    action: entry.action,
    target: storable(entry.target ?? ''),
    detail: entry.detail ?? null,
    ip: entry.ip,
    result: entry.result,
  });
}
