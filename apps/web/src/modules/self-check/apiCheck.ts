import axios from 'axios';
import { REQUEST_TIMEOUT_MS } from '@coal/contracts';
import { decryptJson } from '@coal/contracts/cipher';
import { preparePayload, toSearchParams } from '../../lib/http/serialize.ts';
import { TOKEN_PATH } from '../../lib/http/token.ts';
import { getConfig } from '../../lib/runtime-config.ts';

export interface ApiCheckResult {
  ok: boolean;
  latencyMs: number;
  detail: string;
}

/**
 * Reachability of the API: one token call, timed. Sent without the page's token on
 * purpose: with it the server would rotate the live session (docs/api.md).
 */
export async function checkApi(now: () => number = () => performance.now()): Promise<ApiCheckResult> {
  const started = now();
  try {
    const response = await axios.get<unknown>(`${getConfig().apiBase}${TOKEN_PATH}`, {
      params: preparePayload({ flag: '1', timestamp: Date.now() }),
      paramsSerializer: { serialize: (p) => toSearchParams(p).toString() },
      timeout: REQUEST_TIMEOUT_MS,
      validateStatus: () => true,
    });
    const latencyMs = Math.round(now() - started);
    let body = response.data as { code?: unknown; $rt?: unknown } | null;
    if (typeof body?.$rt === 'string') body = decryptJson(body.$rt);
    if (response.status !== 200) return { ok: false, latencyMs, detail: `HTTP ${response.status}` };
    return body?.code === 0 ? { ok: true, latencyMs, detail: '令牌接口正常' } : { ok: false, latencyMs, detail: '令牌接口返回异常' };
  } catch (error) {
    return { ok: false, latencyMs: Math.round(now() - started), detail: error instanceof Error ? error.message : '请求失败' };
  }
}
