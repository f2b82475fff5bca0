import type { Database } from '../../db/client.ts';
import { analyticsDeadLetters } from '../../db/schema/index.ts';

/** The message of the innermost cause (Drizzle wraps the driver's error, and its message repeats the parameters). */
export function describeError(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause !== undefined) current = current.cause;
  const code = typeof current === 'object' && current !== null && 'code' in current ? String(current.code) : '';
  const message = current instanceof Error ? current.message : String(current);
  return withoutNul(code ? `${code}: ${message}` : message);
}

// jsonb and text refuse NUL too: it is shown escaped, so the refused value can still be read.
const withoutNul = (text: string) => text.replaceAll('\u0000', '\\u0000');

/** A refused write as JSON the database accepts (dates as ISO text, an invalid date as null). */
export function toPayload(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? withoutNul(v) : v))) as unknown;
}

/** Stores one refused write with its error; throws when even that fails (the database is down). */
export async function saveDeadLetter(db: Database, value: unknown, error: unknown): Promise<void> {
  await db.insert(analyticsDeadLetters).values({ payload: toPayload(value), error: describeError(error) });
}
