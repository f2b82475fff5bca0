/** The HTTP layer's public surface (spec §7, §8). */
export { http, transport, type HttpClient, type RequestOptions } from './client.ts';
export { ApiError, HttpError, SessionExpiredError, TokenError, unwrap } from './errors.ts';
export { ensureToken, getStoredToken, clearToken, storeToken } from './token.ts';
export { currentArea, isPortalPage, portalHomeUrl, type Area } from './area.ts';
export { setNotifier, notifier, type Notifier } from './notifier.ts';
export { handleExpiredLogin, isLoginExpired } from './expired-login.ts';
export type { Params } from './serialize.ts';
