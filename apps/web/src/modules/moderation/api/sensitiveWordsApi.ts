/** SensitiveWordsManager calls: list/search, categories, add, delete, import a word list. */
import type { Page, SensitiveWordAddBodyInput, SensitiveWordImportFormInput, SensitiveWordImportReport, SensitiveWordItem } from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';
import { formFlag } from '../../../ui/admin-list/formBody.ts';

const S = '/api/admin/sensitive-words';

export const sensitiveWordKeys = {
  all: ['sensitiveWords'] as const,
  list: (params: Params) => ['sensitiveWords', 'list', params] as const,
  categories: ['sensitiveWords', 'categories'] as const,
};

export async function fetchSensitiveWords(params: Params): Promise<Page<SensitiveWordItem>> {
  return unwrap(await http.get<Page<SensitiveWordItem>>(`${S}/list`, params));
}

export async function fetchSensitiveCategories(): Promise<string[]> {
  return unwrap(await http.get<string[]>(`${S}/categories`));
}

export async function addSensitiveWord(input: SensitiveWordAddBodyInput, idempotencyKey?: string): Promise<string> {
  const envelope = await http.post<unknown>(`${S}/add`, { ...input }, idempotent(idempotencyKey));
  unwrap(envelope);
  return envelope.message || '添加成功';
}

export async function deleteSensitiveWords(ids: number[]): Promise<string> {
  const envelope = await http.post<unknown>(`${S}/delete`, { ids: ids.join(',') });
  unwrap(envelope);
  return envelope.message || '删除成功';
}

/** The import's options (multipart fields beside the file); the flag stays a boolean until sent. */
export type ImportOptions = Omit<SensitiveWordImportFormInput, 'skipInvalid'> & { skipInvalid: boolean };

export interface ImportOutcome {
  /** Whether the words were saved. */
  ok: boolean;
  message: string;
  report: SensitiveWordImportReport | null;
}

/**
 * POST import (multipart `file` + options). A refused import (bad lines) still carries its
 * report in `data`, so the envelope is read here rather than unwrapped.
 */
export async function importSensitiveWords(file: File, options: ImportOptions): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (options.category) form.append('category', options.category);
  if (options.level !== undefined) form.append('level', String(options.level));
  form.append('skipInvalid', formFlag(options.skipInvalid));
  const envelope = await http.upload<SensitiveWordImportReport | null>(`${S}/import`, form);
  const report = envelope.data && typeof envelope.data === 'object' && 'totalLines' in envelope.data ? envelope.data : null;
  if (!envelope.result && !report) unwrap(envelope);
  return { ok: envelope.result, message: envelope.message, report };
}
