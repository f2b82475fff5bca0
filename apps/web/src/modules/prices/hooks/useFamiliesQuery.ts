import { useQuery } from '@tanstack/react-query';
import { getFamilies } from '../api/pricesApi.ts';
import { priceKeys } from './priceKeys.ts';

/** GET /api/priceIndex/families: the catalogue changes rarely, so it stays fresh 5 min. */
export function useFamiliesQuery() {
  return useQuery({ queryKey: priceKeys.families(), queryFn: getFamilies, staleTime: 300_000 });
}
