/**
 * File downloads (CSV export, import template). The JSON client cannot hand back a file,
 * so this fetches with the same session token header and saves the answer under the
 * server's file name. A JSON answer instead of a file is a refusal: its message is thrown.
 */
import { MESSAGES, TOKEN_HEADER } from '@coal/contracts';
import { ApiError, ensureToken, HttpError } from '../../../lib/http/index.ts';
import { statusMessage } from '../../../lib/http/client.ts';
import { getConfig } from '../../../lib/runtime-config.ts';

export type DownloadParams = Record<string, string | number | undefined>;

/** The address of `path` with the parameters that are set. */
export function downloadUrl(path: string, params: DownloadParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  const qs = query.toString();
  return `${getConfig().apiBase}${path}${qs ? `?${qs}` : ''}`;
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

function save(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Downloads `path?params` and saves it; rejects with ApiError/HttpError on refusal. */
export async function downloadFile(path: string, params: DownloadParams, fallbackName: string): Promise<void> {
  const token = await ensureToken();
  const response = await fetch(downloadUrl(path, params), { headers: { [TOKEN_HEADER]: token } });
  if (!response.ok) {
    // A 4xx that says what is wrong is shown as said; the rest stays generic.
    const body: unknown = await response.json().catch(() => null);
    if (response.status >= 400 && response.status < 500) throw new ApiError(await statusMessage(response.status, body), response.status);
    throw new HttpError(MESSAGES.badResponse, response.status);
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await response.json()) as { message?: string; code?: number };
    throw new ApiError(body.message || MESSAGES.badResponse, body.code);
  }
  save(await response.blob(), fileNameFrom(response.headers.get('content-disposition'), fallbackName));
}
