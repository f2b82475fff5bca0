import type { TextRange } from '@coal/contracts';

/**
 * The query side of the index rule in migration 0007 (search_lexemes): a run of Chinese
 * characters is indexed as its bigrams and trigrams (and its last character alone), a run of
 * latin letters/digits as one lower-cased word; no positions.
 */
const RUN = /[\u3400-\u9fff\uf900-\ufaff]+|[a-z0-9]+/g;
const isLatin = (run: string) => /^[a-z0-9]/.test(run);

/** The query's words as the index splits them (lower-cased, at most 8). */
export function queryTerms(q: string): string[] {
  return [...new Set(q.toLowerCase().match(RUN) ?? [])].slice(0, 8);
}

/**
 * One word as a tsquery: a word of 2–3 Chinese characters is one lexeme, a longer one all its
 * trigrams; one character or a latin word is a prefix. `mark` '^' asks the title's lexemes.
 */
function termQuery(term: string, mark: string): string {
  if (isLatin(term) || term.length === 1) return `'${mark}${term}':*`;
  if (term.length <= 3) return `'${mark}${term}'`;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= term.length; i++) grams.push(`'${mark}${term.slice(i, i + 3)}'`);
  return `(${grams.join(' & ')})`;
}

/**
 * A tsquery literal (cast with ::tsquery, which does not run the text parser) that every
 * word must match; `titleOnly` asks the title's own lexemes.
 */
export function toTsquery(terms: string[], titleOnly = false): string {
  return terms.map((t) => termQuery(t, titleOnly ? '^' : '')).join(' & ');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the words occur in a plain text, merged and in order. */
export function matchRanges(text: string, terms: string[]): TextRange[] {
  if (terms.length === 0 || text.length === 0) return [];
  const pattern = new RegExp(
    [...terms]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'gi',
  );
  const ranges: TextRange[] = [];
  for (const m of text.matchAll(pattern)) {
    const last = ranges.at(-1);
    if (last && m.index <= last[0] + last[1]) last[1] = Math.max(last[1], m.index + m[0].length - last[0]);
    else ranges.push([m.index, m[0].length]);
  }
  return ranges;
}

export const SNIPPET_LENGTH = 120;
const LEAD = 30;

/**
 * About SNIPPET_LENGTH characters of plain text around the first match (the longest word's,
 * so the snippet shows what the reader typed), with the matches inside it; ellipses mark cuts.
 */
export function makeSnippet(text: string, terms: string[]): { snippet: string; ranges: TextRange[] } {
  const longest = [...terms].sort((a, b) => b.length - a.length);
  const lower = text.toLowerCase();
  const first = longest.map((t) => lower.indexOf(t)).find((i) => i >= 0) ?? 0;
  let start = Math.max(0, first - LEAD);
  // Do not cut a surrogate pair in two.
  if (start > 0 && /[\udc00-\udfff]/.test(text[start] ?? '')) start -= 1;
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  const prefix = start > 0 ? '…' : '';
  const snippet = `${prefix}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return { snippet, ranges: matchRanges(snippet, terms) };
}
