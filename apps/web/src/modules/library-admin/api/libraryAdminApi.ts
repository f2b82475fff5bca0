/** Back-office library calls: texts, research reports, videos and their categories. */
import {
  TOKEN_HEADER,
  type AdminReportItem,
  type AdminTextItem,
  type AdminVideoItem,
  type LibraryCategory,
  type TextDetail,
  type VideoPlaybackCheck,
} from '@coal/contracts';
import { ensureToken, http, transport, unwrap } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';
import { getConfig } from '../../../lib/runtime-config.ts';
import { crudApi } from '../../../ui/admin-list/crudApi.ts';

export type AdminTextDetail = AdminTextItem & Pick<TextDetail, 'content' | 'attachments'>;

export const textsAdminApi = crudApi<AdminTextItem, AdminTextDetail>('/api/admin/text');
export const reportsAdminApi = crudApi<AdminReportItem>('/api/admin/report');
export const videosAdminApi = crudApi<AdminVideoItem>('/api/admin/video');

export type LibraryAdminPrefix = '/api/admin/text' | '/api/admin/report' | '/api/admin/video';

export async function fetchAdminCategories(prefix: LibraryAdminPrefix): Promise<LibraryCategory[]> {
  return unwrap(await http.get<LibraryCategory[]>(`${prefix}/category/list`));
}

export async function saveAdminCategory(
  prefix: LibraryAdminPrefix,
  input: { id?: number; name: string; sort?: number },
  idempotencyKey?: string,
): Promise<string> {
  const envelope = await http.post<unknown>(`${prefix}/category/${input.id ? 'update' : 'create'}`, { ...input }, idempotent(idempotencyKey));
  unwrap(envelope);
  return envelope.message || '保存成功';
}

export async function deleteAdminCategory(prefix: LibraryAdminPrefix, id: number): Promise<string> {
  const envelope = await http.post<unknown>(`${prefix}/category/delete`, { id });
  unwrap(envelope);
  return envelope.message || '删除成功';
}

/** Playback check of a saved video or of an address before saving. */
export async function checkVideoPlayback(target: { id?: number; address?: string }): Promise<VideoPlaybackCheck> {
  return unwrap(await http.get<VideoPlaybackCheck>('/api/admin/video/checkPlayback', { ...target }));
}

/**
 * A report's private PDF for the inline preview: fetched with the staff token (an <iframe>
 * cannot send the header) and handed back as an object URL the caller must revoke.
 */
export async function fetchReportPreviewUrl(id: number): Promise<string> {
  const token = await ensureToken();
  const response = await transport.request<Blob>({
    url: '/api/admin/report/preview',
    baseURL: getConfig().apiBase || undefined,
    params: { id },
    headers: { [TOKEN_HEADER]: token },
    responseType: 'blob',
  });
  if (response.status !== 200 || !(response.data instanceof Blob) || response.data.type.includes('json')) throw new Error('报告文件暂不可预览');
  return URL.createObjectURL(response.data);
}
