/** Test data of the price modules (not shipped: only tests import it). */
import type { IndexChanges, IndexFamily, IndexProduct, IndexSeries, LatestValue } from '@coal/contracts';

export function product(code: string, over: Partial<IndexProduct> = {}): IndexProduct {
  return {
    id: over.id ?? Math.abs([...code].reduce((h, c) => h * 31 + c.charCodeAt(0), 7) % 100_000),
    familyId: 1,
    familyCode: 'CCP',
    familyName: '中国煤炭价格指数',
    code,
    name: `指数${code}`,
    frequency: 'daily',
    unit: 'CNY/t',
    unitName: '元/吨',
    deliveryBasis: 'FOR',
    deliveryBasisName: '车板价（FOR）',
    deliveryPlace: '全国主产区',
    specification: { calorificValue: 5500, sulphur: 0.8, ash: 15, volatileMatter: null, note: '' },
    basePeriod: '2023-01-03',
    baseValue: 1000,
    decimals: 0,
    methodology: '【采集范围】样本企业。\n【计算方法】加权平均。',
    releaseTime: '16:30',
    releaseWeekday: null,
    active: true,
    sortOrder: 0,
    demo: false,
    ...over,
  };
}

export function family(code: string, name: string, products: IndexProduct[], over: Partial<IndexFamily> = {}): IndexFamily {
  return { id: 1, code, name, description: `${name}说明`, sortOrder: 0, demo: false, products, ...over };
}

export function changes(change: number | null, pct: number | null): IndexChanges {
  const figure = { base: null, basePeriod: null, change, pct };
  return { prev: figure, wow: figure, mom: figure, yoy: figure };
}

export function latest(code: string, value: number, change: number | null, pct: number | null, over: Partial<LatestValue> = {}): LatestValue {
  return {
    code,
    name: `指数${code}`,
    familyCode: 'CCP',
    unit: 'CNY/t',
    unitName: '元/吨',
    frequency: 'daily',
    decimals: 0,
    deliveryBasisName: '车板价（FOR）',
    period: '2026-11-20',
    value,
    changes: changes(change, pct),
    demo: false,
    ...over,
  };
}

export function series(code: string, values: Array<[string, number]>, over: Partial<IndexSeries> = {}): IndexSeries {
  return {
    code,
    name: `指数${code}`,
    unit: 'CNY/t',
    unitName: '元/吨',
    frequency: 'daily',
    decimals: 0,
    demo: false,
    points: values.map(([period, value]) => ({ period, value, changes: changes(null, null) })),
    ...over,
  };
}
