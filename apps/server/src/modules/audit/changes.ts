import type { OperationLogChange } from '@coal/contracts';

type Snapshot = Record<string, unknown>;

const shown = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(shown).join('、');
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/**
 * The fields an edit changed, for the operation log: `labels` names the fields to compare
 * (and how staff call them); a field whose shown value is the same is left out.
 */
export function diffSnapshots(before: Snapshot | null, after: Snapshot | null, labels: Record<string, string>): OperationLogChange[] {
  const changes: OperationLogChange[] = [];
  for (const [key, field] of Object.entries(labels)) {
    const b = shown(before?.[key]);
    const a = shown(after?.[key]);
    if (b !== a) changes.push({ field, before: b, after: a });
  }
  return changes;
}
