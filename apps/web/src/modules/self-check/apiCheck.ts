import axios from 'axios';
import { REQUEST_TIMEOUT_MS } from '@coal/contracts';
import { openSealed, preparePayload, toSearchParams } from '../../lib/http/serialize.ts';
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
  let started = now();
  try {
    const params = await preparePayload({ flag: '1', timestamp: Date.now() });
    started = now(); // the call alone, not the cipher's first load
    const response = await axios.get<unknown>(`${getConfig().apiBase}${TOKEN_PATH}`, {
      params,
      paramsSerializer: { serialize: (p) => toSearchParams(p).toString() },
      timeout: REQUEST_TIMEOUT_MS,
      validateStatus: () => true,
    });
    const latencyMs = Math.round(now() - started);
    const body = (await openSealed(response.data)) as { code?: unknown } | null;
    if (response.status !== 200) return { ok: false, latencyMs, detail: `HTTP ${response.status}` };
    return body?.code === 0 ? { ok: true, latencyMs, detail: '令牌接口正常' } : { ok: false, latencyMs, detail: '令牌接口返回异常' };
  } catch (error) {
    return { ok: false, latencyMs: Math.round(now() - started), detail: error instanceof Error ? error.message : '请求失败' };
  }
}
