/** PortrayalManagement / PortrayalDetail: expert profiles (docs/api-content.md). */
import type { ExpertCandidate, ExpertProfile, ExpertProfileSaveBodyInput, ExpertTypeSaveBodyInput, Page } from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';
import { toFormBody } from '../../../ui/admin-list/formBody.ts';

const E = '/api/admin/experts';

export const expertAdminKeys = {
  all: ['adminExperts'] as const,
  list: (params: Params) => ['adminExperts', 'list', params] as const,
  detail: (id: string) => ['adminExperts', 'detail', id] as const,
  candidates: (keyword: string) => ['adminExperts', 'candidates', keyword] as const,
};

export async function fetchExperts(params: Params): Promise<Page<ExpertProfile>> {
  return unwrap(await http.get<Page<ExpertProfile>>(`${E}/list`, params));
}

export async function fetchExpert(id: string): Promise<ExpertProfile> {
  return unwrap(await http.get<ExpertProfile>(`${E}/detail`, { id }));
}

export async function fetchCandidates(keyword: string): Promise<ExpertCandidate[]> {
  return unwrap(await http.get<ExpertCandidate[]>(`${E}/candidates`, { keyword }));
}

/** The profile form: the types stay a list until sent. */
export type ExpertInput = Omit<ExpertProfileSaveBodyInput, 'expertTypeIds'> & { expertTypeIds: number[] };

export async function saveExpert(input: ExpertInput, idempotencyKey?: string): Promise<ExpertProfile> {
  return unwrap(
    await http.post<ExpertProfile>(
      `${E}/save`,
      toFormBody({ ...input, expertTypeIds: input.expertTypeIds.join(',') }, { blanks: 'omit' }),
      idempotent(idempotencyKey),
    ),
  );
}

export async function deleteExpert(id: string): Promise<void> {
  unwrap(await http.post<null>(`${E}/delete`, { id }));
}

/** ExpertTypeManagement: add (no id) or edit one field of expertise. */
export async function saveExpertType(input: ExpertTypeSaveBodyInput, idempotencyKey?: string): Promise<void> {
  unwrap(await http.post<unknown>('/api/expertType/saveExpertType', { ...input }, idempotent(idempotencyKey)));
}

export async function deleteExpertType(id: number): Promise<void> {
  unwrap(await http.get<null>('/api/expertType/deleteById', { id }));
}
