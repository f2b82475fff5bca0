import { SEARCH_KINDS, type SearchKindCode } from '@coal/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface SearchFilters {
  q: string;
  types: SearchKindCode[];
  from?: string;
  to?: string;
}

const isKind = (v: string): v is SearchKindCode => (SEARCH_KINDS as readonly string[]).includes(v);

/** The search's words and filters live in the address (shareable, back-button friendly). */
export function useSearchFilters(): [SearchFilters, (next: SearchFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<SearchFilters>(
    () => ({
      q: params.get('q') ?? '',
      types: (params.get('types') ?? '').split(',').filter(isKind),
      from: params.get('from') || undefined,
      to: params.get('to') || undefined,
    }),
    [params],
  );
  const update = useCallback(
    (next: SearchFilters) => {
      const out = new URLSearchParams();
      if (next.q) out.set('q', next.q);
      if (next.types.length) out.set('types', next.types.join(','));
      if (next.from) out.set('from', next.from);
      if (next.to) out.set('to', next.to);
      setParams(out);
    },
    [setParams],
  );
  return [filters, update];
}
