/** Downloads a file from a call that needs the token header (a plain link cannot send it). */
import { TOKEN_HEADER } from '@coal/contracts';
import { ensureToken, transport, type Params } from '../../../lib/http/index.ts';
import { toSearchParams } from '../../../lib/http/serialize.ts';
import { getConfig } from '../../../lib/runtime-config.ts';

function fileNameOf(disposition: string | undefined, fallback: string): string {
  const star = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = disposition && /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** Fetches `url` with the session token and saves the answer; resolves to the row count header if any. */
export async function downloadWithToken(url: string, params: Params, fallbackName: string): Promise<string | null> {
  const token = await ensureToken();
  const response = await transport.request<Blob>({
    url: `${url}?${toSearchParams(params).toString()}`,
    baseURL: getConfig().apiBase || undefined,
    headers: { [TOKEN_HEADER]: token },
    responseType: 'blob',
  });
  if (response.status !== 200 || response.data.type.includes('json')) throw new Error('导出失败，请稍后再试');
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers['content-disposition'] as string | undefined, fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return (response.headers['x-export-rows'] as string | undefined) ?? null;
}
