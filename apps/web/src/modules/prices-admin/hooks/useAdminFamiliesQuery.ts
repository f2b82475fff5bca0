import { useQuery } from '@tanstack/react-query';
import { listFamilies } from '../api/indexAdminApi.ts';
import { adminKeys } from './adminKeys.ts';

/** GET /api/admin/indexFamilies/list. */
export function useAdminFamiliesQuery() {
  return useQuery({ queryKey: adminKeys.families(), queryFn: listFamilies });
}
