import { describe, expect, it } from 'vitest';
import { formatQuotePrice, quotePriceDigits } from './quotePrice.ts';

describe('formatQuotePrice', () => {
  it('keeps whole spot prices whole and futures on their 0.5 tick', () => {
    expect(formatQuotePrice(2345, 0)).toBe('2,345');
    expect(formatQuotePrice(2200.5, 1)).toBe('2,200.5');
    expect(formatQuotePrice(1987, 1)).toBe('1,987.0');
  });

  it('shows the cents staff typed instead of rounding them away', () => {
    expect(formatQuotePrice(2345.67, 0)).toBe('2,345.67');
    expect(formatQuotePrice(2345.5, 0)).toBe('2,345.5');
    expect(formatQuotePrice(2200.25, 1)).toBe('2,200.25');
    expect(formatQuotePrice(2200.3, 1)).toBe('2,200.3');
    expect(quotePriceDigits(-144.05, 1)).toBe(2);
  });
});
