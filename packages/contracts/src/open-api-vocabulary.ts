/**
 * The open data API's words and limits, without zod: error-codes.ts reads the messages, and
 * every page loads error-codes.ts, so nothing here may pull a schema library into the first load.
 */
export const OPEN_API_MESSAGES = {
  keyMissing: '缺少 API 密钥，请在请求头 Authorization 中以 Bearer 方式提供',
  keyInvalid: 'API 密钥无效、已撤销或已失效',
  rateLimited: '请求过于频繁，请稍后再试',
  keyLimit: 'API 密钥数量已达上限，请先撤销不用的密钥',
  keyNotFound: 'API 密钥不存在或已撤销',
  created: '已创建，密钥只显示这一次，请立即复制保存',
  revoked: '已撤销',
} as const;

/** How many live keys a member may hold at once. */
export const MAX_API_KEYS = 5;

/** The visible start of every secret: says what it is in a config file or a leak report. */
export const API_KEY_PREFIX = 'coalk_';
