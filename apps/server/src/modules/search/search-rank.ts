import type { Candidate } from './search.repository.ts';

/**
 * Relevance of a match from its title and summary (short, read with the match, unlike the
 * body): every word in the title counts most, the whole query in the title more, the summary
 * less; a body-only match scores 0. Equal scores keep the newest first (a stable sort of
 * candidates that come newest first).
 */
export function rankCandidates<T extends Candidate>(candidates: T[], terms: string[], q: string): T[] {
  const phrase = q.toLowerCase().replace(/\s+/g, '');
  const score = (c: T) => {
    const title = c.title.toLowerCase();
    const summary = c.summary.toLowerCase();
    let s = 0;
    for (const t of terms) {
      if (title.includes(t)) s += 10;
      else if (summary.includes(t)) s += 3;
    }
    if (terms.length > 1 && phrase && title.includes(phrase)) s += 5;
    return s;
  };
  return candidates
    .map((c, i) => ({ c, i, s: score(c) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.c);
}
