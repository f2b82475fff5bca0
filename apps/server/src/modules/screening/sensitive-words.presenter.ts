import { SENSITIVE_LEVELS, type SensitiveWordItem } from '@coal/contracts';
import type { SensitiveWordRow } from './sensitive-words.repository.ts';

export const levelName = (level: number) => SENSITIVE_LEVELS[level as 1 | 2 | 3] ?? String(level);

export function presentSensitiveWord(row: SensitiveWordRow): SensitiveWordItem {
  return {
    id: row.id,
    word: row.word,
    category: row.category,
    level: row.level,
    levelName: levelName(row.level),
    createdBy: row.createdBy,
    createTime: row.createdAt.toISOString(),
  };
}
