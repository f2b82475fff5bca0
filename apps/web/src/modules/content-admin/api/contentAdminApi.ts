/** Back-office article calls (PublishContentManagement/PublishAdd/PublishDetail) and content types. */
import type {
  AdminArticleDetail,
  AdminArticleItem,
  AdminArticleSaveBodyInput,
  AdminKeywordUrl,
  CategoryNode,
  ContentTypeItem,
  ContentTypeSaveBodyInput,
  KeywordUrlSaveBodyInput,
  Page,
} from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';
import { postBulk } from '../../../ui/admin-list/crudApi.ts';
import { formFlag, toFormBody } from '../../../ui/admin-list/formBody.ts';

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

/** The article editor's save; `publishAt` is `YYYY-MM-DD HH:mm` China time, for scheduled publishing. */
export type AdminArticleInput = AdminArticleSaveBodyInput;

/** Create or update, once per idempotency key; resolves to the saved article and the server's message (screening result). */
export async function saveAdminArticle(input: AdminArticleInput, idempotencyKey?: string): Promise<{ data: AdminArticleDetail; message: string }> {
  const envelope = await http.post<AdminArticleDetail>(
    `${A}/save`,
    // The attachments travel as one JSON field (jsonArrayField), not as repeated keys.
    toFormBody({ ...input, attachments: JSON.stringify(input.attachments ?? []) }, { blanks: 'omit' }),
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
/** Bulk calls of PublishContentManagement, answered row by row. */
export const bulkDeleteArticles = (ids: number[]) => postBulk(`${A}/bulkDelete`, ids);
export const bulkWithdrawArticles = (ids: number[]) => postBulk(`${A}/bulkWithdraw`, ids);
export const bulkTopArticles = (ids: number[]) => postBulk(`${A}/bulkTop`, ids, { value: formFlag(true) });
export const scheduleAdminArticle = (id: number, publishAt: string | null) => post('schedule', { id, publishAt: publishAt ?? '' });

// ---- content types ----

export async function fetchAdminContentTypes(): Promise<CategoryNode[]> {
  return unwrap(await http.get<CategoryNode[]>('/api/admin/content-types/list'));
}

export type ContentTypeInput = ContentTypeSaveBodyInput;

export async function saveContentType(input: ContentTypeInput, idempotencyKey?: string): Promise<ContentTypeItem> {
  return unwrap(
    await http.post<ContentTypeItem>(
      '/api/admin/content-types/save',
      toFormBody({ ...input, parentId: input.parentId ?? '' }, { blanks: 'omit' }),
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

export async function saveKeywordLink(input: KeywordUrlSaveBodyInput, idempotencyKey?: string): Promise<void> {
  unwrap(await http.post<unknown>('/api/admin/keywords/save', toFormBody(input, { blanks: 'omit' }), idempotent(idempotencyKey)));
}

export async function deleteKeywordLink(id: number): Promise<void> {
  unwrap(await http.post<null>('/api/admin/keywords/delete', { id }));
}
