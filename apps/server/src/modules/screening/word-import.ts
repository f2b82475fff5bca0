/**
 * Parses a sensitive-word file: plain text (one word per line) or CSV (`word,category,level`,
 * an optional header line). Pure; the service decides what to save.
 */
import { SENSITIVE_WORD_MAX } from '@coal/contracts';
import { foldForScreening } from './matcher.ts';

export interface ParsedWord {
  line: number;
  word: string;
  key: string;
  category: string;
  level: number;
}

export interface ParsedWordFile {
  words: ParsedWord[];
  duplicates: Array<{ line: number; word: string }>;
  badLines: Array<{ line: number; text: string; reason: string }>;
  totalLines: number;
}

const HEADER = /^(word|敏感词|词语|关键词)$/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Decodes an uploaded text file: UTF-8 (BOM optional), else GB18030 as Chinese Excel saves CSV. */
export function decodeWordFile(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
}

/** One CSV line's cells; double quotes may wrap a cell ("" is a quote). */
function splitCells(line: string): string[] {
  if (!/[,，\t"]/.test(line)) return [line];
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === ',' || c === '，' || c === '\t') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((s) => s.trim());
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

export function parseWordFile(text: string, defaults: { category: string; level: number }, existingKeys: ReadonlySet<string> = new Set()): ParsedWordFile {
  const lines = text.split(/\r\n|\n|\r/);
  const result: ParsedWordFile = { words: [], duplicates: [], badLines: [], totalLines: 0 };
  const seen = new Set<string>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    result.totalLines++;
    const cells = splitCells(trimmed);
    if (line === 1 && HEADER.test(cells[0] ?? '')) return;
    const bad = (reason: string) => result.badLines.push({ line, text: shorten(trimmed), reason });
    if (cells.length > 3) return bad('列数过多（格式：敏感词,分类,级别）');
    const [word = '', category = '', levelText = ''] = cells;
    if (!word) return bad('敏感词为空');
    if (word.length > SENSITIVE_WORD_MAX) return bad(`敏感词不能超过${SENSITIVE_WORD_MAX}个字符`);
    if (CONTROL.test(word)) return bad('敏感词含有控制字符');
    if (category.length > 20) return bad('分类不能超过20个字符');
    const level = levelText === '' ? defaults.level : Number(levelText);
    if (!Number.isInteger(level) || level < 1 || level > 3) return bad('级别只能是1、2、3');
    const key = foldForScreening(word);
    if (seen.has(key) || existingKeys.has(key)) return void result.duplicates.push({ line, word });
    seen.add(key);
    result.words.push({ line, word, key, category: category || defaults.category, level });
  });
  return result;
}
