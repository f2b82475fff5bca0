import type { OperationLogChange } from '@coal/contracts';

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
export function diffSnapshots<T extends object>(before: T | null, after: T | null, labels: Partial<Record<keyof T & string, string>>): OperationLogChange[] {
  const changes: OperationLogChange[] = [];
  const valueOf = (snapshot: T | null, key: string) => (snapshot as Record<string, unknown> | null)?.[key];
  for (const [key, field] of Object.entries(labels) as [string, string][]) {
    const b = shown(valueOf(before, key));
    const a = shown(valueOf(after, key));
    if (b !== a) changes.push({ field, before: b, after: a });
  }
  return changes;
}
