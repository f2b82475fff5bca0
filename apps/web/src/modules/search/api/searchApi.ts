/** 全站搜索 calls (docs/api-content.md, "Site search"). */
import type { SearchKindCode, SearchQueryInput, SearchResultPage, SearchSuggestion } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

/** The kinds stay a list until sent (joined). */
export type SearchParams = Omit<SearchQueryInput, 'types'> & { types: SearchKindCode[] };

export const searchKeys = {
  results: (params: SearchParams) => ['search', 'results', params] as const,
  suggestions: (q: string) => ['search', 'suggest', q] as const,
};

export async function fetchSearch(params: SearchParams): Promise<SearchResultPage> {
  const { types, from, to, ...rest } = params;
  return unwrap(
    await http.get<SearchResultPage>('/api/search/query', {
      ...rest,
      ...(types.length ? { types: types.join(',') } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    }),
  );
}

export async function fetchSuggestions(q: string): Promise<SearchSuggestion[]> {
  return unwrap(await http.get<SearchSuggestion[]>('/api/search/suggest', { q }));
}
