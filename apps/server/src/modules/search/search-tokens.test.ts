import { describe, expect, it } from 'vitest';
import { monthsBack } from './search.repository.ts';
import { makeSnippet, matchRanges, queryTerms, toTsquery } from './search-tokens.ts';

describe('search tokens', () => {
  it('splits a query into Chinese runs and latin words', () => {
    expect(queryTerms('动力煤 价格，Q1报告')).toEqual(['动力煤', '价格', 'q1', '报告']);
    expect(queryTerms('？？')).toEqual([]);
  });

  it('asks short Chinese words as one lexeme, longer ones by their trigrams, single characters and latin words as prefixes', () => {
    expect(toTsquery(['动力煤', '价格'])).toBe("'动力煤' & '价格'");
    expect(toTsquery(['鄂尔多斯'])).toBe("('鄂尔多' & '尔多斯')");
    expect(toTsquery(['煤', 'q1'])).toBe("'煤':* & 'q1':*");
    expect(toTsquery(['动力煤', '煤'], true)).toBe("'^动力煤' & '^煤':*");
  });

  it('finds match ranges case-insensitively and merges overlaps', () => {
    expect(matchRanges('国家能源局发布动力煤价格', ['动力煤', '价格'])).toEqual([[7, 5]]);
    expect(matchRanges('Port Q1 and q1', ['q1'])).toEqual([
      [5, 2],
      [12, 2],
    ]);
  });

  it('cuts a snippet around the first match with its ranges', () => {
    const text = `${'前文'.repeat(50)}关键词${'后文'.repeat(100)}`;
    const { snippet, ranges } = makeSnippet(text, ['关键词']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    const [start, length] = ranges[0]!;
    expect(snippet.slice(start, start + length)).toBe('关键词');
  });
});

describe('month windows', () => {
  it('lists the months newest first, across a year end', () => {
    expect(monthsBack(new Date('2026-02-10T00:00:00Z'), new Date('2025-11-30T00:00:00Z'))).toEqual(['202602', '202601', '202512', '202511']);
    expect(monthsBack(new Date('2026-02-10T00:00:00Z'), new Date('2026-02-01T00:00:00Z'))).toEqual(['202602']);
  });
});
