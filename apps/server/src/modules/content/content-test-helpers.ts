/** Test helpers of the content modules (imported by tests only). */
import type { Envelope } from '@coal/contracts';

export interface FormFile {
  field: string;
  data: Buffer;
  name: string;
  type: string;
}

/** POSTs a multipart form (fields and files), as the browser's FormData does, with the session token. */
export async function postForm<T = unknown>(url: string, token: string | null, fields: Record<string, string | number>, files: FormFile[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const res = await fetch(url, { method: 'POST', body: form, headers: token ? { 'e-user-token': token } : {} });
  const text = await res.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    body = { code: -1, result: false, message: text, data: null as T };
  }
  return { status: res.status, body };
}
