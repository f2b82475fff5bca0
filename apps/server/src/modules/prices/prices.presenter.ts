import {
  DELIVERY_BASIS_NAMES,
  type IndexChanges,
  type IndexFamily,
  type IndexFamilyRow,
  type IndexProduct,
  type IndexSeries,
  type IndexValueRow,
  type LatestValue,
  NOTICE_KIND_NAMES,
  type PricingNotice,
  UNIT_NAMES,
} from '@coal/contracts';
import { changeFigure, type ValuePoint } from './changes.ts';
import type { FamilyRow, ProductRow } from './catalog.repository.ts';
import type { NoticeRow } from './notices.repository.ts';
import type { LatestRow } from './values.repository.ts';

export function presentProduct(row: ProductRow): IndexProduct {
  return {
    id: row.id,
    familyId: row.familyId,
    familyCode: row.familyCode,
    familyName: row.familyName,
    code: row.code,
    name: row.name,
    frequency: row.frequency,
    unit: row.unit,
    unitName: UNIT_NAMES[row.unit],
    deliveryBasis: row.deliveryBasis,
    deliveryBasisName: DELIVERY_BASIS_NAMES[row.deliveryBasis],
    deliveryPlace: row.deliveryPlace,
    specification: row.specification,
    basePeriod: row.basePeriod,
    baseValue: row.baseValue,
    decimals: row.decimals,
    methodology: row.methodology,
    releaseTime: row.releaseTime,
    releaseWeekday: row.releaseWeekday,
    active: row.active,
    sortOrder: row.sortOrder,
    demo: row.demo,
  };
}

export function presentFamily(row: FamilyRow, products: ProductRow[]): IndexFamily {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
    demo: row.demo,
    products: products.filter((p) => p.familyId === row.id).map(presentProduct),
  };
}

export function presentFamilyRow(row: FamilyRow, productCount: number): IndexFamilyRow {
  return { id: row.id, code: row.code, name: row.name, description: row.description, sortOrder: row.sortOrder, demo: row.demo, productCount };
}

export function presentLatestRow(row: LatestRow): LatestValue {
  return {
    code: row.code,
    name: row.name,
    familyCode: row.familyCode,
    unit: row.unit,
    unitName: UNIT_NAMES[row.unit],
    frequency: row.frequency,
    decimals: row.decimals,
    deliveryBasisName: DELIVERY_BASIS_NAMES[row.deliveryBasis],
    period: row.period,
    value: row.value,
    changes: row.changes,
    demo: row.demo,
  };
}

export function presentLatest(product: ProductRow, point: ValuePoint, changes: IndexChanges): LatestValue {
  return presentLatestRow({ ...product, familyCode: product.familyCode, productId: product.id, period: point.period, value: point.value, changes });
}

/** A series for charts: points ascending, with their changes when asked for. */
export function presentSeries(product: ProductRow, points: ValuePoint[], changes?: IndexChanges[]): IndexSeries {
  return {
    code: product.code,
    name: product.name,
    unit: product.unit,
    unitName: UNIT_NAMES[product.unit],
    frequency: product.frequency,
    decimals: product.decimals,
    demo: product.demo,
    points: points.map((p, i) => (changes ? { period: p.period, value: p.value, changes: changes[i] } : { period: p.period, value: p.value })),
  };
}

export function presentNotice(row: NoticeRow): PricingNotice {
  return {
    id: row.id,
    kind: row.kind,
    kindName: NOTICE_KIND_NAMES[row.kind] ?? row.kind,
    title: row.title,
    content: row.content,
    familyId: row.familyId,
    productId: row.productId,
    familyCode: row.familyCode,
    productCode: row.productCode,
    productName: row.productName,
    effectiveDate: row.effectiveDate,
    publishedAt: row.publishedAt.toISOString(),
    fromProcess: row.fromProcess,
  };
}

/** A back-office value row; `released` false marks a value still under embargo (待发布). */
export function presentValueRow(row: { period: string; value: number; prev: number | null; updatedAt: Date }, released: boolean): IndexValueRow {
  const { change, pct } = changeFigure(row.value, row.prev === null ? undefined : { period: '', value: row.prev });
  return { period: row.period, value: row.value, change, pct, updatedAt: row.updatedAt.toISOString(), released };
}
