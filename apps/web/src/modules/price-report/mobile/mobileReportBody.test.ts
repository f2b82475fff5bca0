import { describe, expect, it } from 'vitest';
import { mobileReportBody } from './mobileReportBody.ts';

describe('mobileReportBody', () => {
  const fields = { productCode: 'CCP-TC5500', period: '2026-11-20', kind: ['bid' as const], price: ' 760 ', volume: '5000', calorific: '', note: '  ' };

  it('sends the typed numbers, the kind, and leaves blank optional fields out', () => {
    expect(mobileReportBody(fields, 'daily')).toEqual({
      productCode: 'CCP-TC5500',
      period: '2026-11-20',
      kind: 'bid',
      price: '760',
      volume: '5000',
      calorific: undefined,
      sulphur: undefined,
      deliveryPlace: undefined,
      note: undefined,
    });
  });

  it('dates a monthly index on the month’s first day, whether a day or a month was picked', () => {
    expect(mobileReportBody({ ...fields, period: '2026-11' }, 'monthly').period).toBe('2026-11-01');
    expect(mobileReportBody({ ...fields, period: '2026-11-20' }, 'monthly').period).toBe('2026-11-01');
  });
});
