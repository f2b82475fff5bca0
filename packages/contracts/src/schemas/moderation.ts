/** Sensitive words (SensitiveWordsManager) and complaints (ComplainManager, member side). */
import { z } from 'zod';
import { requiredText } from './common.ts';
import { dateField, flagField, idField, numberField, optionalDateTimeField, optionalField, optionalText, stringField, withPage } from './fields.ts';

export const SENSITIVE_LEVELS = { 1: '提示', 2: '一般', 3: '严重' } as const;
export const SENSITIVE_WORD_MAX = 50;

const levelField = z.preprocess(
  (v: number | string | undefined) => (v === '' || v === undefined ? 2 : v),
  numberField('敏感级别只能是1、2、3', (n) =>
    n.int({ error: '敏感级别只能是1、2、3' }).min(1, { error: '敏感级别只能是1、2、3' }).max(3, { error: '敏感级别只能是1、2、3' }),
  ),
);

export const sensitiveWordListQuery = withPage(
  z.object({ keyword: optionalText(SENSITIVE_WORD_MAX), category: optionalText(20), level: optionalField(levelField) }),
);
export type SensitiveWordListQuery = z.output<typeof sensitiveWordListQuery>;
export type SensitiveWordListQueryInput = z.input<typeof sensitiveWordListQuery>;
export const sensitiveWordAddBody = z.object({
  word: requiredText('请输入敏感词', SENSITIVE_WORD_MAX),
  category: optionalText(20),
  level: levelField,
});
export type SensitiveWordAddBody = z.output<typeof sensitiveWordAddBody>;
export type SensitiveWordAddBodyInput = z.input<typeof sensitiveWordAddBody>;
/** Delete one (`id`) or several (`ids`, comma separated). */
export const sensitiveWordDeleteBody = z.object({
  ids: stringField('请选择要删除的敏感词')
    .trim()
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, { error: '请选择要删除的敏感词' })
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), { error: '敏感词编号有误' }),
});
export type SensitiveWordDeleteBody = z.output<typeof sensitiveWordDeleteBody>;
export type SensitiveWordDeleteBodyInput = z.input<typeof sensitiveWordDeleteBody>;
/** Import options (multipart fields besides the file). */
export const sensitiveWordImportForm = z.object({
  category: optionalText(20),
  level: levelField,
  /** Import the good lines even when some lines are bad (default: nothing is saved then). */
  skipInvalid: flagField(false),
});
export type SensitiveWordImportForm = z.output<typeof sensitiveWordImportForm>;
export type SensitiveWordImportFormInput = z.input<typeof sensitiveWordImportForm>;

export interface SensitiveWordItem {
  id: number;
  word: string;
  category: string;
  level: number;
  levelName: string;
  createdBy: string;
  createTime: string;
}

export interface SensitiveWordImportReport {
  /** Whether the words were saved (false when bad lines stopped the import). */
  imported: boolean;
  addedCount: number;
  /** Lines whose word is already in the list or earlier in the file. */
  duplicates: Array<{ line: number; word: string }>;
  badLines: Array<{ line: number; text: string; reason: string }>;
  totalLines: number;
}

// ---- complaints ----

export const COMPLAINT_TARGETS = ['article', 'question', 'answer', 'index'] as const;
export type ComplaintTarget = (typeof COMPLAINT_TARGETS)[number];
export const COMPLAINT_TARGET_NAMES: Record<ComplaintTarget, string> = { article: '文章', question: '问题', answer: '回答', index: '价格指数' };
/** Complaints about an index: acknowledged within 3 working days, answered within 25 (published procedure). */
export const INDEX_COMPLAINT_ACK_DAYS = 3;
export const INDEX_COMPLAINT_ANSWER_DAYS = 25;
export const COMPLAINT_REASONS = {
  illegal: '违法违规',
  false_info: '虚假信息',
  infringement: '侵犯权益',
  advertising: '垃圾广告',
  abuse: '人身攻击',
  other: '其他',
} as const;
export type ComplaintReason = keyof typeof COMPLAINT_REASONS;
export const COMPLAINT_STATUSES = ['pending', 'processing', 'resolved', 'rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_STATUS_NAMES: Record<ComplaintStatus, string> = { pending: '待处理', processing: '处理中', resolved: '已处理', rejected: '不予处理' };

const targetField = z.enum(COMPLAINT_TARGETS, { error: '投诉对象类型有误' });
const reasonField = z.enum(Object.keys(COMPLAINT_REASONS) as [ComplaintReason, ...ComplaintReason[]], { error: '请选择投诉原因' });
const statusField = z.enum(COMPLAINT_STATUSES, { error: '处理状态有误' });

/** POST /api/common/complain (member). */
export const complainBody = z.object({
  targetType: targetField,
  /** For `index`: the index product's id, with `period`. */
  targetId: idField('缺少投诉对象'),
  /** For `index`: the period complained about (YYYY-MM-DD). */
  period: optionalField(dateField('日期格式应为YYYY-MM-DD')),
  reasonType: reasonField,
  content: optionalText(1000),
});
export type ComplainBody = z.output<typeof complainBody>;
export type ComplainBodyInput = z.input<typeof complainBody>;
export const myComplaintsQuery = withPage(z.object({ status: optionalField(statusField) }));
export type MyComplaintsQuery = z.output<typeof myComplaintsQuery>;
export type MyComplaintsQueryInput = z.input<typeof myComplaintsQuery>;
export const adminComplaintListQuery = withPage(
  z.object({
    status: optionalField(statusField),
    targetType: optionalField(targetField),
    reasonType: optionalField(reasonField),
    keyword: optionalText(100),
    startDate: optionalDateTimeField('开始日期格式有误'),
    endDate: optionalDateTimeField('结束日期格式有误'),
  }),
);
export type AdminComplaintListQuery = z.output<typeof adminComplaintListQuery>;
export type AdminComplaintListQueryInput = z.input<typeof adminComplaintListQuery>;
export const complaintHandleBody = z.object({
  id: idField('缺少投诉编号'),
  status: z.enum(['processing', 'resolved', 'rejected'], { error: '处理状态只能是 processing、resolved 或 rejected' }),
  reply: optionalText(1000),
  /** On `resolved`: also take the target off the portal (article withdrawn, question/answer hidden). */
  offlineTarget: flagField(false),
});
export type ComplaintHandleBody = z.output<typeof complaintHandleBody>;
export type ComplaintHandleBodyInput = z.input<typeof complaintHandleBody>;

export interface ComplaintItem {
  id: number;
  targetType: ComplaintTarget;
  targetTypeName: string;
  targetId: number;
  targetTitle: string;
  memberName: string;
  reasonType: ComplaintReason;
  reasonName: string;
  content: string;
  status: ComplaintStatus;
  statusName: string;
  reply: string;
  handlerName: string;
  handleTime: string | null;
  createTime: string;
  /** Index complaints: the period, and the deadlines to acknowledge (3 working days) and answer (25). */
  targetPeriod?: string | null;
  ackDueDate?: string | null;
  answerDueDate?: string | null;
  /** Past its deadline while still unacknowledged / unanswered. */
  overdue?: boolean;
}

export interface ComplaintDetail extends ComplaintItem {
  /** The target as it is now (null when it was deleted). */
  target: ComplaintTargetView | null;
}

/**
 * What a complaint points at. `contentFormat` says how `content` must be shown: `text` (typed by
 * a member, possibly with markup characters) only as text; `html` only as the server's
 * sanitiser stored it (an article body).
 */
export interface ComplaintTargetView {
  title: string;
  content: string;
  contentFormat: 'text' | 'html';
  authorName: string;
  status: string;
  statusName: string;
}

export const complaintIdQuery = z.object({ id: idField('缺少投诉编号') });
export type ComplaintIdQuery = z.output<typeof complaintIdQuery>;
export type ComplaintIdQueryInput = z.input<typeof complaintIdQuery>;
