import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product } from '../../prices/testFixtures.ts';
import { fullExport } from './exportRange.ts';
import { toFormValues, toProductInput } from './productForm.ts';

describe('product form', () => {
  it('round-trips every field of a product into the save body', () => {
    const p = product('SX-PCI', { id: 12, frequency: 'weekly', releaseWeekday: 5, releaseTime: '15:30', basePeriod: '2023-01-06' });
    expect(toProductInput(toFormValues(p), p.id)).toEqual({
      id: 12,
      familyId: 1,
      code: 'SX-PCI',
      name: '指数SX-PCI',
      frequency: 'weekly',
      unit: 'CNY/t',
      deliveryBasis: 'FOR',
      deliveryPlace: '全国主产区',
      calorificValue: 5500,
      sulphur: 0.8,
      ash: 15,
      volatileMatter: null,
      specNote: '',
      basePeriod: '2023-01-06',
      baseValue: 1000,
      decimals: 0,
      methodology: p.methodology,
      releaseTime: '15:30',
      releaseWeekday: 5,
      active: true,
      sortOrder: 0,
    });
  });

  it('drops the release weekday of a daily index and formats dates and times', () => {
    const values = { ...toFormValues(product('A')), releaseWeekday: 3, basePeriod: dayjs('2024-02-29'), releaseTime: dayjs('2000-01-01T09:05:00') };
    const body = toProductInput(values);
    expect(body.releaseWeekday).toBeNull();
    expect(body.basePeriod).toBe('2024-02-29');
    expect(body.releaseTime).toBe('09:05');
    expect(body.id).toBeUndefined();
  });
});

describe('fullExport', () => {
  afterEach(() => vi.useRealTimers());

  it("exports at most eight products from the earliest base period, within ten years of China's today", () => {
    // 2026-11-20 01:30 in Beijing, still the 19th in the tests' browser zone.
    vi.useFakeTimers({ now: new Date('2026-11-19T17:30:00Z') });
    const many = Array.from({ length: 10 }, (_, i) => product(`P${i}`, { basePeriod: `2023-01-0${(i % 9) + 1}` }));
    expect(fullExport(many)).toEqual({ codes: ['P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'], from: '2023-01-01' });
    expect(fullExport([product('OLD', { basePeriod: '2001-01-01' })]).from).toBe(dayjs('2026-11-20').subtract(3660, 'day').format('YYYY-MM-DD'));
  });
});
