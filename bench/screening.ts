/**
 * `npm run bench:screening -w @coal/bench`: the sensitive-word screening (Aho–Corasick,
 * modern-ahocorasick, in ~1k-character windows) on 100k characters against a 10k-word list,
 * next to baselines measured in the same run: a naive loop that finds every occurrence of
 * every word with `indexOf` (the same answer), and a `String.includes` loop (only "is it
 * there?", less work). Machines are noisy: compare the ratios, not the milliseconds.
 */
import { compileWords, findHits, type WordEntry } from '../apps/server/src/modules/screening/matcher.ts';
import { screenWith } from '../apps/server/src/modules/screening/screening.service.ts';

const TEXT_LENGTH = Number(process.env.BENCH_TEXT ?? 100_000);
const WORD_COUNT = Number(process.env.BENCH_WORDS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);

/** Deterministic PRNG (mulberry32), so every run screens the same text. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rnd = prng(2026);
const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
// 1,500 common-range ideographs: words of 2-6 of them rarely occur by chance, as in real text.
const HANZI = Array.from({ length: 1500 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7) % 0x5000)));
const PUNCT = ['，', '。', '、', '；', '：', ' ', '\n'];
const ASCII = ['coal', 'coke', 'cci5500', 'fob', 'cif', 'rmb', 'mt', 'q5500'];

function makeWords(): WordEntry[] {
  const words = new Set<string>();
  while (words.size < WORD_COUNT) {
    if (rnd() < 0.05) words.add(`${pick(ASCII)}${Math.floor(rnd() * 1000)}`);
    else words.add(Array.from({ length: 2 + Math.floor(rnd() * 5) }, () => pick(HANZI)).join(''));
  }
  return [...words].map((word, i) => ({ word, category: '基准', level: 1 + (i % 3) }));
}

function makeText(words: WordEntry[]): string {
  const parts: string[] = [];
  let length = 0;
  while (length < TEXT_LENGTH) {
    const r = rnd();
    const part = r < 0.01 ? pick(words).word : r < 0.08 ? pick(PUNCT) : r < 0.1 ? ` ${pick(ASCII)} ` : pick(HANZI);
    parts.push(part);
    length += part.length;
  }
  return parts.join('').slice(0, TEXT_LENGTH);
}

/** Baseline: every occurrence of every word, by indexOf (the same hits the automaton reports). */
function naiveAll(words: WordEntry[], text: string): number {
  let hits = 0;
  for (const { word } of words) for (let i = text.indexOf(word); i !== -1; i = text.indexOf(word, i + 1)) hits++;
  return hits;
}

/** Baseline: which words occur at all (String.includes), the least a screening must know. */
function naiveIncludes(words: WordEntry[], text: string): number {
  let found = 0;
  for (const { word } of words) if (text.includes(word)) found++;
  return found;
}

interface Timed {
  ms: number;
  value: unknown;
}

/**
 * Median CPU time (user + system) of each method, the methods interleaved run by run, so that
 * other load on a shared machine weighs on all of them alike.
 */
function medians(methods: Array<() => unknown>): Timed[] {
  const times = methods.map(() => [] as number[]);
  const values: unknown[] = methods.map((run) => run()); // warm-up
  for (let r = 0; r < RUNS; r++) {
    methods.forEach((run, i) => {
      const start = process.cpuUsage();
      values[i] = run();
      const used = process.cpuUsage(start);
      times[i]!.push((used.user + used.system) / 1000);
    });
  }
  return times.map((t, i) => ({ ms: t.sort((a, b) => a - b)[Math.floor(t.length / 2)]!, value: values[i] }));
}

function main(): void {
  const words = makeWords();
  const text = makeText(words);
  const html = text
    .split('\n')
    .map((line) => `<p style="text-indent:2em">${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`)
    .join('');

  const compileStart = performance.now();
  const compiled = compileWords(words);
  const compileMs = performance.now() - compileStart;

  const [all, includes, ac, pipeline] = medians([
    () => naiveAll(words, text),
    () => naiveIncludes(words, text),
    () => findHits(compiled, text).length,
    () => screenWith(compiled, { title: '', html }).hits.length,
  ]) as [Timed, Timed, Timed, Timed];
  if (ac.value !== all.value) throw new Error(`hit counts differ: automaton ${String(ac.value)}, indexOf ${String(all.value)}`);

  console.log(
    `\nscreening ${text.length.toLocaleString()} characters against ${words.length.toLocaleString()} words: median CPU time of ${RUNS} interleaved runs\n`,
  );
  console.log(`compile the list (once per change): ${compileMs.toFixed(1)} ms\n`);
  const rows: Array<[string, number, string]> = [
    ['baseline: indexOf every word, all hits', all.ms, `${String(all.value)} hits`],
    ['baseline: String.includes every word', includes.ms, `${String(includes.value)} words found`],
    ['Aho–Corasick findHits (plain text)', ac.ms, `${String(ac.value)} hits`],
    ['screenWith (HTML → text → hits)', pipeline.ms, `${String(pipeline.value)} hits`],
  ];
  console.log('method'.padEnd(42), 'CPU ms'.padStart(9), 'speed-up vs indexOf'.padStart(20), ' result');
  for (const [name, ms, result] of rows) console.log(name.padEnd(42), ms.toFixed(1).padStart(9), `${(all.ms / ms).toFixed(1)}×`.padStart(20), ` ${result}`);
}

main();
