/** Multipart uploads (field `file`) answering UploadAnswer (docs/api-library.md). */
import type { UploadAnswer } from '@coal/contracts';
import { http, unwrap } from './http/index.ts';

export async function uploadFile(url: string, file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return unwrap(await http.upload<UploadAnswer>(url, form));
}
