import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Params } from '../../../lib/http/index.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import { STAFF_ME_KEY } from '../../back-shell/useStaffSession.ts';
import {
  changeOwnPassword,
  deleteRole,
  fetchRoleOptions,
  fetchRoles,
  fetchStaff,
  fetchWorkbench,
  resetStaffPassword,
  saveRole,
  saveStaff,
  setStaffEnabled,
  staffAdminKeys,
} from '../api/staffAdminApi.ts';

export const useStaffListQuery = (params: Params) =>
  useQuery({ queryKey: staffAdminKeys.staffList(params), queryFn: () => fetchStaff(params), placeholderData: keepPreviousData });
export const useRoleOptionsQuery = () => useQuery({ queryKey: staffAdminKeys.roleOptions, queryFn: fetchRoleOptions });
export const useRolesQuery = () => useQuery({ queryKey: staffAdminKeys.roles, queryFn: fetchRoles });
export const useWorkbenchQuery = () => useQuery({ queryKey: staffAdminKeys.workbench, queryFn: fetchWorkbench, staleTime: 0 });

/**
 * A staff or role write: toast, then refresh the lists and the signed-in profile (an edit of
 * one's own role changes one's own menu at once).
 */
function useAdminWrite<A>(fn: (args: A) => Promise<string>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (message) => {
      notifier.info(message);
      void client.invalidateQueries({ queryKey: staffAdminKeys.staff });
      void client.invalidateQueries({ queryKey: staffAdminKeys.roles });
      void client.invalidateQueries({ queryKey: STAFF_ME_KEY });
    },
  });
}

export const useSaveStaffMutation = () => useAdminWrite(saveStaff);
export const useSetStaffEnabledMutation = () => useAdminWrite(({ id, enabled }: { id: string; enabled: boolean }) => setStaffEnabled(id, enabled));
export const useSaveRoleMutation = () => useAdminWrite(saveRole);
export const useDeleteRoleMutation = () => useAdminWrite(deleteRole);

/** The temporary password comes back for the dialog that shows it; no toast. */
export function useResetStaffPasswordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password?: string }) => resetStaffPassword(id, password),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffAdminKeys.staff }),
  });
}

/** Own password: the profile is read again (the forced-change flag clears). */
export function useChangeOwnPasswordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: (message) => {
      notifier.info(message);
      void client.invalidateQueries({ queryKey: STAFF_ME_KEY });
    },
  });
}
