/**
 * Back-office request schemas of IndexProductManagement (families, index products, values,
 * import, notices) and MarketChartManagement / MarketChartAdd / MarketChartDetail. Bodies are
 * form-urlencoded like every POST of the client (JSON is accepted too).
 */
import { z } from 'zod';
import { paginationQuery, requiredText } from './common.ts';
import { CHART_PLACEMENTS, CHART_RANGES, CHART_TYPES, DELIVERY_BASES, INDEX_FREQUENCIES, INDEX_UNITS, MAX_INDEX_DECIMALS, NOTICE_KINDS } from './prices.ts';
import { blankOptional, blankToUndefined, flag, indexCode, indexCodes, isoDate, keyword, optionalDate, stringField, numberField } from './fields.ts';

const id = (label: string) =>
  numberField(`${label}有误`, (n) =>
    n
      .int({ error: `${label}有误` })
      .positive({ error: `${label}有误` })
      .max(2_147_483_647, { error: `${label}有误` }),
  );
const optionalId = (label: string) => blankOptional(id(label));
const optionalText = (max: number) =>
  z.preprocess(
    (v: string | null | undefined) => v ?? '',
    stringField()
      .trim()
      .max(max, { error: `长度不能超过${max}个字符` }),
  );
const text = (message: string, max: number) => requiredText(message, max);
const optionalNumber = (label: string, min: number, max: number) =>
  blankOptional(numberField(`${label}必须是数字`, (n) => n.min(min, { error: `${label}不能小于${min}` }).max(max, { error: `${label}不能大于${max}` })));
const sortOrder = z.preprocess(
  (v: number | string | undefined) => blankToUndefined(v),
  numberField('排序必须是整数', (n) => n.int({ error: '排序必须是整数' }).min(0).max(9999)).default(0),
);
const optionalFlag = (fallback: boolean) => blankOptional(flag).transform((v) => v ?? fallback);
/** A price or point value: positive, at most four decimals. */
export const indexValue = numberField('数值必须是数字')
  .refine(Number.isFinite, { error: '数值必须是数字' })
  .refine((v) => v > 0, { error: '数值必须大于0' })
  .refine((v) => v < 10_000_000, { error: '数值过大' })
  .transform((v) => Math.round(v * 10_000) / 10_000);

export const priceIdBody = z.object({ id: id('编号') });
export type PriceIdBody = z.output<typeof priceIdBody>;
export type PriceIdBodyInput = z.input<typeof priceIdBody>;

export const familySaveBody = z.object({
  id: optionalId('系列编号'),
  code: indexCode,
  name: text('请输入系列名称', 50),
  description: optionalText(500),
  sortOrder,
});
export type FamilySaveBody = z.output<typeof familySaveBody>;
export type FamilySaveBodyInput = z.input<typeof familySaveBody>;

export const productListQuery = paginationQuery.and(
  z.object({
    familyId: optionalId('指数系列'),
    keyword,
    active: blankOptional(flag),
    /** `today`: only products due today whose value is not entered yet (the workbench's link). */
    missing: blankOptional(z.enum(['today'], { error: 'missing 只能是 today' })),
  }),
);
export type ProductListQuery = z.output<typeof productListQuery>;
export type ProductListQueryInput = z.input<typeof productListQuery>;

const INDEX_DECIMALS_MESSAGE = `小数位数只能是0到${MAX_INDEX_DECIMALS}之间的整数`;

/** Create (no id) or update an index product. */
export const productSaveBody = z.object({
  id: optionalId('指数编号'),
  familyId: id('指数系列'),
  code: indexCode,
  name: text('请输入指数名称', 60),
  frequency: z.enum(INDEX_FREQUENCIES, { error: '发布频率只能是日度、周度或月度' }),
  unit: z.enum(INDEX_UNITS, { error: '单位只能是 元/吨、美元/吨 或 点' }),
  deliveryBasis: z.enum(DELIVERY_BASES, { error: '交货方式有误' }),
  deliveryPlace: optionalText(60),
  calorificValue: optionalNumber('发热量', 1000, 8000),
  sulphur: optionalNumber('硫分', 0, 10),
  ash: optionalNumber('灰分', 0, 60),
  volatileMatter: optionalNumber('挥发分', 0, 60),
  specNote: optionalText(200),
  basePeriod: isoDate('基期'),
  baseValue: numberField('基值必须是数字', (n) => n.positive({ error: '基值必须大于0' }).max(9_999_999)),
  /** Decimals every value of the index is shown and exported with; left out: 2 for a new index, unchanged on an edit. */
  decimals: blankOptional(
    numberField(INDEX_DECIMALS_MESSAGE, (n) =>
      n.int({ error: INDEX_DECIMALS_MESSAGE }).min(0, { error: INDEX_DECIMALS_MESSAGE }).max(MAX_INDEX_DECIMALS, { error: INDEX_DECIMALS_MESSAGE }),
    ),
  ),
  methodology: text('请填写编制方法', 10_000),
  releaseTime: stringField('发布时间格式应为HH:mm').regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: '发布时间格式应为HH:mm' }),
  /** Weekly indexes: ISO weekday of release, 1 Monday … 5 Friday. */
  releaseWeekday: blankOptional(
    numberField('数值有误', (n) => n.int().min(1, { error: '发布日只能是周一至周五' }).max(5, { error: '发布日只能是周一至周五' })),
  ),
  active: optionalFlag(true),
  sortOrder,
});
export type ProductSaveBody = z.output<typeof productSaveBody>;
export type ProductSaveBodyInput = z.input<typeof productSaveBody>;

export const valueListQuery = paginationQuery.and(z.object({ productId: id('指数'), from: optionalDate('开始日期'), to: optionalDate('结束日期') }));
export type ValueListQuery = z.output<typeof valueListQuery>;
export type ValueListQueryInput = z.input<typeof valueListQuery>;

/**
 * Add or correct one value: creates a pending approval entry (four eyes). A move beyond the
 * product's tolerance or a period that is not its next one needs `confirmed` and a `reason`.
 */
export const valueSaveBody = z.object({
  productId: id('指数'),
  period: isoDate('日期'),
  value: indexValue,
  reason: blankOptional(stringField().trim().max(500, { error: '长度不能超过500个字符' })),
  confirmed: optionalFlag(false),
});
export type ValueSaveBody = z.output<typeof valueSaveBody>;
export type ValueSaveBodyInput = z.input<typeof valueSaveBody>;
/** Deletes an unreleased value; a released one is withdrawn through approval (`reason` is published with it). */
export const valueDeleteBody = z.object({ productId: id('指数'), period: isoDate('日期'), reason: optionalText(200) });
export type ValueDeleteBody = z.output<typeof valueDeleteBody>;
export type ValueDeleteBodyInput = z.input<typeof valueDeleteBody>;

/** Import, step 1 (multipart): the file in field `file`; answers a report and an importId. */
export const importCommitBody = z.object({ importId: stringField('缺少导入批次').regex(/^[0-9a-f-]{36}$/, { error: '导入批次有误' }) });
export type ImportCommitBody = z.output<typeof importCommitBody>;
export type ImportCommitBodyInput = z.input<typeof importCommitBody>;

export const noticeAdminListQuery = paginationQuery.and(
  z.object({ kind: blankOptional(z.enum(NOTICE_KINDS, { error: '公告类型有误' })), productId: optionalId('指数') }),
);
export type NoticeAdminListQuery = z.output<typeof noticeAdminListQuery>;
export type NoticeAdminListQueryInput = z.input<typeof noticeAdminListQuery>;

export const noticeSaveBody = z.object({
  id: optionalId('公告编号'),
  kind: z.enum(NOTICE_KINDS, { error: '公告类型有误' }),
  title: text('请输入公告标题', 100),
  content: text('请输入公告内容', 10_000),
  familyId: optionalId('指数系列'),
  productId: optionalId('指数'),
  effectiveDate: isoDate('生效日期'),
});
export type NoticeSaveBody = z.output<typeof noticeSaveBody>;
export type NoticeSaveBodyInput = z.input<typeof noticeSaveBody>;

/** Placements, comma-separated (or repeated). */
const placements = z
  .union([stringField(), z.array(stringField())], { error: '请选择展示位置' })
  .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(z.enum(CHART_PLACEMENTS, { error: '展示位置有误' })).min(1, { error: '请选择展示位置' }));

export const chartListQuery = paginationQuery.and(
  z.object({
    placement: blankOptional(z.enum(CHART_PLACEMENTS, { error: '展示位置有误' })),
    keyword,
  }),
);
export type ChartListQuery = z.output<typeof chartListQuery>;
export type ChartListQueryInput = z.input<typeof chartListQuery>;

/** MarketChartAdd / MarketChartDetail: which series, title, order and placements. */
export const chartSaveBody = z.object({
  id: optionalId('图表编号'),
  title: text('请输入图表标题', 60),
  subtitle: optionalText(120),
  chartType: z.enum(CHART_TYPES, { error: '图表类型只能是折线、柱状或面积' }),
  productCodes: indexCodes,
  placements,
  rangePreset: z.enum(CHART_RANGES, { error: '时间范围有误' }),
  sortOrder,
  active: optionalFlag(true),
  remark: optionalText(200),
});
export type ChartSaveBody = z.output<typeof chartSaveBody>;
export type ChartSaveBodyInput = z.input<typeof chartSaveBody>;

export const chartDetailQuery = z.object({ id: id('图表编号') });
export type ChartDetailQuery = z.output<typeof chartDetailQuery>;
export type ChartDetailQueryInput = z.input<typeof chartDetailQuery>;
export const productDetailQuery = z.object({ id: id('指数编号') });
export type ProductDetailQuery = z.output<typeof productDetailQuery>;
export type ProductDetailQueryInput = z.input<typeof productDetailQuery>;
