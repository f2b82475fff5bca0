/**
 * IndexProductManagement's calls (docs/api-prices.md, back office): families, index
 * products, values, the two-step import and pricing notices. Bodies are form-encoded.
 */
import type {
  Envelope,
  FamilySaveBodyInput,
  ImportReport,
  IndexFamilyRow,
  IndexProduct,
  IndexValueRow,
  NoticeAdminListQueryInput,
  NoticeSaveBodyInput,
  Page,
  PricingNotice,
  ProductListQueryInput,
  ProductSaveBodyInput,
  ValueListQueryInput,
  ValueSaveBodyInput,
} from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';
import { downloadFile } from '../../prices/utils/download.ts';
import { withUploadProgress } from './uploadProgress.ts';
import { type FormFields, toFormBody } from '../../../ui/admin-list/formBody.ts';

export type ProductListParams = ProductListQueryInput;
/** The product dialog's save: create without id, update with it. */
export type ProductInput = FormFields<ProductSaveBodyInput>;
export type FamilyInput = FamilySaveBodyInput;
export type ValueListParams = ValueListQueryInput;
export type ValueInput = ValueSaveBodyInput;
export type NoticeListParams = NoticeAdminListQueryInput;
export type NoticeInput = FormFields<NoticeSaveBodyInput>;

const page = (p: { currentPage?: number | string }) => ({ pageNo: p.currentPage });
/** Forms send booleans as 1/0 and leave empty optional numbers out. */
const form = (input: object) => toFormBody(input, { blanks: 'omit' });

export async function listFamilies(): Promise<IndexFamilyRow[]> {
  return unwrap(await http.get<IndexFamilyRow[]>('/api/admin/indexFamilies/list'));
}
export async function saveFamily(input: FamilyInput, idempotencyKey?: string): Promise<{ id: number }> {
  return unwrap(await http.post<{ id: number }>('/api/admin/indexFamilies/save', form(input), idempotent(idempotencyKey)));
}
export async function deleteFamily(id: number): Promise<void> {
  unwrap(await http.post<null>('/api/admin/indexFamilies/delete', { id }));
}

export async function listProducts(params: ProductListParams): Promise<Page<IndexProduct>> {
  return unwrap(await http.get<Page<IndexProduct>>('/api/admin/indexProducts/list', form({ ...params, ...page(params) })));
}
export async function saveProduct(input: ProductInput, idempotencyKey?: string): Promise<{ id: number }> {
  return unwrap(await http.post<{ id: number }>('/api/admin/indexProducts/save', form(input), idempotent(idempotencyKey)));
}
export async function deleteProduct(id: number): Promise<void> {
  unwrap(await http.post<null>('/api/admin/indexProducts/delete', { id }));
}

export async function listValues(params: ValueListParams): Promise<Page<IndexValueRow>> {
  return unwrap(await http.get<Page<IndexValueRow>>('/api/admin/indexValues/list', { ...params, ...page(params) }));
}
/**
 * Adds a value (`mode` add) or corrects an existing one (`mode` update): a pending entry that
 * another person approves (four eyes). Answers the server's message.
 */
export async function saveValue(input: ValueInput, mode: 'add' | 'update'): Promise<string> {
  const envelope = await http.post<unknown>(`/api/admin/indexValues/${mode}`, form(input));
  unwrap(envelope);
  return envelope.message || '已提交审批';
}
/** Deletes an unreleased value; a released one is withdrawn through approval. Answers the server's message, which says which. */
export async function deleteValue(productId: number, period: string): Promise<string> {
  const envelope = await http.post<unknown>('/api/admin/indexValues/delete', { productId, period });
  unwrap(envelope);
  return envelope.message || '删除成功';
}

const VALIDATE_PATH = '/api/admin/indexValues/import/validate';

/**
 * Import step 1: uploads the file (byte progress 0–1 to `onProgress`) and answers the
 * envelope as is, because a refused file still carries the per-row report (`data`).
 */
export function validateImport(file: File, onProgress: (fraction: number) => void = () => undefined): Promise<Envelope<ImportReport | null>> {
  const body = new FormData();
  body.append('file', file, file.name);
  return withUploadProgress(VALIDATE_PATH, onProgress, () => http.upload<ImportReport | null>(VALIDATE_PATH, body));
}
/** Import step 2: writes the validated rows. */
export async function commitImport(importId: string): Promise<ImportReport> {
  return unwrap(await http.post<ImportReport>('/api/admin/indexValues/import/commit', { importId }));
}
export function downloadImportTemplate(): Promise<void> {
  return downloadFile('/api/admin/indexValues/template', {}, '指数数据导入模板.csv');
}

export async function listNotices(params: NoticeListParams): Promise<Page<PricingNotice>> {
  return unwrap(await http.get<Page<PricingNotice>>('/api/admin/indexNotices/list', { ...params, ...page(params) }));
}
export async function saveNotice(input: NoticeInput, idempotencyKey?: string): Promise<{ id: number }> {
  return unwrap(await http.post<{ id: number }>('/api/admin/indexNotices/save', form(input), idempotent(idempotencyKey)));
}
export async function deleteNotice(id: number): Promise<void> {
  unwrap(await http.post<null>('/api/admin/indexNotices/delete', { id }));
}
