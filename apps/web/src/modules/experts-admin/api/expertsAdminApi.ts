/** PortrayalManagement / PortrayalDetail: expert profiles (docs/api-content.md). */
import type { ExpertCandidate, ExpertProfile, Page } from '@coal/contracts';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';
import { idempotent } from '../../../lib/http/idempotency.ts';
import { formFlag } from '../../../ui/admin-list/formBody.ts';

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

export interface ExpertInput {
  id?: string;
  loginId?: string;
  name: string;
  photoPath?: string;
  title?: string;
  organization?: string;
  introduction?: string;
  expertTypeIds: number[];
  sortOrder?: number;
  enabled: boolean;
}

export async function saveExpert(input: ExpertInput, idempotencyKey?: string): Promise<ExpertProfile> {
  return unwrap(
    await http.post<ExpertProfile>(
      `${E}/save`,
      { ...input, expertTypeIds: input.expertTypeIds.join(','), enabled: formFlag(input.enabled) },
      idempotent(idempotencyKey),
    ),
  );
}

export async function deleteExpert(id: string): Promise<void> {
  unwrap(await http.post<null>(`${E}/delete`, { id }));
}

/** ExpertTypeManagement: add (no id) or edit one field of expertise. */
export async function saveExpertType(input: { id?: number; name: string; description?: string; sortOrder?: number }, idempotencyKey?: string): Promise<void> {
  unwrap(await http.post<unknown>('/api/expertType/saveExpertType', { ...input }, idempotent(idempotencyKey)));
}

export async function deleteExpertType(id: number): Promise<void> {
  unwrap(await http.get<null>('/api/expertType/deleteById', { id }));
}
