/**
 * The one registry of business refusal codes (HTTP 200, `{ code, result: false, message }`).
 * Add a code only here, inside its module's range; the server answers with
 * `refusedWith(ERRORS.x)` (or `refusedWith(ERRORS.x, dynamicMessage)` where the text varies).
 * The generic protocol codes (400/401/403/404/413/415/429/503) stay as they are: see PROTOCOL_CODES.
 */
import { MESSAGES, PROTOCOL_MESSAGES } from './messages.ts';
import { PRICE_MESSAGES } from './prices-vocabulary.ts';
import { MARKET_ADMIN_MESSAGES } from './market-vocabulary.ts';
import { OPEN_API_MESSAGES } from './open-api-vocabulary.ts';

// In a file of their own: the web's HTTP client (every first load) reads them, and must not
// bring this registry and its messages along.
export { PROTOCOL_CODES } from './protocol-codes.ts';

export interface ErrorEntry {
  readonly code: number;
  /** The message sent; where the call site builds a dynamic one, the fixed part or an example. */
  readonly message: string;
}

/** One numeric range per module; every code of ERRORS_BY_MODULE[m] lies in ERROR_RANGES[m]. */
export const ERROR_RANGES = {
  auth: [1000, 1099],
  prices: [1100, 1199],
  contentTypes: [1200, 1299],
  articles: [1300, 1399],
  community: [1400, 1499],
  questions: [1500, 1599],
  expertTypes: [1600, 1699],
  members: [1700, 1799],
  complaints: [1800, 1899],
  screening: [1900, 1999],
  market: [2000, 2099],
  library: [2100, 2199],
  theme: [2200, 2299],
  watch: [2300, 2399],
  analysis: [2400, 2499],
  openApi: [2500, 2599],
  staff: [2700, 2799],
} as const satisfies Record<string, readonly [number, number]>;

const REVIEW_NOT_PENDING = '只有待审核的内容可以审核';

export const ERRORS_BY_MODULE = {
  auth: {
    captchaWrong: { code: 1001, message: MESSAGES.captchaWrong },
    /** Also the wrong old password on a password change (MESSAGES.oldPasswordWrong). */
    credentialsWrong: { code: 1002, message: MESSAGES.loginWrong },
    passwordExpired: { code: 1003, message: PROTOCOL_MESSAGES.resetPassword },
    ticketInvalid: { code: 1010, message: MESSAGES.ticketInvalid },
    noAccountId: { code: 1011, message: PROTOCOL_MESSAGES.noAccountId },
  },
  prices: {
    /** Dynamic: the first bad line, then PRICE_MESSAGES.importHasErrors. */
    importInvalid: { code: 1101, message: PRICE_MESSAGES.importHasErrors },
    importExpired: { code: 1102, message: PRICE_MESSAGES.importExpired },
    valueExists: { code: 1103, message: PRICE_MESSAGES.valueExists },
    /** A family/product code taken or still used (values, charts, history): the call site passes the message. */
    inUse: { code: 1104, message: PRICE_MESSAGES.codeTaken },
    /** Four eyes: the checker submitted the entry themselves. */
    ownAssessment: { code: 1105, message: '不能审批自己提交的数据（需另一位审批人）' },
    /** Plausibility: dynamic, names the move or the expected period. */
    needsConfirmation: { code: 1106, message: '数值变动超出合理范围，请确认并填写理由' },
    notPending: { code: 1107, message: '该条目已处理，不能重复审批' },
    notContributor: { code: 1108, message: '您的账号未关联有效的报价机构，不能填报价格' },
    /** Dynamic: names the earliest date allowed. */
    noticeTooShort: { code: 1109, message: '方法变更须提前公告；紧急变更请勾选紧急并填写理由' },
    noMethodology: { code: 1110, message: '该指数在此日期没有生效的编制方法' },
    reasonRequired: { code: 1111, message: '请填写理由' },
    pendingExists: { code: 1112, message: '该期已有待审批的条目' },
    /** The version in force on the period changed after the computation was proposed. */
    methodologyChanged: { code: 1113, message: '该期适用的编制方法已变更，请驳回后由评估人按现行版本重新计算提交' },
    productInactive: { code: 1114, message: '该指数已停用，不能提交新数据' },
  },
  contentTypes: {
    parentMissing: { code: 1201, message: '上级类型不存在' },
    parentCycle: { code: 1202, message: '上级类型不能是自身或其下级' },
    codeTaken: { code: 1203, message: '类型编码已存在' },
    hasChildren: { code: 1204, message: '请先删除该类型的下级类型' },
    hasArticles: { code: 1205, message: '该类型下还有内容，不能删除（可停用）' },
  },
  articles: {
    categoryUnavailable: { code: 1301, message: '内容类型不存在或已停用' },
    memberPostForbidden: { code: 1302, message: '该内容类型不允许会员发布' },
    contentRequired: { code: 1303, message: '请输入正文' },
    notEditable: { code: 1304, message: '该文章当前不能修改' },
    /** Also used by question review. */
    reviewNotPending: { code: 1305, message: REVIEW_NOT_PENDING },
    withdrawNotPublished: { code: 1306, message: '只有已发布的内容可以撤回' },
    scheduleWithdrawn: { code: 1307, message: '已撤回的内容不能定时发布' },
    /** Dynamic: `只能删除${statuses}的内容`. */
    deleteStatus: { code: 1308, message: '只能删除' },
  },
  community: {
    followSelf: { code: 1401, message: '不能关注自己' },
  },
  questions: {
    expertTypeMissing: { code: 1501, message: '专家类型不存在' },
    expertMissing: { code: 1502, message: '专家不存在' },
    answeredNoEdit: { code: 1503, message: '已有专家回答的问题不能修改' },
    expertsOnly: { code: 1504, message: '只有专家可以回答问题' },
    ownQuestion: { code: 1505, message: '不能回答自己提出的问题' },
  },
  expertTypes: {
    nameTaken: { code: 1601, message: '专家类型名称已存在' },
    /** Dynamic: `该类型下还有${n}位专家，不能删除`. */
    typeInUse: { code: 1602, message: '该类型下还有专家，不能删除' },
  },
  members: {
    memberMissing: { code: 1701, message: '会员不存在' },
    alreadyExpert: { code: 1702, message: '该会员已是专家' },
  },
  complaints: {
    duplicate: { code: 1801, message: '您已投诉过该内容，请等待处理' },
    closed: { code: 1802, message: '该投诉已处理完毕，不能再次处理' },
    replyRequired: { code: 1803, message: '请填写处理意见' },
    /** An index complaint's handler must not have assessed or approved that index's period. */
    handlerAssessed: { code: 1804, message: '您参与了该指数该期的评估或审批，不能处理此投诉' },
  },
  screening: {
    wordExists: { code: 1901, message: '该敏感词已存在' },
    importConflict: { code: 1902, message: '导入时词库已被他人修改，请重试' },
    /** Dynamic: `有${n}行格式有误，未导入任何敏感词`. */
    importBadLines: { code: 1903, message: '格式有误，未导入任何敏感词' },
    /** Dynamic: `敏感词库最多${max}个词`. */
    listFull: { code: 1904, message: '敏感词库已满' },
  },
  market: {
    basisExists: { code: 2001, message: MARKET_ADMIN_MESSAGES.basisExists },
    sessionNoTaken: { code: 2002, message: MARKET_ADMIN_MESSAGES.sessionNoTaken },
    /** Dynamic: `${status}的场次不能${action}`. */
    statusMove: { code: 2003, message: '场次开始时间已过，不能恢复为待开始，请先修改竞价时间' },
    clearedNoDelete: { code: 2004, message: MARKET_ADMIN_MESSAGES.clearedNoDelete },
  },
  library: {
    categoryNotFound: { code: 2101, message: '分类不存在' },
    categoryNameTaken: { code: 2102, message: '分类名称已存在' },
    /** Dynamic: `该分类下还有${n}条${label}，不能删除`. */
    categoryInUse: { code: 2103, message: '该分类下还有内容，不能删除' },
    /** The call site passes the form's own message. */
    fileMissing: { code: 2104, message: '文件不存在，请重新上传' },
  },
  theme: {
    themeMissing: { code: 2201, message: '主题不存在' },
  },
  watch: {
    watchLimit: { code: 2301, message: '我的指数最多50个' },
    alertLimit: { code: 2302, message: '提醒最多100条' },
    alertDuplicate: { code: 2303, message: '已设置相同的提醒' },
    watchOrderMismatch: { code: 2304, message: '我的指数已变化，请刷新后重试' },
  },
  analysis: {
    spreadMissing: { code: 2401, message: '价差不存在或已删除' },
    spreadNameTaken: { code: 2402, message: '已有同名的价差' },
    spreadLimit: { code: 2403, message: '最多保存50个价差' },
    notConvertible: { code: 2404, message: '该指数不是人民币或美元计价，不能换算' },
    rateExists: { code: 2405, message: '该日期的汇率已存在' },
    rateMissing: { code: 2406, message: '该日期的汇率不存在' },
    commentaryNoValue: { code: 2407, message: '该日期没有指数数据，不能添加评述' },
    commentaryMissing: { code: 2408, message: '评述不存在或已删除' },
    rateImportInvalid: { code: 2409, message: '汇率文件有误' },
  },
  openApi: {
    keyLimit: { code: 2501, message: OPEN_API_MESSAGES.keyLimit },
    keyNotFound: { code: 2502, message: OPEN_API_MESSAGES.keyNotFound },
  },
  staff: {
    staffLoginTaken: { code: 2701, message: '登录账号已存在' },
    staffMissing: { code: 2702, message: '员工不存在' },
    roleMissing: { code: 2703, message: '角色不存在' },
    roleNameTaken: { code: 2704, message: '角色名称已存在' },
    lastSuperAdmin: { code: 2705, message: '至少需要保留一名启用的超级管理员' },
    superAdminFixed: { code: 2706, message: '超级管理员拥有全部权限，不能修改其权限' },
    builtInRole: { code: 2707, message: '内置角色不能删除' },
    /** Dynamic: `该角色下还有${n}名员工，不能删除`. */
    roleInUse: { code: 2708, message: '该角色下还有员工，不能删除' },
    selfDisable: { code: 2709, message: '不能停用自己的账号' },
    /** Names are what the index audit trail and approvals show: two accounts may not share one. */
    staffNameTaken: { code: 2710, message: '该姓名已被其他员工账号使用，请加以区分（如加部门）' },
  },
} as const satisfies { [M in keyof typeof ERROR_RANGES]: Record<string, ErrorEntry> };

type Flat<T> = { [M in keyof T]: T[M] }[keyof T];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every business refusal, by name: `ERRORS.captchaWrong.code`. */
export const ERRORS = Object.assign({}, ...Object.values(ERRORS_BY_MODULE)) as UnionToIntersection<Flat<typeof ERRORS_BY_MODULE>>;
