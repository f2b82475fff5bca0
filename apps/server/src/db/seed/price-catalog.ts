/**
 * The demo index catalogue: three families (CCP, SXCCP, SCSPI: the mobile pages priceCCP,
 * priceSXCCP, priceSCSPI) and their indexes. Synthetic demonstration data only.
 */
import { type DeliveryBasis, type IndexFrequency, type IndexSpecification, type IndexUnit, PRICE_MESSAGES } from '@coal/contracts';

export interface DemoFamily {
  code: string;
  name: string;
  description: string;
}

export interface DemoProduct {
  family: string;
  code: string;
  name: string;
  frequency: IndexFrequency;
  unit: IndexUnit;
  deliveryBasis: DeliveryBasis;
  deliveryPlace: string;
  spec: Partial<IndexSpecification>;
  basePeriod: string;
  baseValue: number;
  releaseTime: string;
  active?: boolean;
  /** How the demo generator derives it (see price-series.ts). */
  model: { driver: 'thermal' | 'coking' | 'coke' | 'composite'; factor: number; offset?: number; usd?: boolean; noise?: number };
  /** Retired indexes stop publishing after this date. */
  lastPeriod?: string;
}

/** The demo series' precision, one per index: whole 元 for RMB prices, two places for USD and points. */
export const demoDecimals = (p: Pick<DemoProduct, 'unit'>): number => (p.unit === 'CNY/t' ? 0 : 2);

const DEMO = `（${PRICE_MESSAGES.demoNote}）`;

export const DEMO_FAMILIES: DemoFamily[] = [
  { code: 'CCP', name: '中国煤炭价格指数', description: `全国主要产销区动力煤、炼焦煤、冶金焦的综合价格，日度、周度与月度发布。${DEMO}` },
  { code: 'SXCCP', name: '山西煤炭价格指数', description: `山西主产区坑口与车板价格，反映产地市场变化。${DEMO}` },
  { code: 'SCSPI', name: '沿海港口煤焦现货价格指数', description: `北方港口平仓价、进口到港价及国际离岸价（美元/吨）。${DEMO}` },
];

const thermal = (cv: number, s: number, a: number): Partial<IndexSpecification> => ({ calorificValue: cv, sulphur: s, ash: a });
const coking = (s: number, a: number, v: number, note: string): Partial<IndexSpecification> => ({ sulphur: s, ash: a, volatileMatter: v, note });

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    family: 'CCP',
    code: 'CCP-TC5500',
    name: '全国动力煤5500大卡综合价格',
    frequency: 'daily',
    unit: 'CNY/t',
    deliveryBasis: 'FOR',
    deliveryPlace: '全国主产区',
    spec: thermal(5500, 0.8, 15),
    basePeriod: '2023-01-03',
    baseValue: 1100,
    releaseTime: '16:30',
    model: { driver: 'thermal', factor: 1 },
  },
  {
    family: 'CCP',
    code: 'CCP-TC5000',
    name: '全国动力煤5000大卡综合价格',
    frequency: 'daily',
    unit: 'CNY/t',
    deliveryBasis: 'FOR',
    deliveryPlace: '全国主产区',
    spec: thermal(5000, 0.9, 18),
    basePeriod: '2023-01-03',
    baseValue: 990,
    releaseTime: '16:30',
    model: { driver: 'thermal', factor: 0.905 },
  },
  {
    family: 'CCP',
    code: 'CCP-TC4500',
    name: '全国动力煤4500大卡综合价格',
    frequency: 'weekly',
    unit: 'CNY/t',
    deliveryBasis: 'FOR',
    deliveryPlace: '全国主产区',
    spec: thermal(4500, 1.0, 22),
    basePeriod: '2023-01-06',
    baseValue: 880,
    releaseTime: '15:00',
    model: { driver: 'thermal', factor: 0.8 },
  },
  {
    family: 'CCP',
    code: 'CCP-JM',
    name: '全国炼焦煤综合价格',
    frequency: 'weekly',
    unit: 'CNY/t',
    deliveryBasis: 'FOR',
    deliveryPlace: '全国主产区',
    spec: coking(0.8, 10.5, 24, 'G≥75'),
    basePeriod: '2023-01-06',
    baseValue: 2100,
    releaseTime: '15:00',
    model: { driver: 'coking', factor: 0.93 },
  },
  {
    family: 'CCP',
    code: 'CCP-J',
    name: '全国冶金焦综合价格',
    frequency: 'weekly',
    unit: 'CNY/t',
    deliveryBasis: 'FOR',
    deliveryPlace: '全国主产区',
    spec: { ash: 12.5, sulphur: 0.7, note: 'CSR≥60' },
    basePeriod: '2023-01-06',
    baseValue: 2650,
    releaseTime: '15:00',
    model: { driver: 'coke', factor: 0.97 },
  },
  {
    family: 'CCP',
    code: 'CCP-COMP',
    name: '中国煤炭价格综合指数',
    frequency: 'monthly',
    unit: 'point',
    deliveryBasis: 'FOR',
    deliveryPlace: '全国',
    spec: { note: '动力煤60%、炼焦煤40%加权' },
    basePeriod: '2023-01-01',
    baseValue: 1000,
    releaseTime: '17:00',
    model: { driver: 'composite', factor: 1000 },
  },
  {
    family: 'CCP',
    code: 'CCP-TC5800',
    name: '全国动力煤5800大卡综合价格（已停发）',
    frequency: 'daily',
    unit: 'CNY/t',
    deliveryBasis: 'FOR',
    deliveryPlace: '全国主产区',
    spec: thermal(5800, 0.6, 12),
    basePeriod: '2023-01-03',
    baseValue: 1160,
    releaseTime: '16:30',
    active: false,
    lastPeriod: '2025-12-31',
    model: { driver: 'thermal', factor: 1.055 },
  },
  {
    family: 'SXCCP',
    code: 'SX-TC5500',
    name: '山西动力煤5500大卡坑口价',
    frequency: 'daily',
    unit: 'CNY/t',
    deliveryBasis: 'EX_MINE',
    deliveryPlace: '山西大同、朔州',
    spec: thermal(5500, 0.9, 16),
    basePeriod: '2023-01-03',
    baseValue: 990,
    releaseTime: '17:00',
    model: { driver: 'thermal', factor: 1, offset: -110 },
  },
  {
    family: 'SXCCP',
    code: 'SX-JM-LS',
    name: '山西低硫主焦煤坑口价',
    frequency: 'daily',
    unit: 'CNY/t',
    deliveryBasis: 'EX_MINE',
    deliveryPlace: '山西吕梁柳林',
    spec: coking(0.6, 10, 22, 'G≥80，Mt≤10%'),
    basePeriod: '2023-01-03',
    baseValue: 2300,
    releaseTime: '17:00',
    model: { driver: 'coking', factor: 1 },
  },
  {
    family: 'SXCCP',
    code: 'SX-JM-FM',
    name: '山西肥煤坑口价',
    frequency: 'daily',
    unit: 'CNY/t',
    deliveryBasis: 'EX_MINE',
    deliveryPlace: '山西临汾',
    spec: coking(1.5, 10.5, 30, 'G≥90'),
    basePeriod: '2023-01-03',
    baseValue: 2200,
    releaseTime: '17:00',
    model: { driver: 'coking', factor: 0.96 },
  },
  {
    family: 'SXCCP',
    code: 'SX-PCI',
    name: '山西喷吹煤坑口价',
    frequency: 'weekly',
    unit: 'CNY/t',
    deliveryBasis: 'EX_MINE',
    deliveryPlace: '山西阳泉、长治',
    spec: { calorificValue: 6800, sulphur: 0.5, ash: 11, volatileMatter: 9, note: '无烟喷吹' },
    basePeriod: '2023-01-06',
    baseValue: 1450,
    releaseTime: '15:30',
    model: { driver: 'coking', factor: 0.7 },
  },
  {
    family: 'SXCCP',
    code: 'SX-J1',
    name: '山西准一级冶金焦车板价',
    frequency: 'daily',
    unit: 'CNY/t',
    deliveryBasis: 'FOR',
    deliveryPlace: '山西吕梁、临汾',
    spec: { ash: 12.5, sulphur: 0.65, note: 'CSR≥60，M40≥80' },
    basePeriod: '2023-01-03',
    baseValue: 2700,
    releaseTime: '17:00',
    model: { driver: 'coke', factor: 1, offset: -60 },
  },
  {
    family: 'SXCCP',
    code: 'SX-COMP',
    name: '山西煤炭价格综合指数',
    frequency: 'daily',
    unit: 'point',
    deliveryBasis: 'EX_MINE',
    deliveryPlace: '山西',
    spec: { note: '动力煤50%、炼焦煤50%加权' },
    basePeriod: '2023-01-03',
    baseValue: 100,
    releaseTime: '17:00',
    model: { driver: 'composite', factor: 100 },
  },
  {
    family: 'SCSPI',
    code: 'SC-QHD5500',
    name: '秦皇岛港5500大卡动力煤平仓价',
    frequency: 'daily',
    unit: 'CNY/t',
    deliveryBasis: 'FOB',
    deliveryPlace: '秦皇岛港',
    spec: thermal(5500, 0.8, 15),
    basePeriod: '2023-01-03',
    baseValue: 1150,
    releaseTime: '16:00',
    model: { driver: 'thermal', factor: 1, offset: 45 },
  },
  {
    family: 'SCSPI',
    code: 'SC-JT-JM',
    name: '京唐港主焦煤库提价',
    frequency: 'weekly',
    unit: 'CNY/t',
    deliveryBasis: 'CFR',
    deliveryPlace: '京唐港',
    spec: coking(0.5, 9.5, 21, 'G≥80，澳大利亚/蒙古'),
    basePeriod: '2023-01-06',
    baseValue: 2500,
    releaseTime: '15:00',
    model: { driver: 'coking', factor: 1.04, offset: 60 },
  },
  {
    family: 'SCSPI',
    code: 'SC-RZ-J',
    name: '日照港准一级冶金焦平仓价',
    frequency: 'daily',
    unit: 'CNY/t',
    deliveryBasis: 'FOB',
    deliveryPlace: '日照港',
    spec: { ash: 12.5, sulphur: 0.65, note: 'CSR≥60' },
    basePeriod: '2023-01-03',
    baseValue: 2850,
    releaseTime: '16:00',
    model: { driver: 'coke', factor: 1, offset: 40 },
  },
  {
    family: 'SCSPI',
    code: 'SC-NEWC6000',
    name: '纽卡斯尔6000大卡动力煤离岸价',
    frequency: 'weekly',
    unit: 'USD/t',
    deliveryBasis: 'FOB',
    deliveryPlace: '澳大利亚纽卡斯尔港',
    spec: thermal(6000, 0.75, 14),
    basePeriod: '2023-01-06',
    baseValue: 150,
    releaseTime: '18:00',
    model: { driver: 'thermal', factor: 1.05, usd: true },
  },
  {
    family: 'SCSPI',
    code: 'SC-IDN3800',
    name: '印尼3800大卡动力煤离岸价',
    frequency: 'weekly',
    unit: 'USD/t',
    deliveryBasis: 'FOB',
    deliveryPlace: '印度尼西亚加里曼丹',
    spec: thermal(3800, 0.2, 6),
    basePeriod: '2023-01-06',
    baseValue: 60,
    releaseTime: '18:00',
    model: { driver: 'thermal', factor: 0.42, usd: true },
  },
  {
    family: 'SCSPI',
    code: 'SC-AUHCC',
    name: '澳大利亚优质硬焦煤离岸价',
    frequency: 'weekly',
    unit: 'USD/t',
    deliveryBasis: 'FOB',
    deliveryPlace: '澳大利亚昆士兰',
    spec: coking(0.5, 9.3, 21.5, 'CSR≥71'),
    basePeriod: '2023-01-06',
    baseValue: 310,
    releaseTime: '18:00',
    model: { driver: 'coking', factor: 0.95, usd: true },
  },
];

const BASIS_TEXT: Record<DeliveryBasis, string> = {
  EX_MINE: '坑口含税出矿价（不含运费）',
  FOR: '车板含税价（装车站交货）',
  FOB: '港口平仓含税价（船上交货）',
  CFR: '到港库提价（含运费）',
};

/** The methodology text of a demo index, from its own fields. */
export function demoMethodology(p: DemoProduct): string {
  const unit = p.unit === 'point' ? `点（基期 ${p.basePeriod} = ${p.baseValue}）` : p.unit === 'USD/t' ? '美元/吨' : '元/吨';
  const when = p.frequency === 'daily' ? '每个交易日' : p.frequency === 'weekly' ? '每周五（节假日提前至前一交易日）' : '每月最后一个交易日';
  return [
    `【采集范围】${p.deliveryPlace}的生产企业、贸易商与终端用户报价及成交，每期有效样本不少于15家。`,
    `【价格口径】${p.unit === 'point' ? '成分价格按权重加权后相对基期的比值' : BASIS_TEXT[p.deliveryBasis]}；单位：${unit}。`,
    '【计算方法】剔除偏离样本中位数±3%以外的报价后，按成交量加权平均；成交不足时以有效报价的算术平均补充，并经价格评估委员会复核。',
    `【发布】${when} ${p.releaseTime}（北京时间）发布；数据更正、延迟发布与停发以价格公告为准。`,
    `【涨跌计算】环比为较上一期；周、月、年同比分别比较7天、1个月、1年前的数值，该日无数据时取此前最近一期（周比最多向前3天、周度指数6天，月比与年同比7天；月度指数比较上月与上年同月），无可比数据时不显示。`,
    `【说明】${PRICE_MESSAGES.demoNote}。`,
  ].join('\n');
}
