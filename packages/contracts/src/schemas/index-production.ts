/**
 * Index production: contributors (报价机构), their price submissions, methodology versions,
 * computed assessments released under four eyes, corrections, suspensions and the audit
 * trail. Requests are zod schemas (forms or JSON); answers are zod schemas too, so the
 * server's OpenAPI document and the web's types come from one place.
 */
import { z } from 'zod';
import {
  blankOptional,
  flagField,
  idField,
  indexCode,
  isoDate,
  numberField,
  optionalField,
  optionalText,
  requiredText,
  stringField,
  withPage,
} from './fields.ts';

// ---- vocabulary ---------------------------------------------------------------------------

export const CONTRIBUTOR_KINDS = ['producer', 'consumer', 'trader', 'port', 'broker'] as const;
export type ContributorKind = (typeof CONTRIBUTOR_KINDS)[number];
export const CONTRIBUTOR_KIND_NAMES: Record<ContributorKind, string> = {
  producer: '生产企业',
  consumer: '用户企业',
  trader: '贸易商',
  port: '港口',
  broker: '经纪商',
};

export const SUBMISSION_KINDS = ['deal', 'bid', 'offer'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const SUBMISSION_KIND_NAMES: Record<SubmissionKind, string> = { deal: '成交', bid: '买方报价', offer: '卖方报价' };

/** `portal`: typed by a linked member; the others: captured by staff. */
export const SUBMISSION_SOURCES = ['portal', 'phone', 'email', 'im', 'visit'] as const;
export type SubmissionSource = (typeof SUBMISSION_SOURCES)[number];
export const SUBMISSION_SOURCE_NAMES: Record<SubmissionSource, string> = { portal: '门户填报', phone: '电话', email: '邮件', im: '即时通讯', visit: '走访' };
export const STAFF_SUBMISSION_SOURCES = ['phone', 'email', 'im', 'visit'] as const;

export const WEIGHTINGS = ['volume', 'equal'] as const;
export type Weighting = (typeof WEIGHTINGS)[number];
export const WEIGHTING_NAMES: Record<Weighting, string> = { volume: '按成交量加权', equal: '等权平均' };

export const ASSESSMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];
export const ASSESSMENT_STATUS_NAMES: Record<AssessmentStatus, string> = { pending: '待审批', approved: '已批准', rejected: '已驳回' };

/** What an approval entry proposes: a computed/typed value, an import batch, a correction of a released value, a suspension. */
export const ASSESSMENT_KINDS = ['assessment', 'manual', 'import', 'correction', 'suspension', 'withdrawal'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];
export const ASSESSMENT_KIND_NAMES: Record<AssessmentKind, string> = {
  assessment: '评估值',
  manual: '录入值',
  import: '批量导入',
  correction: '更正',
  suspension: '暂停发布',
  withdrawal: '撤回',
};

/** Default notice period of a methodology change (env METHODOLOGY_NOTICE_DAYS). */
export const DEFAULT_METHODOLOGY_NOTICE_DAYS = 30;
/** Default plausibility tolerance: a move larger than this % from the last released value asks for a reason. */
export const DEFAULT_TOLERANCE_PERCENT = 10;

// ---- fields -------------------------------------------------------------------------------

// Lower bounds the stored numerics keep (a smaller figure would be stored as 0).
const price = numberField('价格必须是数字', (n) => n.min(0.01, { error: '价格不能小于0.01' }).max(1_000_000, { error: '价格过大' }));
const volume = numberField('数量必须是数字', (n) => n.min(1, { error: '数量（吨）不能小于1' }).max(10_000_000, { error: '数量过大（单笔不超过1000万吨）' }));
const optionalNumber = (label: string, min: number, max: number) =>
  optionalField(numberField(`${label}必须是数字`, (n) => n.min(min, { error: `${label}不能小于${min}` }).max(max, { error: `${label}不能大于${max}` })));
const period = isoDate('日期');
const reasonText = (max = 500) => optionalText(max);

/** The fields of one price submission (member or staff). */
const submissionFields = {
  productCode: indexCode,
  period,
  kind: z.enum(SUBMISSION_KINDS, { error: '类型只能是成交（deal）、买方报价（bid）或卖方报价（offer）' }),
  price,
  volume,
  calorific: optionalNumber('发热量', 1000, 8000),
  sulphur: optionalNumber('硫分', 0, 10),
  deliveryPlace: optionalText(60),
  note: optionalText(500),
};

// ---- contributors -------------------------------------------------------------------------

/** POST /api/admin/priceContributors/save → `data.id`. `memberLoginIds`: comma-separated portal login ids. */
export const contributorSaveBody = z.object({
  id: optionalField(idField('报价机构编号有误')),
  name: requiredText('请输入机构名称', 60),
  kind: z.enum(CONTRIBUTOR_KINDS, { error: '机构类型有误' }),
  region: optionalText(60),
  memberLoginIds: z
    .preprocess(
      (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : (v ?? '')),
      stringField('会员账号格式有误').max(2000, { error: '会员账号过多' }),
    )
    .transform((v) => [
      ...new Set(
        v
          .split(/[,，\s]+/)
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(stringField().max(50, { error: '会员账号过长' })).max(50, { error: '一个机构最多关联50个会员' })),
  active: flagField(true),
});
export type ContributorSaveBody = z.output<typeof contributorSaveBody>;
export type ContributorSaveBodyInput = z.input<typeof contributorSaveBody>;

/** GET /api/admin/priceContributors/list */
export const contributorListQuery = withPage(
  z.object({
    keyword: optionalText(50),
    kind: optionalField(z.enum(CONTRIBUTOR_KINDS, { error: '机构类型有误' })),
    active: blankOptional(z.enum(['true', 'false', '1', '0'], { error: '状态有误' }).transform((v) => v === 'true' || v === '1')),
  }),
);
export type ContributorListQuery = z.output<typeof contributorListQuery>;
export type ContributorListQueryInput = z.input<typeof contributorListQuery>;

// ---- submissions --------------------------------------------------------------------------

/** POST /api/priceReport/submit (a member linked to an active contributor) → `data.id`. */
export const priceReportSubmitBody = z.object(submissionFields);
export type PriceReportSubmitBody = z.output<typeof priceReportSubmitBody>;
export type PriceReportSubmitBodyInput = z.input<typeof priceReportSubmitBody>;

/** POST /api/admin/priceSubmissions/save: staff capture a submission taken by phone, email, IM or visit → `data.id`. */
export const priceSubmissionSaveBody = z.object({
  contributorId: idField('请选择报价机构'),
  ...submissionFields,
  source: z.enum(STAFF_SUBMISSION_SOURCES, { error: '来源只能是电话、邮件、即时通讯或走访' }),
});
export type PriceSubmissionSaveBody = z.output<typeof priceSubmissionSaveBody>;
export type PriceSubmissionSaveBodyInput = z.input<typeof priceSubmissionSaveBody>;

/** GET /api/admin/priceSubmissions/list?productCode&period */
export const priceSubmissionListQuery = withPage(z.object({ productCode: optionalField(indexCode), period: optionalField(period) }));
export type PriceSubmissionListQuery = z.output<typeof priceSubmissionListQuery>;
export type PriceSubmissionListQueryInput = z.input<typeof priceSubmissionListQuery>;

/** GET /api/priceReport/mine */
export const myPriceReportsQuery = withPage(z.object({ productCode: optionalField(indexCode) }));
export type MyPriceReportsQuery = z.output<typeof myPriceReportsQuery>;
export type MyPriceReportsQueryInput = z.input<typeof myPriceReportsQuery>;

// ---- methodology versions -----------------------------------------------------------------

export const methodologyRulesSchema = z.object({
  weighting: z.enum(WEIGHTINGS, { error: '加权方式只能是 volume 或 equal' }),
  outlierPercent: numberField('异常值阈值必须是数字', (n) => n.positive({ error: '异常值阈值必须大于0' }).max(100, { error: '异常值阈值不能大于100' })),
  minDeals: numberField('最少成交笔数必须是整数', (n) => n.int({ error: '最少成交笔数必须是整数' }).min(0).max(1000)),
  minContributors: numberField('最少机构数必须是整数', (n) => n.int({ error: '最少机构数必须是整数' }).min(0).max(1000)),
  /** Base calorific value (kcal/kg) prices are normalised to; with `perKcal`. */
  calorificBase: optionalNumber('基准发热量', 1000, 8000),
  /** 元/吨 per kcal/kg: normalised = price + (calorificBase − calorific) × perKcal. */
  perKcal: optionalNumber('每大卡调整额', 0, 10),
  /** The largest share (%) of the weight one contributor's inputs may carry; the excess goes to the others. */
  maxSharePercent: optionalNumber('单家机构权重上限', 1, 100),
  /** Plausibility tolerance in % (default DEFAULT_TOLERANCE_PERCENT). */
  tolerancePercent: optionalNumber('合理波动幅度', 0.1, 100),
});
export type MethodologyRules = z.output<typeof methodologyRulesSchema>;
export type MethodologyRulesInput = z.input<typeof methodologyRulesSchema>;

const rulesField = z
  .preprocess(
    (v: MethodologyRulesInput | string) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z.object({}, { error: '编制规则格式有误（应为 JSON）' }).passthrough(),
  )
  .pipe(methodologyRulesSchema)
  .refine((r) => (r.calorificBase === undefined) === (r.perKcal === undefined), { error: '基准发热量与每大卡调整额须同时填写' });

/**
 * POST /api/admin/methodologies/save → `data.version`. `urgent` and `reason` are taken at the
 * top level (also accepted inside `rules`): an `effectiveFrom` closer than the notice period
 * needs both.
 */
export const methodologySaveBody = z.preprocess(
  (v: unknown) => {
    if (!v || typeof v !== 'object') return v;
    const body = v as Record<string, unknown>;
    let rules = body.rules;
    if (typeof rules === 'string') {
      try {
        rules = JSON.parse(rules) as unknown;
      } catch {
        return body;
      }
    }
    if (!rules || typeof rules !== 'object') return body;
    const { urgent, reason, ...rest } = rules as Record<string, unknown>;
    return { ...body, rules: rest, urgent: body.urgent ?? urgent, reason: body.reason ?? reason };
  },
  z.object({
    productCode: indexCode,
    effectiveFrom: isoDate('生效日期'),
    text: requiredText('请填写编制方法', 20_000),
    rules: rulesField,
    urgent: flagField(false),
    reason: reasonText(),
  }),
);
export type MethodologySaveBody = z.output<typeof methodologySaveBody>;
export type MethodologySaveBodyInput = z.input<typeof methodologySaveBody>;

/** GET /api/priceIndex/methodology?code (public) */
export const methodologyQuery = z.object({ code: indexCode });
export type MethodologyQuery = z.output<typeof methodologyQuery>;

// ---- computation and approval -------------------------------------------------------------

/** POST /api/admin/assessments/compute; also the replay and audit queries. */
export const assessmentPeriodBody = z.object({ productCode: indexCode, period });
export type AssessmentPeriodBody = z.output<typeof assessmentPeriodBody>;
export type AssessmentPeriodBodyInput = z.input<typeof assessmentPeriodBody>;

/**
 * POST /api/admin/assessments/submit → `data.id`, `data.status` pending. `value` absent: the
 * computed value. `reason` is required when `value` differs from it, when the data are not
 * sufficient, with `carryForward` (the last released value), and with `confirmed` when the
 * plausibility check asked (move beyond tolerance or not the next period).
 */
export const assessmentSubmitBody = z.object({
  productCode: indexCode,
  period,
  value: optionalField(price),
  reason: reasonText(),
  carryForward: flagField(false),
  confirmed: flagField(false),
});
export type AssessmentSubmitBody = z.output<typeof assessmentSubmitBody>;
export type AssessmentSubmitBodyInput = z.input<typeof assessmentSubmitBody>;

export const assessmentIdBody = z.object({ id: idField('缺少审批编号') });
export type AssessmentIdBody = z.output<typeof assessmentIdBody>;
export const assessmentRejectBody = z.object({ id: idField('缺少审批编号'), reason: requiredText('请填写驳回理由', 500) });
export type AssessmentRejectBody = z.output<typeof assessmentRejectBody>;
export type AssessmentRejectBodyInput = z.input<typeof assessmentRejectBody>;

/** POST /api/admin/assessments/suspend → `data.id`, `data.status` pending. */
export const assessmentSuspendBody = z.object({ productCode: indexCode, period, reason: requiredText('请填写暂停发布的原因', 500) });
export type AssessmentSuspendBody = z.output<typeof assessmentSuspendBody>;
export type AssessmentSuspendBodyInput = z.input<typeof assessmentSuspendBody>;

/** GET /api/admin/assessments/list?status&productCode */
export const assessmentListQuery = withPage(
  z.object({
    status: optionalField(z.enum(ASSESSMENT_STATUSES, { error: '状态只能是 pending、approved 或 rejected' })),
    productCode: optionalField(indexCode),
  }),
);
export type AssessmentListQuery = z.output<typeof assessmentListQuery>;
export type AssessmentListQueryInput = z.input<typeof assessmentListQuery>;
