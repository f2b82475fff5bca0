import { describe, expect, it } from 'vitest';
import { moveFrom } from './move.ts';

describe('moveFrom', () => {
  it('reads 7 600 typed for an index last at 757 as +903.96 %, out of tolerance', () => {
    expect(moveFrom(7600, 757)).toEqual({ pct: 903.96, text: '+903.96%', outOfTolerance: true });
  });

  it('keeps a small move inside the default 10 % tolerance, signed', () => {
    expect(moveFrom(750, 757)).toEqual({ pct: -0.92, text: '-0.92%', outOfTolerance: false });
    expect(moveFrom(757, 757)?.text).toBe('0.00%');
  });

  it('follows the methodology’s own tolerance', () => {
    expect(moveFrom(800, 757, 5)?.outOfTolerance).toBe(true);
  });

  it('has no move without a last value', () => {
    expect(moveFrom(800, null)).toBeNull();
    expect(moveFrom(null, 757)).toBeNull();
  });
});
