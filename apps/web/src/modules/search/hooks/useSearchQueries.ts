import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchSearch, fetchSuggestions, searchKeys, type SearchParams } from '../api/searchApi.ts';

/** Words that can be searched: at least one letter, digit or Chinese character. */
export const isSearchable = (q: string) => /[\p{L}\p{N}]/u.test(q.trim());

/** GET /api/search/query (only with searchable words). */
export const useSearchQuery = (params: SearchParams) =>
  useQuery({ queryKey: searchKeys.results(params), queryFn: () => fetchSearch(params), enabled: isSearchable(params.q), placeholderData: keepPreviousData });

/** A value that follows `value` once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** GET /api/search/suggest for what is being typed (debounced 250 ms; titles only). */
export function useSuggestionsQuery(typed: string) {
  const q = useDebounced(typed.trim(), 250);
  return useQuery({ queryKey: searchKeys.suggestions(q), queryFn: () => fetchSuggestions(q), enabled: isSearchable(q) && q.length <= 50, staleTime: 60_000 });
}
