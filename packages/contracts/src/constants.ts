/** Business constants of spec §9 and the identifiers both sides must share. */

export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export const TOKEN_FETCH_TRIES = 3;
export const TOKEN_FETCH_WAIT_MS = 1000;

export const REQUEST_TIMEOUT_MS = 60_000;
export const MESSAGE_SHORT_S = 3;
export const MESSAGE_LONG_S = 5;
export const REDIRECT_DELAY_MS = 1500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const ANALYTICS_SESSION_TIMEOUT_S = 360;
export const ANALYTICS_IDLE_MS = 120_000;
export const ANALYTICS_IDLE_CHECK_MS = 5_000;

export const COOKIE_LONG_DAYS = 3650;
export const COOKIE_TOURIST_DAYS = 1;

export const TOURIST_LOGIN_ID = 'tourist001';
/** The fixed opaque value the login-status cookie holds for a tourist (spec §3). */
export const TOURIST_COOKIE_VALUE = '7f3a9c2e5b8d1f4a6c0e9b3d7a2f5c8e1b4d6a9f0c3e7b2d5a8f1c4e6b9d0a3f7c2e5b8d1a4f6c9e0b3d7a2f5c8e1b4d';

export const USER_TYPE_OUT = 'out';
export const DAY_BIDDING_GATEWAY = '每日竞价';

/** Cookie names (spec §3). Not httpOnly: the client reads them as the spec describes. */
export const COOKIES = {
  loginWeb: 'coal_login_status',
  loginMobile: 'coal_m_login_status',
  tokenPrefix: 'coal_token_prefix',
  cipherSettlement: 'coal_cipher_settlement',
  cipherLogistics: 'coal_cipher_logistics',
  cipherTrade: 'coal_cipher_trade',
  cipherPayment: 'coal_cipher_payment',
  cipherSupplyChainFinance: 'coal_cipher_scf',
} as const;

/** The five external systems that receive a signed ticket after login. */
export const EXTERNAL_SYSTEMS = ['settlement', 'logistics', 'trade', 'payment', 'scf'] as const;
export type ExternalSystem = (typeof EXTERNAL_SYSTEMS)[number];

export const EXTERNAL_SYSTEM_NAMES: Record<ExternalSystem, string> = {
  settlement: '结算系统',
  logistics: '物流系统',
  trade: '交易系统',
  payment: '支付系统',
  scf: '供应链金融',
};

export const CIPHER_COOKIE_OF: Record<ExternalSystem, string> = {
  settlement: COOKIES.cipherSettlement,
  logistics: COOKIES.cipherLogistics,
  trade: COOKIES.cipherTrade,
  payment: COOKIES.cipherPayment,
  scf: COOKIES.cipherSupplyChainFinance,
};

/** HTTP header that carries the session token (spec §7). */
export const TOKEN_HEADER = 'e-user-token';

/**
 * HTTP header naming one submission of a back-office form: the server runs a staff POST
 * with the same key (same staff member, same route) once and answers repeats with the first
 * answer (`plugins/idempotency.ts`). Letters, digits, `-` and `_`, up to 100 characters.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * Page views of a detail page carry the shown item in `articleId`: an article's id as is
 * (notices, news, posts), `text:<id>` for a text, `report:<id>` for a research report.
 * ContentsBrowsing ranks them by that key with the item's current title.
 * Here, not beside the analytics schemas: the web's entry reads it, and a schema file would
 * bring zod into every first visit.
 */
export const ARTICLE_ID_PREFIX = { text: 'text:', report: 'report:' } as const;

/**
 * The field names of spec §7's parameter encryption (the cipher itself is `cipher.ts`): the
 * web client names them on every call but loads the cipher only when something is sealed.
 */
/** The request field that replaces all params or data when encryption is on. */
export const ENCRYPTED_REQUEST_FIELD = '$kw';
/** The response field that carries the encrypted answer when encryption is on. */
export const ENCRYPTED_RESPONSE_FIELD = '$rt';

/**
 * Where an area's root leads (spec §2), as paths under the base path: the web route table's
 * index redirects, and the server's too (a 302 before any HTML), so that a visitor who types
 * the site's address gets the home's own first HTML (portal/Home's head hints, the mobile
 * home's drawn page) instead of the bare app and a redirect made by its scripts.
 */
export const AREA_HOMES = { '': 'portal/Home', portal: 'portal/Home', mobile: 'mobile/index' } as const;
