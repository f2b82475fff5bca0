/**
 * The price vocabularies both sides show, the limits of the price calls and the messages of
 * the price service. No zod here: the portal home reads them, and a schema file would bring
 * the validation library into its first visit. Re-exported by `schemas/prices.ts`.
 */

export const INDEX_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type IndexFrequency = (typeof INDEX_FREQUENCIES)[number];
export const FREQUENCY_NAMES: Record<IndexFrequency, string> = { daily: '日度', weekly: '周度', monthly: '月度' };

export const INDEX_UNITS = ['CNY/t', 'USD/t', 'point'] as const;
export type IndexUnit = (typeof INDEX_UNITS)[number];
export const UNIT_NAMES: Record<IndexUnit, string> = { 'CNY/t': '元/吨', 'USD/t': '美元/吨', point: '点' };

/** Decimals an index's values are shown with (its product's `decimals`): 0 to the stored four. */
export const MAX_INDEX_DECIMALS = 4;
/** A new product's decimals when the form leaves it out. */
export const DEFAULT_INDEX_DECIMALS = 2;

/** How many indexes one series, export or chart call may compare. */
export const MAX_COMPARE_CODES = 8;

/** Longest range one series or export call answers (about ten years). */
export const MAX_RANGE_DAYS = 3660;
export const MAX_CALENDAR_DAYS = 92;
/** Import limits: file size and data rows. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
/** Columns of the export, the first three of which the import reads (same file round-trips). */
export const CSV_COLUMNS = ['指数代码', '日期', '数值', '指数名称', '单位', '涨跌', '涨跌幅(%)', '备注'] as const;

export const PRICE_MESSAGES = {
  dayBiddingLogin: '请先登录后查看每日竞价',
  dayBiddingForbidden: '您尚未开通每日竞价权限，请联系交易中心开通',
  productNotFound: '指数不存在',
  familyNotFound: '指数系列不存在',
  chartNotFound: '行情图表不存在',
  noticeNotFound: '价格公告不存在',
  valueNotFound: '该日期没有指数数据',
  valueExists: '该日期已有指数数据，请使用修改',
  withdrawalPending: '已发布的数据撤回已提交审批，审批通过后撤回并发布公告',
  processNotice: '该公告由指数审批流程发布（更正、暂停发布或编制方法变更），不能修改或删除',
  processNoticeKind: '数据更正和方法调整公告由审批流程自动发布，不能手工发布',
  earlyRelease: '该指数有尚未到发布时间的数据，提前发布时间会使其提前公开；请在本期发布后再修改发布时间',
  hidesReleased: '该指数本期数据已经公开，推迟发布时间会使其从门户撤下；请在下期发布前再修改发布时间（撤回数据须经审批）',
  codeTaken: '指数代码已被使用',
  familyCodeTaken: '系列代码已被使用',
  familyHasProducts: '该系列下还有指数，不能删除',
  productHasValues: '该指数已有历史数据，不能删除，可改为停用',
  productInChart: '该指数已被行情图表引用，请先从图表中移除',
  importExpired: '导入批次不存在或已过期，请重新上传文件',
  importHasErrors: '文件中有错误行，未导入任何数据',
  importFileType: '仅支持 CSV 或 Excel（.xlsx）文件',
  importEmpty: '文件中没有数据行',
  importTooManyRows: `数据行不能超过${IMPORT_MAX_ROWS}行`,
  importNoFile: '请选择要导入的文件',
  demoNote: '演示数据：合成序列，非真实市场价格',
} as const;
