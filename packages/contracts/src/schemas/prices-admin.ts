/**
 * Back-office request schemas of IndexProductManagement (families, index products, values,
 * import, notices) and MarketChartManagement / MarketChartAdd / MarketChartDetail. Bodies are
 * form-urlencoded like every POST of the client (JSON is accepted too).
 */
import { z } from 'zod';
import { paginationQuery, requiredText } from './common.ts';
import { CHART_PLACEMENTS, CHART_RANGES, CHART_TYPES, DELIVERY_BASES, INDEX_FREQUENCIES, INDEX_UNITS, NOTICE_KINDS } from './prices.ts';
import { blankToUndefined, flag, indexCode, indexCodes, isoDate, keyword, optionalDate, stringField, numberField } from './fields.ts';

const id = (label: string) =>
  numberField(`${label}有误`, (n) =>
    n
      .int({ error: `${label}有误` })
      .positive({ error: `${label}有误` })
      .max(2_147_483_647, { error: `${label}有误` }),
  );
const optionalId = (label: string) => z.preprocess(blankToUndefined, id(label).optional());
const optionalText = (max: number) =>
  z.preprocess(
    (v) => v ?? '',
    stringField()
      .trim()
      .max(max, { error: `长度不能超过${max}个字符` }),
  );
const text = (message: string, max: number) => requiredText(message, max);
const optionalNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    numberField(`${label}必须是数字`, (n) => n.min(min, { error: `${label}不能小于${min}` }).max(max, { error: `${label}不能大于${max}` })).optional(),
  );
const sortOrder = z.preprocess(blankToUndefined, numberField('排序必须是整数', (n) => n.int({ error: '排序必须是整数' }).min(0).max(9999)).default(0));
const optionalFlag = (fallback: boolean) => z.preprocess(blankToUndefined, flag.optional()).transform((v) => v ?? fallback);
/** A price or point value: positive, at most four decimals. */
export const indexValue = numberField('数值必须是数字')
  .refine(Number.isFinite, { error: '数值必须是数字' })
  .refine((v) => v > 0, { error: '数值必须大于0' })
  .refine((v) => v < 10_000_000, { error: '数值过大' })
  .transform((v) => Math.round(v * 10_000) / 10_000);

export const priceIdBody = z.object({ id: id('编号') });

export const familySaveBody = z.object({
  id: optionalId('系列编号'),
  code: indexCode,
  name: text('请输入系列名称', 50),
  description: optionalText(500),
  sortOrder,
});

export const productListQuery = paginationQuery.and(
  z.object({
    familyId: optionalId('指数系列'),
    keyword,
    active: z.preprocess(blankToUndefined, flag.optional()),
    /** `today`: only products due today whose value is not entered yet (the workbench's link). */
    missing: z.preprocess(blankToUndefined, z.enum(['today'], { error: 'missing 只能是 today' }).optional()),
  }),
);

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
  methodology: text('请填写编制方法', 10_000),
  releaseTime: stringField('发布时间格式应为HH:mm').regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: '发布时间格式应为HH:mm' }),
  /** Weekly indexes: ISO weekday of release, 1 Monday … 5 Friday. */
  releaseWeekday: z.preprocess(
    blankToUndefined,
    numberField('数值有误', (n) => n.int().min(1, { error: '发布日只能是周一至周五' }).max(5, { error: '发布日只能是周一至周五' })).optional(),
  ),
  active: optionalFlag(true),
  sortOrder,
});

export const valueListQuery = paginationQuery.and(z.object({ productId: id('指数'), from: optionalDate('开始日期'), to: optionalDate('结束日期') }));

/** Add or correct one value. Monthly indexes take the first day of the month. */
export const valueSaveBody = z.object({ productId: id('指数'), period: isoDate('日期'), value: indexValue });
export const valueDeleteBody = z.object({ productId: id('指数'), period: isoDate('日期') });

/** Import, step 1 (multipart): the file in field `file`; answers a report and an importId. */
export const importCommitBody = z.object({ importId: stringField('缺少导入批次').regex(/^[0-9a-f-]{36}$/, { error: '导入批次有误' }) });

export const noticeAdminListQuery = paginationQuery.and(
  z.object({ kind: z.preprocess(blankToUndefined, z.enum(NOTICE_KINDS, { error: '公告类型有误' }).optional()), productId: optionalId('指数') }),
);

export const noticeSaveBody = z.object({
  id: optionalId('公告编号'),
  kind: z.enum(NOTICE_KINDS, { error: '公告类型有误' }),
  title: text('请输入公告标题', 100),
  content: text('请输入公告内容', 10_000),
  familyId: optionalId('指数系列'),
  productId: optionalId('指数'),
  effectiveDate: isoDate('生效日期'),
});

/** Placements, comma-separated (or repeated). */
const placements = z
  .union([stringField(), z.array(stringField())], { error: '请选择展示位置' })
  .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(z.enum(CHART_PLACEMENTS, { error: '展示位置有误' })).min(1, { error: '请选择展示位置' }));

export const chartListQuery = paginationQuery.and(
  z.object({
    placement: z.preprocess(blankToUndefined, z.enum(CHART_PLACEMENTS, { error: '展示位置有误' }).optional()),
    keyword,
  }),
);

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

export const chartDetailQuery = z.object({ id: id('图表编号') });
export const productDetailQuery = z.object({ id: id('指数编号') });
