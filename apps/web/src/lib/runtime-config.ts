/**
 * The app's runtime configuration: what the server put in `window.__APP_CONFIG__`
 * (`<base>app-config.js`), completed with defaults so that dev without a server and the
 * tests still get a usable value. Read it through getConfig(), never cache it in a module.
 */
import type { AppConfig } from '@coal/contracts';

function defaultBasePath(): string {
  const viteBase = import.meta.env.BASE_URL;
  return viteBase && viteBase !== '/' ? viteBase : '/epm-coalweb/';
}

function defaults(): AppConfig {
  const basePath = defaultBasePath();
  const product = /^\/epm-(.+)web\/$/.exec(basePath)?.[1] ?? 'coal';
  return {
    product,
    basePath,
    apiBase: '',
    tokenExpiresMinutes: 30,
    paramEncryption: false,
    portalOutUrl: `${basePath}portal/Home`,
    mobileHomeUrl: `${basePath}mobile/index`,
    resourceBaseUrl: '/uploads/',
    tradeSimulateLoginUrl: '/api/external/landing?system=trade',
    newTradeJumpLoginUrl: '/api/external/landing?system=newtrade',
    links: {
      trade: '',
      logistics: '',
      settlement: '',
      payment: '',
      scf: '',
      mobileApp: '',
      newTrade: '',
      registerTrade: '',
      registerLogistics: '',
      findPassword: '',
      findUsername: '',
      findAccount: '',
      completeProfile: '',
    },
    demo: false,
  };
}

let overrides: Partial<AppConfig> = {};

/** The effective configuration: defaults < server config < test overrides. */
export function getConfig(): AppConfig {
  const base = defaults();
  const server = (typeof window !== 'undefined' && window.__APP_CONFIG__) || {};
  return {
    ...base,
    ...server,
    ...overrides,
    links: { ...base.links, ...server.links, ...overrides.links },
  };
}

/** Tests only: overrides on top of the server config; call with {} to reset. */
export function setConfigForTests(partial: Partial<AppConfig>): void {
  overrides = { ...partial };
}

/** The resource address of an uploaded file's path (spec §3 upload response). */
export function resourceUrl(filePath: string): string {
  if (/^(https?:)?\/\//.test(filePath) || filePath.startsWith('data:')) return filePath;
  const base = getConfig().resourceBaseUrl;
  return `${base.replace(/\/+$/, '')}/${filePath.replace(/^\/+/, '')}`;
}

/** An uploaded attachment's link that downloads under its title (the server's `?name=`). */
export function attachmentUrl(filePath: string, name: string): string {
  const url = resourceUrl(filePath);
  return `${url}${url.includes('?') ? '&' : '?'}name=${encodeURIComponent(name)}`;
}
