import { isLegacyBrowser } from '../../app/guard/browser.ts';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** What the browser checks look at; tests pass a fake. */
export interface BrowserEnv {
  userAgent: string;
  hasFetch: boolean;
  hasPromise: boolean;
  supportsGrid: boolean;
  cookiesEnabled: boolean;
  localStorageWorks: boolean;
}

function storageWorks(): boolean {
  try {
    const key = '__coal_self_check__';
    window.localStorage.setItem(key, '1');
    window.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** The real browser's environment. */
export function currentBrowserEnv(): BrowserEnv {
  return {
    userAgent: window.navigator.userAgent,
    hasFetch: typeof window.fetch === 'function',
    hasPromise: typeof Promise === 'function',
    supportsGrid: typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('display', 'grid'),
    cookiesEnabled: window.navigator.cookieEnabled,
    localStorageWorks: storageWorks(),
  };
}

const yesNo = (ok: boolean, yes = '支持', no = '不支持') => (ok ? yes : no);

/** Browser support of DESIGN §5's self-check page, in display order. */
export function runBrowserChecks(env: BrowserEnv = currentBrowserEnv()): CheckResult[] {
  const legacy = isLegacyBrowser(env.userAgent);
  return [
    { name: '浏览器内核', ok: !legacy, detail: legacy ? '兼容模式/IE，请切换到极速模式' : '现代内核' },
    { name: 'Fetch 接口', ok: env.hasFetch, detail: yesNo(env.hasFetch) },
    { name: 'Promise', ok: env.hasPromise, detail: yesNo(env.hasPromise) },
    { name: 'CSS Grid 布局', ok: env.supportsGrid, detail: yesNo(env.supportsGrid) },
    { name: 'Cookie', ok: env.cookiesEnabled, detail: yesNo(env.cookiesEnabled, '已启用', '已禁用') },
    { name: '本地存储', ok: env.localStorageWorks, detail: yesNo(env.localStorageWorks, '可用', '不可用') },
  ];
}
