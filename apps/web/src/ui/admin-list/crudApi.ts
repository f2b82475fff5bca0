/**
 * The back office's uniform list/detail/create/update/delete calls (docs/api-library.md):
 * `/api/admin/<thing>/list|detail|create|update|delete|setEnabled|setStatus|upload`.
 */
import type { BulkResult, Page, UploadAnswer } from '@coal/contracts';
import { http, unwrap, type Params } from '../../lib/http/index.ts';
import { idempotent } from '../../lib/http/idempotency.ts';
import { uploadFile } from '../../lib/upload.ts';
import { formFlag, toFormBody } from './formBody.ts';

export interface CrudApi<Item, Detail = Item> {
  prefix: string;
  list: (params: Params) => Promise<Page<Item>>;
  detail: (id: number) => Promise<Detail>;
  /** Create (no id) or update (with id), sent once per idempotency key; resolves to the saved item and the server's message. */
  save: (body: Params & { id?: number }, idempotencyKey?: string) => Promise<{ data: Detail; message: string }>;
  remove: (id: number) => Promise<string>;
  setEnabled: (id: number, enabled: boolean) => Promise<string>;
  setStatus: (id: number, status: 'draft' | 'published') => Promise<string>;
  upload: (file: File, kind?: string) => Promise<UploadAnswer>;
  /** `<prefix>/bulkDelete`: the checked rows, answered row by row. */
  bulkDelete: (ids: number[]) => Promise<BulkResult>;
}

/** POSTs a bulk call (`ids` as `1,2,3`) and answers its per-row result. */
export async function postBulk(url: string, ids: number[], extra: Params = {}): Promise<BulkResult> {
  return unwrap(await http.post<BulkResult>(url, { ...extra, ids: ids.join(',') }));
}

async function message(promise: ReturnType<typeof http.post>): Promise<string> {
  const envelope = await promise;
  unwrap(envelope);
  return envelope.message || '操作成功';
}

/** The calls of one `/api/admin/<thing>` prefix. */
export function crudApi<Item, Detail = Item>(prefix: string): CrudApi<Item, Detail> {
  return {
    prefix,
    list: async (params) => unwrap(await http.get<Page<Item>>(`${prefix}/list`, params)),
    detail: async (id) => unwrap(await http.get<Detail>(`${prefix}/detail`, { id })),
    save: async (body, idempotencyKey) => {
      const envelope = await http.post<Detail>(`${prefix}/${body.id ? 'update' : 'create'}`, toFormBody(body), idempotent(idempotencyKey));
      return { data: unwrap(envelope), message: envelope.message || '保存成功' };
    },
    remove: (id) => message(http.post(`${prefix}/delete`, { id })),
    setEnabled: (id, enabled) => message(http.post(`${prefix}/setEnabled`, { id, enabled: formFlag(enabled) })),
    setStatus: (id, status) => message(http.post(`${prefix}/setStatus`, { id, status })),
    upload: (file, kind) => uploadFile(`${prefix}/upload${kind ? `?kind=${kind}` : ''}`, file),
    bulkDelete: (ids) => postBulk(`${prefix}/bulkDelete`, ids),
  };
}
