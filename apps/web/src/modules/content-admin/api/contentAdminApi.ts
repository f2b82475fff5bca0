/** Back-office article calls (PublishContentManagement/PublishAdd/PublishDetail) and content types. */
import type { AdminArticleDetail, AdminArticleItem, AdminKeywordUrl, ArticleAttachment, CategoryNode, ContentTypeItem, Page } from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';
import { postBulk } from '../../../ui/admin-list/crudApi.ts';
import { formFlag } from '../../../ui/admin-list/formBody.ts';

const A = '/api/admin/articles';

export const contentAdminKeys = {
  all: ['adminArticles'] as const,
  list: (params: Params) => ['adminArticles', 'list', params] as const,
  detail: (id: number) => ['adminArticles', 'detail', id] as const,
  types: ['adminContentTypes'] as const,
};

export async function fetchAdminArticles(params: Params): Promise<Page<AdminArticleItem>> {
  return unwrap(await http.get<Page<AdminArticleItem>>(`${A}/list`, params));
}

export async function fetchAdminArticle(id: number): Promise<AdminArticleDetail> {
  return unwrap(await http.get<AdminArticleDetail>(`${A}/detail`, { id }));
}

export interface AdminArticleInput {
  id?: number;
  title: string;
  content: string;
  categoryId: number;
  summary?: string;
  source?: string;
  coverPath?: string;
  attachments?: Array<Pick<ArticleAttachment, 'filePath' | 'name'>>;
  /** `YYYY-MM-DD HH:mm` China time, for scheduled publishing. */
  publishAt?: string;
  isTop?: boolean;
  isHot?: boolean;
  draft: boolean;
}

/** Create or update, once per idempotency key; resolves to the saved article and the server's message (screening result). */
export async function saveAdminArticle(input: AdminArticleInput, idempotencyKey?: string): Promise<{ data: AdminArticleDetail; message: string }> {
  const envelope = await http.post<AdminArticleDetail>(
    `${A}/save`,
    {
      ...input,
      attachments: JSON.stringify(input.attachments ?? []),
      draft: formFlag(input.draft),
      isTop: formFlag(input.isTop),
      isHot: formFlag(input.isHot),
    },
    idempotent(idempotencyKey),
  );
  return { data: unwrap(envelope), message: envelope.message };
}

/** Answers the server's message. */
async function post(path: string, body: Params): Promise<string> {
  const envelope = await http.post<unknown>(`${A}/${path}`, body);
  unwrap(envelope);
  return envelope.message;
}

export const deleteAdminArticle = (id: number) => post('delete', { id });
export const withdrawAdminArticle = (id: number) => post('withdraw', { id });
export const setArticleTop = (id: number, value: boolean) => post('top', { id, value: formFlag(value) });
export const setArticleHot = (id: number, value: boolean) => post('hot', { id, value: formFlag(value) });
/** Bulk calls of PublishContentManagement (issue 12 §9), answered row by row. */
export const bulkDeleteArticles = (ids: number[]) => postBulk(`${A}/bulkDelete`, ids);
export const bulkWithdrawArticles = (ids: number[]) => postBulk(`${A}/bulkWithdraw`, ids);
export const bulkTopArticles = (ids: number[]) => postBulk(`${A}/bulkTop`, ids, { value: formFlag(true) });
export const scheduleAdminArticle = (id: number, publishAt: string | null) => post('schedule', { id, publishAt: publishAt ?? '' });

// ---- content types ----

export async function fetchAdminContentTypes(): Promise<CategoryNode[]> {
  return unwrap(await http.get<CategoryNode[]>('/api/admin/content-types/list'));
}

export interface ContentTypeInput {
  id?: number;
  name: string;
  code: string;
  parentId?: number | null;
  sortOrder?: number;
  enabled: boolean;
  allowMemberPost: boolean;
}

export async function saveContentType(input: ContentTypeInput, idempotencyKey?: string): Promise<ContentTypeItem> {
  return unwrap(
    await http.post<ContentTypeItem>(
      '/api/admin/content-types/save',
      {
        ...input,
        parentId: input.parentId ?? '',
        enabled: formFlag(input.enabled),
        allowMemberPost: formFlag(input.allowMemberPost),
      },
      idempotent(idempotencyKey),
    ),
  );
}

export async function deleteContentType(id: number): Promise<void> {
  unwrap(await http.post<null>('/api/admin/content-types/delete', { id }));
}

// ---- keyword links (the links added to article bodies) ----

export async function fetchKeywordLinks(params: Params): Promise<Page<AdminKeywordUrl>> {
  return unwrap(await http.get<Page<AdminKeywordUrl>>('/api/admin/keywords/list', params));
}

export async function saveKeywordLink(input: { id?: number; keyword: string; url: string; sortOrder?: number; enabled: boolean }): Promise<void> {
  unwrap(await http.post<unknown>('/api/admin/keywords/save', { ...input, enabled: formFlag(input.enabled) }));
}

export async function deleteKeywordLink(id: number): Promise<void> {
  unwrap(await http.post<null>('/api/admin/keywords/delete', { id }));
}
