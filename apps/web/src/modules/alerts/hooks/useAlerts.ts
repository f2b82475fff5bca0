/** Queries and mutations of alerts and notifications; member-only (disabled for tourists). */
import type { AlertKind, NotifySettings } from '@coal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifier } from '../../../lib/http/notifier.ts';
import * as api from '../api/alertsApi.ts';
import { useIsMember } from './useWatch.ts';

const { alertKeys } = api;

export function useAlertsQuery(productId?: number) {
  return useQuery({ queryKey: alertKeys.alerts(productId), queryFn: () => api.fetchAlerts(productId), enabled: useIsMember() });
}

function useAlertMutation<A>(fn: (args: A) => Promise<string>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (message) => {
      notifier.info(message);
      void client.invalidateQueries({ queryKey: alertKeys.allAlerts });
    },
  });
}

export const useCreateAlert = () => useAlertMutation((input: { productId: number; kind: AlertKind; threshold?: number }) => api.createAlert(input));
export const useToggleAlert = () => useAlertMutation(({ id, enabled }: { id: number; enabled: boolean }) => api.toggleAlert(id, enabled));
export const useDeleteAlert = () => useAlertMutation((id: number) => api.deleteAlert(id));

export function useNotificationsQuery(page: number, enabled = true) {
  return useQuery({
    queryKey: alertKeys.notificationPage(page),
    queryFn: () => api.fetchNotifications(page),
    enabled: useIsMember() && enabled,
    placeholderData: keepPreviousData,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') => (id === 'all' ? api.markAllRead() : api.markRead(id)),
    onSuccess: () => void client.invalidateQueries({ queryKey: alertKeys.notifications }),
  });
}

export function useNotifySettings() {
  return useQuery({ queryKey: alertKeys.settings, queryFn: api.fetchSettings, enabled: useIsMember() });
}

export function useSaveNotifySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: Pick<NotifySettings, 'email' | 'prefs'>) => api.saveSettings(settings),
    onSuccess: (message) => {
      notifier.info(message);
      void client.invalidateQueries({ queryKey: alertKeys.settings });
    },
  });
}
