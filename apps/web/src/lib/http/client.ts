/**
 * The one HTTP client of spec §7 and §8. Every call: expired-login check, token, header
 * `e-user-token`, `_t`, optional `$kw`/`$rt`, form-urlencoded posts, 60 s timeout, and the
 * answers 654, non-200 and `logout` handled here so that no page has to.
 */
import {
  type Envelope,
  LOGOUT_BODY,
  MESSAGE_LONG_S,
  MESSAGES,
  PROTOCOL_CODES,
  REQUEST_TIMEOUT_MS,
  STATUS_DEADLINE,
  STATUS_UNAVAILABLE,
  TOKEN_HEADER,
} from '@coal/contracts';
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { useSessionStore } from '../../stores/session.ts';
import { getConfig } from '../runtime-config.ts';
import { HttpError, SessionExpiredError } from './errors.ts';
import { handleExpiredLogin, isExpiryPending, isLoginExpired } from './expired-login.ts';
import { notifier } from './notifier.ts';
import { canReauthenticate, reauthenticate } from './reauth.ts';
import { openEnvelope, type Params, preparePayload, randomStamp, toSearchParams } from './serialize.ts';
import { currentArea } from './area.ts';
import { clearToken, ensureToken, getStoredToken, storeToken } from './token.ts';

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
  /** Send the POST body as JSON instead of the default form encoding. */
  json?: boolean;
  /** No transport-error messages (analytics, background refreshes); still rejects. */
  silent?: boolean;
  /** A "not logged in" answer is final: no sign-in dialog (the sign-in call itself). */
  noReauth?: boolean;
  /**
   * A login, answered with a new token that ends the one it was sent with: a call sent with
   * the old token meanwhile and answered `logout` is sent again with the new one.
   */
  replacesToken?: boolean;
}

interface Call {
  method: 'GET' | 'POST';
  url: string;
  data?: Params | FormData;
  options: RequestOptions;
}

/** The axios instance: status handling is ours, so every status resolves. */
export const transport = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  validateStatus: () => true,
  paramsSerializer: { serialize: (params) => toSearchParams(params).toString() },
});

function copyForm(form: FormData): FormData {
  const copy = new FormData();
  for (const [key, value] of form.entries()) copy.append(key, value);
  // Files cannot go inside `$kw`, so multipart bodies are never sealed; `_t` still goes.
  copy.append('_t', randomStamp());
  return copy;
}

async function toAxiosConfig(call: Call, token: string): Promise<AxiosRequestConfig> {
  const { method, url, data, options } = call;
  const headers: Record<string, string> = { ...options.headers, [TOKEN_HEADER]: token };
  const config: AxiosRequestConfig = {
    method,
    url,
    baseURL: getConfig().apiBase || undefined,
    headers,
    signal: options.signal,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
  };
  if (method === 'GET') {
    config.params = await preparePayload(data instanceof FormData ? {} : data);
  } else if (data instanceof FormData) {
    config.data = copyForm(data);
  } else if (options.json) {
    headers['Content-Type'] = 'application/json';
    config.data = await preparePayload(data);
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    config.data = toSearchParams(await preparePayload(data)).toString();
  }
  return config;
}

function fail(message: string, status: number, options: RequestOptions): never {
  if (!options.silent) notifier.error(message, MESSAGE_LONG_S);
  throw new HttpError(message, status);
}

/**
 * What a non-200 answer tells the user: a 4xx that carries the server's own message (415
 * 文件格式不支持，仅支持PDF, 404 文章不存在) says it; anything else gets spec §8's generic text.
 */
export async function statusMessage(status: number, body: unknown): Promise<string> {
  if (status >= 400 && status < 500) {
    const message = (await openEnvelope(body))?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return MESSAGES.badResponse;
}

function transportFailure(error: unknown, options: RequestOptions): never {
  if (axios.isCancel(error)) throw error;
  const code = axios.isAxiosError(error) ? error.code : undefined;
  const timedOut = code === 'ECONNABORTED' || code === 'ETIMEDOUT';
  fail(timedOut ? MESSAGES.requestTimeout : MESSAGES.badResponse, 0, options);
}

/** Logins on their way (replacesToken): the token they answer is not known before they settle. */
const loginsUnderWay = new Set<Promise<unknown>>();

function trackLogin<T>(login: Promise<T>): Promise<T> {
  const settled = login.then(
    () => undefined,
    () => undefined,
  );
  loginsUnderWay.add(settled);
  void settled.then(() => loginsUnderWay.delete(settled));
  return login;
}

async function send<T>(call: Call, retried = false): Promise<Envelope<T>> {
  if (isExpiryPending()) throw new SessionExpiredError();
  if (isLoginExpired()) {
    handleExpiredLogin();
    throw new SessionExpiredError();
  }
  const area = currentArea();
  const token = await ensureToken(area);
  const config = await toAxiosConfig(call, token);
  let response: AxiosResponse<unknown>;
  try {
    response = await transport.request<unknown>(config);
  } catch (error) {
    transportFailure(error, call.options);
  }
  if (response.status === STATUS_DEADLINE) fail(MESSAGES.requestTimeout, response.status, call.options);
  // A store is down for a while: say so, rather than "data returned is wrong".
  if (response.status === STATUS_UNAVAILABLE) fail(MESSAGES.serviceUnavailable, response.status, call.options);
  if (response.status !== 200) fail(await statusMessage(response.status, response.data), response.status, call.options);
  adoptIssuedToken(response, token, area);
  if (typeof response.data === 'string' && response.data.trim() === LOGOUT_BODY) {
    return onLogoutBody<T>(call, retried, token, area);
  }
  const envelope = await openEnvelope<T>(response.data);
  if (!envelope) fail(MESSAGES.badResponse, response.status, call.options);
  if (shouldReauth(envelope, area, call.options)) {
    // Signed in again while this call was on its way (its token is no longer ours): just resend.
    if (getStoredToken(area) !== token) return send<T>(call, retried);
    if (await reauthenticate()) return send<T>(call, retried);
  }
  return envelope;
}

/** A back-office call refused as "not logged in" while the shell can offer a sign-in dialog. */
function shouldReauth(envelope: Envelope<unknown>, area: ReturnType<typeof currentArea>, options: RequestOptions): boolean {
  return area === 'back' && !envelope.result && envelope.code === PROTOCOL_CODES.notLoggedIn && !options.noReauth && canReauthenticate();
}

/**
 * A login (member, staff, mobile simulated login) answers a NEW session token in the
 * `e-user-token` response header (the old one became a tourist's): keep it for the area
 * the call was made from.
 */
function adoptIssuedToken(response: AxiosResponse<unknown>, sent: string, area: ReturnType<typeof currentArea>): void {
  const issued: unknown = response.headers[TOKEN_HEADER];
  if (typeof issued === 'string' && issued && issued !== sent) storeToken(issued, area);
}

/**
 * The server says the session is gone. A member's login has expired; a tourist's session
 * merely lapsed, so a new token is fetched and the call tried once more.
 */
async function onLogoutBody<T>(call: Call, retried: boolean, sent: string, area: ReturnType<typeof currentArea>): Promise<Envelope<T>> {
  // A login replaced the token while this call was on its way (the mobile page's simulated
  // login beside its first reads): not an expiry, the call goes again with the new token.
  if (!call.options.replacesToken) await Promise.all(loginsUnderWay);
  const stored = getStoredToken(area);
  if (stored && stored !== sent && !retried) return send<T>(call, true);
  // The member's login state says nothing about a staff session: in the back office the
  // call is retried as a tourist, whose "not logged in" answer opens the sign-in dialog.
  if (currentArea() !== 'back' && useSessionStore.getState().loginStatus) {
    handleExpiredLogin();
    throw new SessionExpiredError();
  }
  if (retried) throw new HttpError(LOGOUT_BODY, 200);
  clearToken();
  return send<T>(call, true);
}

export interface HttpClient {
  get: <T>(url: string, params?: Params, options?: RequestOptions) => Promise<Envelope<T>>;
  post: <T>(url: string, data?: Params | FormData, options?: RequestOptions) => Promise<Envelope<T>>;
  /** Multipart upload (files: uploadImage, publishArticle, editUser). */
  upload: <T>(url: string, formData: FormData, options?: RequestOptions) => Promise<Envelope<T>>;
  /**
   * A GET that must survive the page being closed (analytics on leave): fetch with
   * keepalive, the stored token, no retries, never throws. sendBeacon cannot carry the
   * token header, hence fetch.
   */
  getOnLeave: (url: string, params?: Params) => void;
  /** The form-encoded POST of the same kind (a click that starts a navigation). */
  postOnLeave: (url: string, data?: Params) => void;
}

/**
 * fetch with keepalive and the stored token: it outlives the page; failures are dropped.
 * The payload is ready within this task (microtasks): without encryption at once, with it
 * the cipher is already loaded (every call before this one was sealed too).
 */
function sendOnLeave(method: 'GET' | 'POST', url: string, params: Params): void {
  void preparePayload(params)
    .then((payload) => {
      const form = toSearchParams(payload).toString();
      const token = getStoredToken();
      const headers: Record<string, string> = token ? { [TOKEN_HEADER]: token } : {};
      const target = `${getConfig().apiBase}${url}`;
      return method === 'GET'
        ? fetch(`${target}?${form}`, { method, keepalive: true, headers })
        : fetch(target, { method, keepalive: true, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }, body: form });
    })
    .catch(() => undefined); // leaving the page: nothing useful to do with a failure
}

/** Both verbs resolve to the server's envelope; see unwrap() for the data. */
export const http: HttpClient = {
  get: <T>(url: string, params?: Params, options: RequestOptions = {}) => {
    const sent = send<T>({ method: 'GET', url, data: params, options });
    return options.replacesToken ? trackLogin(sent) : sent;
  },
  post: <T>(url: string, data?: Params | FormData, options: RequestOptions = {}) => send<T>({ method: 'POST', url, data, options }),
  upload: <T>(url: string, formData: FormData, options: RequestOptions = {}) => send<T>({ method: 'POST', url, data: formData, options }),
  getOnLeave: (url: string, params: Params = {}) => sendOnLeave('GET', url, params),
  postOnLeave: (url: string, data: Params = {}) => sendOnLeave('POST', url, data),
};
