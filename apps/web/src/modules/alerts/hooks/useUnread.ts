import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../../stores/session.ts';
import { alertKeys, fetchUnreadCount } from '../api/alertsApi.ts';

/** The bell's count: refreshed every minute and when the window regains focus (members only). */
export function useUnreadCount() {
  const member = useSessionStore((s) => s.loginStatus);
  return useQuery({ queryKey: alertKeys.unread, queryFn: fetchUnreadCount, enabled: member, refetchInterval: 60_000 });
}
