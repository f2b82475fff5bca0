import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileWords, findHits, foldForScreening } from './matcher.ts';
import { htmlToPlainText } from './plain-text.ts';
import { screenWith } from './screening.service.ts';

const entry = (word: string, level = 2, category = '测试') => ({ word, category, level });

describe('findHits', () => {
  it('reports every occurrence with its offset and length, overlaps included', () => {
    const words = compileWords(['he', 'she', 'hers', 'his'].map((w) => entry(w)));
    const hits = findHits(words, 'ushers');
    expect(hits.map((h) => [h.word, h.offset, h.length])).toEqual([
      ['she', 1, 3],
      ['hers', 2, 4],
      ['he', 2, 2],
    ]);
  });

  it('finds Chinese words, overlapping and repeated, at UTF-16 offsets', () => {
    const words = compileWords([entry('焦煤'), entry('煤价'), entry('山西焦煤'), entry('暴涨', 3, '诱导')]);
    const text = '😀山西焦煤价暴涨，焦煤价再涨';
    const hits = findHits(words, text);
    expect(hits.map((h) => [h.word, h.offset, h.length])).toEqual([
      ['山西焦煤', 2, 4],
      ['焦煤', 4, 2],
      ['煤价', 5, 2],
      ['暴涨', 7, 2],
      ['焦煤', 10, 2],
      ['煤价', 11, 2],
    ]);
    for (const h of hits) expect(text.slice(h.offset, h.offset + h.length)).toBe(h.word);
    expect(hits.find((h) => h.word === '暴涨')).toMatchObject({ level: 3, category: '诱导' });
  });

  it('ignores case and full width without moving offsets', () => {
    expect(foldForScreening('ＡＢＣ Def')).toBe('abc def');
    const hits = findHits(compileWords([entry('abc')]), 'x ＡＢＣ aBc');
    expect(hits.map((h) => [h.offset, h.length, h.word])).toEqual([
      [2, 3, 'abc'],
      [6, 3, 'abc'],
    ]);
  });

  it('finds words across its internal windows in long text, exactly once each', () => {
    const words = compileWords([entry('动力煤'), entry('港口库存周报'), entry('煤')]);
    const unit = '秦皇岛港口库存周报：动力煤价格持稳。'; // 18 characters
    const text = unit.repeat(5000); // 90k characters, many window boundaries
    const hits = findHits(words, text);
    expect(hits.filter((h) => h.word === '港口库存周报')).toHaveLength(5000);
    expect(hits.filter((h) => h.word === '动力煤')).toHaveLength(5000);
    expect(hits.filter((h) => h.word === '煤')).toHaveLength(5000);
    for (const h of hits) expect(text.slice(h.offset, h.offset + h.length)).toBe(h.word);
  });

  it('finds words with surrogate pairs, single-unit words and words at the very end', () => {
    const words = compileWords([entry('🔥涨'), entry('煤'), entry('end')]);
    expect(findHits(words, '价格🔥涨了，煤 the end').map((h) => [h.word, h.offset, h.length])).toEqual([
      ['🔥涨', 2, 3],
      ['煤', 7, 1],
      ['end', 13, 3],
    ]);
  });

  it('agrees with a plain indexOf search on random text (windows, prefilter, folding)', () => {
    const alphabet = ['煤', '焦', '炭', '价', '港', 'a', 'b', 'A', 'Ｂ', ' ', '，', '😀', '\n'];
    const char = fc.constantFrom(...alphabet);
    const word = fc
      .array(char, { minLength: 1, maxLength: 5 })
      .map((cs) => cs.join('').trim())
      .filter((w) => w.length > 0);
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 12, selector: foldForScreening }), fc.array(char, { maxLength: 4000 }), (list, chars) => {
        const text = chars.join('');
        const compiled = compileWords(list.map((w) => entry(w)));
        const folded = foldForScreening(text);
        const expected: Array<[number, number]> = [];
        for (const w of list) {
          const key = foldForScreening(w);
          for (let i = folded.indexOf(key); i !== -1; i = folded.indexOf(key, i + 1)) {
            // Like the automaton, never start or end inside a surrogate pair.
            const splits = (p: number) => p > 0 && p < folded.length && (folded.charCodeAt(p) & 0xfc00) === 0xdc00;
            if (!splits(i) && !splits(i + key.length)) expected.push([i, key.length]);
          }
        }
        const actual = findHits(compiled, text).map((h) => [h.offset, h.length] as [number, number]);
        const order = (a: [number, number], b: [number, number]) => a[0] - b[0] || b[1] - a[1];
        expect(actual.sort(order)).toEqual(expected.sort(order));
      }),
      { numRuns: 60 },
    );
  });

  it('answers nothing for an empty list or text', () => {
    expect(findHits(compileWords([]), '任何文字')).toEqual([]);
    expect(findHits(compileWords([entry('词')]), '')).toEqual([]);
  });
});

describe('screening a submission', () => {
  it('strips tags first: markup cannot split a word, hidden text is not text', () => {
    expect(htmlToPlainText('<p>敏<b>感</b>词</p><p>第二段&amp;&lt;实体&gt;</p><script>脚本</script>')).toBe('敏感词\n第二段&<实体>');
    const words = compileWords([entry('敏感词'), entry('脚本'), entry('词第')]);
    const result = screenWith(words, { title: '标题里的敏感词', html: '<p>敏<b>感</b>词</p><p>第二段</p><script>脚本</script>' });
    expect(result.hits).toEqual([
      { field: 'title', offset: 4, length: 3, word: '敏感词', category: '测试', level: 2 },
      { field: 'content', offset: 0, length: 3, word: '敏感词', category: '测试', level: 2 },
    ]);
  });
});
