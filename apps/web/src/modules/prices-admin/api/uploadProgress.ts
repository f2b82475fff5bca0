import type { AxiosProgressEvent } from 'axios';
import { transport } from '../../../lib/http/index.ts';

/**
 * Runs `call` and reports the byte progress (0–1) of its upload to `url`. The HTTP client
 * has no progress option (yet), so a request interceptor scoped to this one address adds
 * axios' onUploadProgress, and is removed when the call settles; every other rule of the
 * client (token, `_t`, 654, logout…) still applies to the call.
 */
export async function withUploadProgress<T>(url: string, onProgress: (fraction: number) => void, call: () => Promise<T>): Promise<T> {
  const id = transport.interceptors.request.use((config) => {
    if (config.url === url && config.method?.toUpperCase() === 'POST') {
      config.onUploadProgress = (event: AxiosProgressEvent) => onProgress(event.total ? event.loaded / event.total : (event.progress ?? 0));
    }
    return config;
  });
  try {
    return await call();
  } finally {
    transport.interceptors.request.eject(id);
  }
}
