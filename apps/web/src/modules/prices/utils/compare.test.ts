import { describe, expect, it } from 'vitest';
import { applyComparison, comparisonCodes, MAX_COMPARE_SERIES } from './compare.ts';

describe('comparison of up to four indexes', () => {
  it('allows four series in all: the main index and three others', () => {
    expect(MAX_COMPARE_SERIES).toBe(4);
    expect(applyComparison('A', ['B', 'C', 'D'])).toEqual({ others: ['B', 'C', 'D'], refused: false });
    expect(applyComparison('A', ['B', 'C', 'D', 'E'])).toEqual({ others: ['B', 'C', 'D'], refused: true });
    expect(comparisonCodes('A', ['B', 'C', 'D', 'E', 'F'])).toEqual(['A', 'B', 'C', 'D']);
  });

  it('ignores the main index and duplicates when counting', () => {
    expect(applyComparison('A', ['A', 'B', 'B', 'C', 'D'])).toEqual({ others: ['B', 'C', 'D'], refused: false });
    expect(comparisonCodes('A', [])).toEqual(['A']);
  });
});
