/** 数字金融: GET /api/digitalFinance/getData and its back-office list (company:manage). */
import { z } from 'zod';
import { flagField, idField, linkField, optionalField, optionalText, sortField, withPage, requiredText, numberField } from './fields.ts';

export const FINANCE_TYPES = ['warehouse_receipt', 'receivables', 'prepayment', 'other'] as const;
export type FinanceType = (typeof FINANCE_TYPES)[number];
export const FINANCE_TYPE_NAMES: Record<FinanceType, string> = {
  warehouse_receipt: '仓单质押',
  receivables: '应收账款融资',
  prepayment: '预付款融资',
  other: '其他融资',
};
export const financeTypeField = z.enum(FINANCE_TYPES, { error: '产品类型有误' });

const rate = (message: string) => numberField(message, (n) => n.min(0, { error: message }).max(100, { error: message }));
const months = (message: string) => numberField(message, (n) => n.int({ error: message }).min(1, { error: message }).max(600, { error: message }));

const financeFields = z.object({
  type: financeTypeField,
  name: requiredText('请输入产品名称', 100),
  provider: requiredText('请输入资金方', 100),
  rateMin: rate('最低年化利率须为0-100之间的数字'),
  rateMax: rate('最高年化利率须为0-100之间的数字'),
  termMinMonths: months('最短期限须为1-600之间的整数（月）'),
  termMaxMonths: months('最长期限须为1-600之间的整数（月）'),
  limitMaxWan: optionalField(numberField('额度须为数字（万元）', (n) => n.min(0, { error: '额度须为数字（万元）' }).max(1e10))),
  description: optionalText(2000),
  applyUrl: optionalField(linkField('申请链接须为 http(s) 地址或以 / 开头的站内路径')),
  sort: sortField,
  enabled: flagField(true),
});
type Ranges = { rateMin: number; rateMax: number; termMinMonths: number; termMaxMonths: number };
const rangesOk = (v: Ranges) => v.rateMin <= v.rateMax && v.termMinMonths <= v.termMaxMonths;
const rangesError = { error: '最低值不能大于最高值（利率、期限）' };

export const financeSaveBody = financeFields.refine(rangesOk, rangesError);
export type FinanceSaveBody = z.output<typeof financeSaveBody>;
export type FinanceSaveBodyInput = z.input<typeof financeSaveBody>;
export const financeUpdateBody = financeFields.extend({ id: idField() }).refine(rangesOk, rangesError);
export type FinanceUpdateBody = z.output<typeof financeUpdateBody>;
export type FinanceUpdateBodyInput = z.input<typeof financeUpdateBody>;
export const adminFinanceListQuery = withPage(z.object({ type: optionalField(financeTypeField), name: optionalText(100) }));
export type AdminFinanceListQuery = z.output<typeof adminFinanceListQuery>;
export type AdminFinanceListQueryInput = z.input<typeof adminFinanceListQuery>;

export interface FinanceProduct {
  id: number;
  type: FinanceType;
  typeName: string;
  name: string;
  provider: string;
  rateMin: number;
  rateMax: number;
  /** e.g. `4.35%-6.50%` (annual) */
  rateText: string;
  termMinMonths: number;
  termMaxMonths: number;
  /** e.g. `3-12个月` */
  termText: string;
  limitMaxWan: number | null;
  /** e.g. `最高5000万元`, or 面议 */
  limitText: string;
  description: string;
  applyUrl: string | null;
  sort: number;
}

export interface AdminFinanceProduct extends FinanceProduct {
  enabled: boolean;
  updatedAt: string;
}

/** GET /api/digitalFinance/getData */
export interface DigitalFinanceData {
  products: FinanceProduct[];
  /** The product types in display order, each with its products' count. */
  types: Array<{ type: FinanceType; name: string; count: number }>;
}
