import { ERRORS } from '@coal/contracts';
import type { SensitiveWordImportReport } from '@coal/contracts';
import { count, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refusedWith } from '../../lib/errors.ts';
import { foldForScreening } from './matcher.ts';
import type { ScreeningService } from './screening.service.ts';
import { bumpWordListVersion, findExistingKeys, sensitiveWords, type SensitiveWordRow } from './sensitive-words.repository.ts';
import { parseWordFile } from './word-import.ts';

const DEFAULT_CATEGORY = '其他';
/** The whole list stays small enough to compile in well under a second. */
export const MAX_LIST_SIZE = 100_000;

export interface NewWord {
  word: string;
  category?: string;
  level: number;
}

/** Adds one word; a word equal after folding (case, full width) is refused as a duplicate. */
export async function addWord(db: Database, screening: ScreeningService, input: NewWord, by: string): Promise<SensitiveWordRow> {
  const key = foldForScreening(input.word);
  const row = await db.transaction(async (tx) => {
    if ((await findExistingKeys(tx, [key])).size > 0) throw refusedWith(ERRORS.wordExists);
    const [inserted] = await tx
      .insert(sensitiveWords)
      .values({ word: input.word, wordKey: key, category: input.category || DEFAULT_CATEGORY, level: input.level, createdBy: by })
      .returning();
    await bumpWordListVersion(tx);
    return inserted!;
  });
  screening.invalidate();
  return row;
}

export async function deleteWords(db: Database, screening: ScreeningService, ids: number[]): Promise<string[]> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.delete(sensitiveWords).where(inArray(sensitiveWords.id, ids)).returning({ word: sensitiveWords.word });
    if (rows.length > 0) await bumpWordListVersion(tx);
    return rows.map((r) => r.word);
  });
  screening.invalidate();
  return deleted;
}

export interface ImportOptions {
  category?: string;
  level: number;
  skipInvalid: boolean;
}

/**
 * Imports a word file in one transaction. Duplicates (in the list or earlier in the file) are
 * skipped and reported; bad lines are reported and, unless `skipInvalid`, nothing is saved.
 */
export async function importWords(
  db: Database,
  screening: ScreeningService,
  text: string,
  options: ImportOptions,
  by: string,
): Promise<SensitiveWordImportReport> {
  const defaults = { category: options.category || DEFAULT_CATEGORY, level: options.level };
  const report = await db.transaction(async (tx) => {
    const firstPass = parseWordFile(text, defaults);
    const existing = await findExistingKeys(
      tx,
      firstPass.words.map((w) => w.key),
    );
    const parsed = existing.size ? parseWordFile(text, defaults, existing) : firstPass;
    const base = { duplicates: parsed.duplicates, badLines: parsed.badLines, totalLines: parsed.totalLines };
    if (parsed.badLines.length > 0 && !options.skipInvalid) return { imported: false, addedCount: 0, ...base };
    const [size] = await tx.select({ n: count() }).from(sensitiveWords);
    if ((size?.n ?? 0) + parsed.words.length > MAX_LIST_SIZE) throw refusedWith(ERRORS.listFull, `敏感词库最多${MAX_LIST_SIZE}个词`);
    for (let i = 0; i < parsed.words.length; i += 1000) {
      const chunk = parsed.words.slice(i, i + 1000).map((w) => ({ word: w.word, wordKey: w.key, category: w.category, level: w.level, createdBy: by }));
      await tx.insert(sensitiveWords).values(chunk);
    }
    if (parsed.words.length > 0) await bumpWordListVersion(tx);
    return { imported: true, addedCount: parsed.words.length, ...base };
  });
  screening.invalidate();
  return report;
}
