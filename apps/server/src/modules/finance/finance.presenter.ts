import { type AdminFinanceProduct, type DigitalFinanceData, FINANCE_TYPE_NAMES, FINANCE_TYPES, type FinanceProduct } from '@coal/contracts';
import type { FinanceRow } from './finance.repository.ts';

const percent = (n: number) => `${n.toFixed(2)}%`;
const range = (a: string, b: string) => (a === b ? a : `${a}-${b}`);

export function presentProduct(row: FinanceRow): FinanceProduct {
  return {
    id: row.id,
    type: row.type,
    typeName: FINANCE_TYPE_NAMES[row.type] ?? row.type,
    name: row.name,
    provider: row.provider,
    rateMin: row.rateMin,
    rateMax: row.rateMax,
    rateText: range(percent(row.rateMin), percent(row.rateMax)),
    termMinMonths: row.termMinMonths,
    termMaxMonths: row.termMaxMonths,
    termText: `${range(String(row.termMinMonths), String(row.termMaxMonths))}个月`,
    limitMaxWan: row.limitMaxWan,
    limitText: row.limitMaxWan === null ? '面议' : `最高${row.limitMaxWan.toLocaleString('zh-CN')}万元`,
    description: row.description,
    applyUrl: row.applyUrl,
    sort: row.sort,
  };
}

export const presentAdminProduct = (row: FinanceRow): AdminFinanceProduct => ({
  ...presentProduct(row),
  enabled: row.enabled,
  updatedAt: row.updatedAt.toISOString(),
});

/** The DigitalFinance page: enabled products and the types that have any, in fixed order. */
export function presentDigitalFinance(rows: FinanceRow[]): DigitalFinanceData {
  const products = rows.map(presentProduct);
  const types = FINANCE_TYPES.map((type) => ({ type, name: FINANCE_TYPE_NAMES[type], count: products.filter((p) => p.type === type).length })).filter(
    (t) => t.count > 0,
  );
  return { products, types };
}
