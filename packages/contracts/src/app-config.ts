/**
 * Runtime configuration the server hands the web app (`<base>app-config.js` sets
 * `window.__APP_CONFIG__`). The web reads it through one module; nothing is baked in.
 */
export interface AppConfig {
  product: string;
  /** `/epm-${product}web/` */
  basePath: string;
  /** Base URL of the API; '' means the same origin. */
  apiBase: string;
  /** Token lifetime in minutes (spec §7 TOKEN_EXPIRES): refetch/rotate older tokens. */
  tokenExpiresMinutes: number;
  /** Whether params/data are sent as `$kw` and answers arrive as `$rt`. */
  paramEncryption: boolean;
  /** Where non-portal pages go when the token cannot be fetched. */
  portalOutUrl: string;
  /** The mobile app home page phones are sent to from /portal/Home. */
  mobileHomeUrl: string;
  /** Joined with an upload's filePath to make its address. */
  resourceBaseUrl: string;
  /** Hidden frames loaded after login (spec §4). */
  tradeSimulateLoginUrl: string;
  newTradeJumpLoginUrl: string;
  /** External systems and account links shown in the portal. */
  links: {
    trade: string;
    logistics: string;
    settlement: string;
    payment: string;
    scf: string;
    mobileApp: string;
    newTrade: string;
    registerTrade: string;
    registerLogistics: string;
    findPassword: string;
    findUsername: string;
    findAccount: string;
    completeProfile: string;
  };
  /** Demonstration build: pages label synthetic data as such. */
  demo: boolean;
}
