/**
 * What the index production calls answer (inside the envelope's `data`): contributors,
 * submissions, methodology versions, computations, approval entries, the audit trail, replay
 * and the public disclosure. Requests and vocabulary: index-production.ts.
 */
import { z } from 'zod';
import { ASSESSMENT_KINDS, ASSESSMENT_STATUSES, CONTRIBUTOR_KINDS, methodologyRulesSchema, SUBMISSION_KINDS, SUBMISSION_SOURCES } from './index-production.ts';

export const contributorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(CONTRIBUTOR_KINDS),
  kindName: z.string(),
  region: z.string(),
  memberLoginIds: z.array(z.string()),
  active: z.boolean(),
  demo: z.boolean().meta({ description: 'true：演示机构（合成数据）' }),
  submissionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contributor = z.infer<typeof contributorSchema>;

export const SUBMISSION_OUTCOMES = ['waiting', 'used', 'excluded'] as const;
export type SubmissionOutcome = (typeof SUBMISSION_OUTCOMES)[number];
export const SUBMISSION_OUTCOME_NAMES: Record<SubmissionOutcome, string> = { waiting: '待发布', used: '已采用', excluded: '未采用' };

export const priceSubmissionSchema = z.object({
  id: z.number().int(),
  contributorId: z.number().int(),
  contributorName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  period: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  kindName: z.string(),
  price: z.number(),
  volume: z.number(),
  calorific: z.number().nullable(),
  sulphur: z.number().nullable(),
  deliveryPlace: z.string(),
  note: z.string(),
  source: z.enum(SUBMISSION_SOURCES),
  sourceName: z.string(),
  enteredBy: z.string().meta({ description: '填报人（会员账号或员工姓名）' }),
  createdAt: z.string(),
  /** What became of it: `waiting` until the period's value is released. */
  outcome: z.enum(SUBMISSION_OUTCOMES),
  outcomeName: z.string(),
  outcomeReason: z.string().meta({ description: '未采用的原因（如 偏离中位数超过3%）' }),
  demo: z.boolean(),
});
export type PriceSubmission = z.infer<typeof priceSubmissionSchema>;

export const methodologyVersionSchema = z.object({
  version: z.number().int(),
  effectiveFrom: z.string(),
  text: z.string(),
  rules: methodologyRulesSchema,
  urgent: z.boolean(),
  reason: z.string(),
  createdAt: z.string(),
  inForce: z.boolean().meta({ description: '今日生效的版本' }),
  announced: z.boolean().meta({ description: '已公告、尚未生效' }),
});
export type MethodologyVersion = z.infer<typeof methodologyVersionSchema>;

export const methodologyResultSchema = z.object({
  code: z.string(),
  name: z.string(),
  inForceVersion: z.number().int().nullable(),
  announced: z.object({ version: z.number().int(), effectiveFrom: z.string() }).nullable().meta({ description: '已公告的下一次变更' }),
  versions: z.array(methodologyVersionSchema).meta({ description: '版本号降序' }),
});
export type MethodologyResult = z.infer<typeof methodologyResultSchema>;

export const computationInputSchema = z.object({
  submissionId: z.number().int(),
  contributorName: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  price: z.number(),
  volume: z.number(),
  calorific: z.number().nullable(),
  used: z.boolean(),
  reason: z.string().meta({ description: '未采用的原因；采用时为空' }),
  weight: z.number().meta({ description: '权重（0–1，合计为1）；未采用为0' }),
  normalisedPrice: z.number().meta({ description: '折算到基准发热量的价格' }),
});
export type ComputationInput = z.infer<typeof computationInputSchema>;

export const computationSchema = z.object({
  productCode: z.string(),
  period: z.string(),
  value: z.number().nullable().meta({ description: '计算值；无可用数据为 null' }),
  methodologyVersion: z.number().int().nullable(),
  dealCount: z.number().int().meta({ description: '采用的成交笔数' }),
  contributorCount: z.number().int().meta({ description: '采用数据的机构数' }),
  sufficient: z.boolean().meta({ description: 'false：数据不足，须评估判断或沿用上期并说明理由' }),
  basis: z.enum(['deals', 'quotes', 'none']).meta({ description: 'deals 成交；quotes 成交不足时采用报价' }),
  notes: z.array(z.string()).meta({ description: '计算说明（如 成交不足3笔，采用报价）' }),
  inputs: z.array(computationInputSchema),
  last: z.object({ period: z.string(), value: z.number() }).nullable().meta({ description: '上一期已发布值' }),
});
export type Computation = z.infer<typeof computationSchema>;

/** The plausibility check's findings, shown to the maker (confirm) and highlighted to the checker. */
export const plausibilitySchema = z.object({
  lastPeriod: z.string().nullable(),
  lastValue: z.number().nullable(),
  changePct: z.number().nullable().meta({ description: '较上一已发布值的涨跌幅 %，两位小数' }),
  tolerancePercent: z.number(),
  outOfTolerance: z.boolean(),
  expectedPeriod: z.string().nullable().meta({ description: '该指数的下一期' }),
  offPeriod: z.boolean().meta({ description: 'true：不是该指数的下一期' }),
  warnings: z.array(z.string()),
});
export type Plausibility = z.infer<typeof plausibilitySchema>;

export const assessmentItemSchema = z.object({ productCode: z.string(), period: z.string(), value: z.number(), previousValue: z.number().nullable() });

export const assessmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ASSESSMENT_KINDS),
  kindName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  unitName: z.string(),
  period: z.string(),
  value: z.number().nullable().meta({ description: '拟发布值（暂停发布为 null）' }),
  computedValue: z.number().nullable(),
  previousValue: z.number().nullable().meta({ description: '更正：原发布值' }),
  reason: z.string(),
  judgement: z.boolean().meta({ description: '含评估判断（与计算值不同、数据不足或沿用上期）' }),
  methodologyVersion: z.number().int().nullable(),
  dealCount: z.number().int().nullable(),
  contributorCount: z.number().int().nullable(),
  sufficient: z.boolean().nullable(),
  plausibility: plausibilitySchema.nullable(),
  items: z.array(assessmentItemSchema).meta({ description: '批量导入的各条数据（其他类型为空）' }),
  status: z.enum(ASSESSMENT_STATUSES),
  statusName: z.string(),
  makerName: z.string(),
  checkerName: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string(),
  createdAt: z.string(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const AUDIT_ACTIONS = [
  'submission',
  'computation',
  'exclusion',
  'judgement',
  'proposal',
  'approval',
  'rejection',
  'release',
  'correction',
  'suspension',
  'methodology',
  'refused',
  'deletion',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_NAMES: Record<AuditAction, string> = {
  submission: '报价提交',
  computation: '计算',
  exclusion: '剔除',
  judgement: '评估判断',
  proposal: '提交审批',
  approval: '审批通过',
  rejection: '审批驳回',
  release: '发布',
  correction: '更正',
  suspension: '暂停发布',
  methodology: '方法变更',
  refused: '操作被拒绝',
  deletion: '删除未发布值',
};

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().meta({ description: 'ISO 时间' }),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actionName: z.string(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const replayResultSchema = z.object({
  productCode: z.string(),
  period: z.string(),
  methodologyVersion: z.number().int().nullable(),
  storedValue: z.number().nullable().meta({ description: '批准时保存的计算值' }),
  recomputedValue: z.number().nullable(),
  equal: z.boolean(),
  publishedValue: z.number().nullable().meta({ description: '现发布值（含评估判断、更正）' }),
  judgementReason: z.string(),
});
export type ReplayResult = z.infer<typeof replayResultSchema>;

/** What a released value rests on (本期依据：N 笔成交，M 家机构 / 含评估判断). Null for values typed or imported without inputs. */
export const indexDisclosureSchema = z.object({
  dealCount: z.number().int(),
  contributorCount: z.number().int(),
  judgement: z.boolean(),
  methodologyVersion: z.number().int().nullable(),
  text: z.string().meta({ description: '如 本期依据：5 笔成交，4 家机构；含评估判断' }),
});
export type IndexDisclosure = z.infer<typeof indexDisclosureSchema>;

/** A released suspension of a period (暂停发布). */
export const indexSuspensionSchema = z.object({ period: z.string(), reason: z.string() });
export type IndexSuspension = z.infer<typeof indexSuspensionSchema>;

/** The open API series marks each point: `N` new, `C` corrected (with `originalValue`). */
export const POINT_STATUSES = ['N', 'C'] as const;
export type PointStatus = (typeof POINT_STATUSES)[number];
