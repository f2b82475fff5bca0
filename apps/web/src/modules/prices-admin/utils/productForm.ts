/** Between the product form (antd values, dayjs dates) and the save body. */
import { DEFAULT_INDEX_DECIMALS, type IndexProduct } from '@coal/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { ProductInput } from '../api/indexAdminApi.ts';

export interface ProductFormValues extends Omit<ProductInput, 'basePeriod' | 'releaseTime' | 'id'> {
  basePeriod: Dayjs;
  releaseTime: Dayjs;
}

export const NEW_PRODUCT: Partial<ProductFormValues> = {
  frequency: 'daily',
  unit: 'CNY/t',
  deliveryBasis: 'FOR',
  active: true,
  sortOrder: 0,
  decimals: DEFAULT_INDEX_DECIMALS,
  releaseTime: dayjs('2000-01-01T16:30:00'),
};

export function toFormValues(p: IndexProduct): ProductFormValues {
  return {
    familyId: p.familyId,
    code: p.code,
    name: p.name,
    frequency: p.frequency,
    unit: p.unit,
    deliveryBasis: p.deliveryBasis,
    deliveryPlace: p.deliveryPlace,
    calorificValue: p.specification.calorificValue,
    sulphur: p.specification.sulphur,
    ash: p.specification.ash,
    volatileMatter: p.specification.volatileMatter,
    specNote: p.specification.note,
    basePeriod: dayjs(p.basePeriod),
    baseValue: p.baseValue,
    decimals: p.decimals,
    methodology: p.methodology,
    releaseTime: dayjs(`2000-01-01T${p.releaseTime}:00`),
    releaseWeekday: p.releaseWeekday,
    active: p.active,
    sortOrder: p.sortOrder,
  };
}

export function toProductInput(values: ProductFormValues, id?: number): ProductInput {
  return {
    ...values,
    id,
    deliveryPlace: values.deliveryPlace ?? '',
    specNote: values.specNote ?? '',
    basePeriod: values.basePeriod.format('YYYY-MM-DD'),
    releaseTime: values.releaseTime.format('HH:mm'),
    releaseWeekday: values.frequency === 'weekly' ? values.releaseWeekday : null,
    sortOrder: values.sortOrder ?? 0,
  };
}
