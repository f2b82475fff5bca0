import { describe, expect, it } from 'vitest';
import { family, product } from '../testFixtures.ts';
import { resolveSelection } from './selection.ts';

const ccp = family('CCP', '中国煤炭价格指数', [product('OLD', { active: false }), product('A1'), product('A2')]);
const sx = family('SXCCP', '山西煤炭价格指数', [product('B1', { familyCode: 'SXCCP' })], { id: 2 });

describe('resolveSelection', () => {
  it('opens the first published index of the first family by default', () => {
    const s = resolveSelection([ccp, sx], null, null);
    expect([s.family?.code, s.product?.code]).toEqual(['CCP', 'A1']);
  });

  it('follows a known code (even across families), then a known family', () => {
    expect(resolveSelection([ccp, sx], 'CCP', 'B1').family?.code).toBe('SXCCP');
    expect(resolveSelection([ccp, sx], 'SXCCP', 'nope').product?.code).toBe('B1');
    expect(resolveSelection([ccp, sx], 'nope', 'OLD').product?.code).toBe('OLD');
  });

  it('answers nothing when there are no families', () => {
    expect(resolveSelection([], 'CCP', 'A1')).toEqual({ family: undefined, product: undefined });
  });
});
