import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifier } from '../../../lib/http/notifier.ts';
import { apiKeyKeys, createApiKey, fetchApiKeys, revokeApiKey } from '../api/apiKeysApi.ts';

/** GET /api/user/apiKeys (member) */
export function useApiKeysQuery() {
  return useQuery({ queryKey: apiKeyKeys.all, queryFn: fetchApiKeys });
}

/** POST /api/user/apiKeys/create: the created key (with its secret) is the mutation's data. */
export function useCreateApiKeyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createApiKey(name),
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

/** POST /api/user/apiKeys/revoke */
export function useRevokeApiKeyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => revokeApiKey(id),
    onSuccess: (message) => {
      notifier.info(message || '已撤销');
      void client.invalidateQueries({ queryKey: apiKeyKeys.all });
    },
  });
}
