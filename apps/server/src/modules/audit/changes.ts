import type { OperationLogChange } from '@coal/contracts';

/** A moment as staff read it: China time, to the minute (the log is read in the back office). */
const chinaMinute = (d: Date): string => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const shown = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(shown).join('、');
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (v instanceof Date) return chinaMinute(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/** How many characters of a long text (a body, HTML) the log shows before its length. */
const EXCERPT = 40;

/** A long text as the log shows it: the start of its plain text and its length. */
function excerpt(text: string): string {
  if (!text) return '';
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${plain.length > EXCERPT ? `${plain.slice(0, EXCERPT)}…` : plain}（共${plain.length}字）`;
}

/**
 * The fields an edit changed, for the operation log: `labels` names the fields to compare
 * (and how staff call them); a field whose shown value is the same is left out. Fields in
 * `long` (bodies) are compared whole but logged as an excerpt, so a row stays small.
 */
export function diffSnapshots<T extends object>(
  before: T | null,
  after: T | null,
  labels: Partial<Record<keyof T & string, string>>,
  long: ReadonlyArray<keyof T & string> = [],
): OperationLogChange[] {
  const changes: OperationLogChange[] = [];
  const valueOf = (snapshot: T | null, key: string) => (snapshot as Record<string, unknown> | null)?.[key];
  for (const [key, field] of Object.entries(labels) as [string, string][]) {
    const b = shown(valueOf(before, key));
    const a = shown(valueOf(after, key));
    if (b === a) continue;
    const isLong = (long as readonly string[]).includes(key);
    changes.push({ field, before: isLong ? excerpt(b) : b, after: isLong ? excerpt(a) : a });
  }
  return changes;
}
