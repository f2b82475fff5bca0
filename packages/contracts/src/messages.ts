/**
 * Every user-facing message of the spec, verbatim, in one place so that server and web
 * agree. The spec gives some §8 messages in English only; their Chinese wording is ours
 * (see docs/decisions/0001-http-status-and-envelope.md) and is used everywhere.
 */
export const MESSAGES = {
  // §2 navigation and shared screen parts
  browserWarning: '推荐使用Chrome，Firefox，Edge浏览器，如果您使用的是360、搜狗、QQ等双核浏览器，请切换到极速模式访问。',
  empty: '暂无数据',
  backLink: '返回上一页',
  videoUnsupported: '此视频暂无法播放，请稍后再试',
  // §5 login
  accountRequired: '请输入交易系统账号',
  passwordRequired: '请输入密码',
  captchaRequired: '请输入验证码',
  // §5 reset password
  oldPasswordRequired: '请输入旧密码',
  newPasswordRequired: '请输入新密码',
  confirmPasswordRequired: '请输入确认密码',
  passwordRule: '密码应由字母数字及【!@#$%^&*()?_】组成,长度8-20位',
  passwordMismatch: '两次输入的密码不一致',
  imageTooLarge: '图片大小不能超过20MB',
  // §8 error catalogue
  passwordExpired: '密码已过期,请修改密码后登录',
  passwordResetDone: '密码修改成功，请重新登录',
  mobileLoginFailed: '获取登录用户信息失败',
  mobileNoAccount: '您的交易账号尚未开通门户权限，请联系交易中心客服开通',
  refreshTokenInvalid: '统一认证token已失效',
  loginExpired: '登录信息已过期，请重新登录',
  requestTimeout: '请求超时',
  badResponse: '数据返回有误',
  captchaFailed: '获取验证码失败',
  pageLoadFailed: '页面加载失败，请刷新重试',
  // server answers (ours)
  invalidRequest: '请求参数有误',
  /** A NUL character in any text (PostgreSQL text cannot hold it): the one wording, every field. */
  nulCharacter: '内容包含非法字符',
  captchaWrong: '验证码错误或已过期',
  loginWrong: '账号或密码错误',
  loginThrottled: '登录失败次数过多，请15分钟后再试',
  oldPasswordWrong: '旧密码错误',
  samePassword: '新密码不能与旧密码相同',
  notLoggedIn: '请先登录',
  forbidden: '无权访问',
  notFound: '请求的资源不存在',
  serverError: '服务器繁忙，请稍后再试',
  /** Redis or the database is unreachable (HTTP 503): the call can be repeated shortly. */
  serviceUnavailable: '服务暂时不可用，请稍后再试',
  accountDisabled: '账号已停用，请联系管理员',
  ticketInvalid: '票据无效或已过期',
  /** HTTP 429 of heavy public reads (exports, long series): the minute's share is used up. */
  heavyReadsThrottled: '导出与长区间查询过于频繁，请一分钟后再试',
  /** HTTP 429 of uploads: one member's (or staff member's) share of the minute is used up. */
  uploadsThrottled: '上传过于频繁，请稍后再试',
  /** HTTP 503 when the export queue is full. */
  exportsBusy: '导出任务较多，请稍后再试',
} as const;

/** Message values with a protocol meaning: the client branches on them. */
export const PROTOCOL_MESSAGES = {
  /** Login refused because the password is older than the configured maximum age. */
  resetPassword: 'resetPassword',
  /** Mobile simulated login: the ticket is valid but no portal account matches. */
  noAccountId: 'noAccountId',
} as const;

/** Body of any answer whose session is gone (spec §8). */
export const LOGOUT_BODY = 'logout';

/** HTTP status the server uses when a request overruns its own deadline (spec §8). */
export const STATUS_DEADLINE = 654;

/** HTTP status when Redis or the database is unreachable; the envelope says `serviceUnavailable`. */
export const STATUS_UNAVAILABLE = 503;
