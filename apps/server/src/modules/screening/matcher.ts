/**
 * The pure, fast part of screening: compile a word list into an Aho–Corasick automaton
 * (`modern-ahocorasick`) and report every occurrence — overlaps included — with its UTF-16
 * position. No I/O here, so the benchmark and the unit tests measure exactly this.
 */
import AhoCorasick from 'modern-ahocorasick';

export interface WordEntry {
  word: string;
  category: string;
  level: number;
}

export interface TextHit {
  offset: number;
  length: number;
  /** The listed word (as it is in the list, before folding). */
  word: string;
  category: string;
  level: number;
}

export interface CompiledWords {
  automaton: AhoCorasick<WordEntry>;
  /** Longest folded word, in UTF-16 units: how far a window must overlap the next. */
  maxLength: number;
  size: number;
  /** Prefilter: UTF-16 units that are whole words, first units of longer words, and their first two units. */
  singles: Uint8Array;
  firsts: Uint8Array;
  /** A bit per hashed pair (false positives only widen the scan). */
  pairs: Uint32Array;
}

const PAIR_BITS = 21;
/** Hash of two UTF-16 units into PAIR_BITS bits (Fibonacci hashing). */
const pairSlot = (a: number, b: number) => Math.imul((a << 16) | b, 0x9e3779b1) >>> (32 - PAIR_BITS);

/**
 * Case and width folding that keeps every UTF-16 unit in place (one unit in, one unit
 * out), so offsets in the folded text are offsets in the original: `ＡＢＣ`, `Abc` and `abc`
 * are the same word.
 */
export function foldForScreening(text: string): string {
  let changed = false;
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xff01 && c <= 0xff5e)
      c -= 0xfee0; // full-width ASCII → ASCII
    else if (c === 0x3000) c = 0x20; // ideographic space
    if (c >= 0x41 && c <= 0x5a) c += 0x20; // A-Z → a-z
    if (c !== text.charCodeAt(i)) changed = true;
    codes[i] = c;
  }
  if (!changed) return text;
  let out = '';
  for (let i = 0; i < codes.length; i += 8192) out += String.fromCharCode(...codes.subarray(i, i + 8192));
  return out;
}

/** Compiles the list; words equal after folding collapse into one (the highest level wins). */
export function compileWords(entries: readonly WordEntry[]): CompiledWords {
  const byKey = new Map<string, WordEntry>();
  for (const entry of entries) {
    const key = foldForScreening(entry.word.trim());
    if (!key) continue;
    const seen = byKey.get(key);
    if (!seen || entry.level > seen.level) byKey.set(key, entry);
  }
  let maxLength = 0;
  const singles = new Uint8Array(65536);
  const firsts = new Uint8Array(65536);
  const pairs = new Uint32Array(1 << (PAIR_BITS - 5));
  const patterns = [...byKey].map(([pattern, data]) => {
    maxLength = Math.max(maxLength, pattern.length);
    const a = pattern.charCodeAt(0);
    if (pattern.length === 1) singles[a] = 1;
    else {
      firsts[a] = 1;
      const slot = pairSlot(a, pattern.charCodeAt(1));
      pairs[slot >>> 5]! |= 1 << (slot & 31);
    }
    return { pattern, data };
  });
  return { automaton: new AhoCorasick(patterns), maxLength, size: patterns.length, singles, firsts, pairs };
}

/**
 * Windows scanned separately. The library segments its input into grapheme clusters with
 * Intl.Segmenter, whose cost grows faster than linearly on one long string in V8 (100k
 * characters: seconds); windows of ~1k characters keep the whole scan linear.
 */
const WINDOW = 1024;
const BOUNDARY_SEARCH = 256;

/** Characters between which a grapheme-cluster boundary always lies. */
function isSimple(c: number): boolean {
  return (c >= 0x20 && c <= 0x7e) || c === 0x0a || c === 0x09 || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3000 && c <= 0x3029) || (c >= 0xff01 && c <= 0xff5e);
}

const boundaryAt = (text: string, p: number) => p <= 0 || p >= text.length || (isSimple(text.charCodeAt(p - 1)) && isSimple(text.charCodeAt(p)));

/** The first position at or after `pos` where a window may end without splitting a cluster. */
function safeBoundary(text: string, pos: number): number {
  const limit = Math.min(text.length, pos + BOUNDARY_SEARCH);
  for (let p = pos; p < limit; p++) if (boundaryAt(text, p)) return p;
  // No simple neighbours nearby (emoji, combining marks…): at least keep surrogate pairs whole.
  let p = Math.min(text.length, pos);
  while (p < text.length && p > 0 && (text.charCodeAt(p) & 0xfc00) === 0xdc00) p++;
  return p;
}

/** The last position at or before `pos` where a window may start. */
function safeStart(text: string, pos: number, floor: number): number {
  for (let p = pos; p >= Math.max(floor, pos - BOUNDARY_SEARCH); p--) if (boundaryAt(text, p)) return p;
  let p = pos;
  while (p > floor && (text.charCodeAt(p) & 0xfc00) === 0xdc00) p--;
  return p;
}

/**
 * The stretches of text where a word may start: every word begins with one of the listed
 * first two units (or is a listed single unit), so only around those positions does the
 * automaton need to run. Ordinary text has few such positions.
 */
function candidateRanges(compiled: CompiledWords, text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const { singles, firsts, pairs, maxLength } = compiled;
  let from = -1;
  let to = -1;
  for (let i = 0; i < text.length; i++) {
    const a = text.charCodeAt(i);
    if (singles[a] !== 1) {
      if (firsts[a] !== 1 || i + 1 >= text.length) continue;
      const slot = pairSlot(a, text.charCodeAt(i + 1));
      if ((pairs[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
    }
    if (from >= 0 && i <= to) to = Math.max(to, i + maxLength);
    else {
      if (from >= 0) ranges.push([from, to]);
      from = i;
      to = i + maxLength;
    }
  }
  if (from >= 0) ranges.push([from, to]);
  // Widen to cluster boundaries; widened ranges that touch are merged.
  const merged: Array<[number, number]> = [];
  for (const [f, t] of ranges) {
    const last = merged.at(-1);
    const start = safeStart(text, f, last ? last[1] : 0);
    const end = safeBoundary(text, Math.min(text.length, t));
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Scans [from, to) in windows; each hit is reported by the window its start lies in. */
function scanRange(compiled: CompiledWords, folded: string, from: number, to: number, hits: TextHit[]): void {
  let start = from;
  while (start < to) {
    const end = to - start <= WINDOW ? to : Math.min(to, safeBoundary(folded, start + WINDOW));
    // The window reaches far enough that any word starting before `end` lies wholly in it.
    const reach = end >= to ? to : Math.min(to, safeBoundary(folded, end + compiled.maxLength - 1));
    const window = folded.slice(start, reach);
    for (const match of compiled.automaton.iterate(window)) {
      if (match.start + start >= end) continue; // the next window owns it
      const data = match.data!;
      hits.push({ offset: start + match.start, length: match.end - match.start, word: data.word, category: data.category, level: data.level });
    }
    start = end;
  }
}

/** Every occurrence of every listed word in `text`, ordered by offset then longest first. */
export function findHits(compiled: CompiledWords, text: string): TextHit[] {
  if (compiled.size === 0 || text.length === 0) return [];
  const folded = foldForScreening(text);
  const hits: TextHit[] = [];
  for (const [from, to] of candidateRanges(compiled, folded)) scanRange(compiled, folded, from, to, hits);
  return hits.sort((a, b) => a.offset - b.offset || b.length - a.length);
}
