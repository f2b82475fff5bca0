import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Params } from '../../lib/http/index.ts';
import { useIdempotencyKey } from '../../lib/http/idempotency.ts';
import { notifier } from '../../lib/http/notifier.ts';
import type { BulkResult } from '@coal/contracts';
import type { BulkAction } from './BulkBar.tsx';
import type { CrudApi } from './crudApi.ts';

/** GET <prefix>/list */
export function useCrudListQuery<Item, Detail>(api: CrudApi<Item, Detail>, params: object) {
  return useQuery({ queryKey: [api.prefix, 'list', params], queryFn: () => api.list(params as Params), placeholderData: keepPreviousData });
}

/** GET <prefix>/detail */
export function useCrudDetailQuery<Item, Detail>(api: CrudApi<Item, Detail>, id: number | null) {
  return useQuery({ queryKey: [api.prefix, 'detail', id], queryFn: () => api.detail(id!), enabled: id !== null, staleTime: 0 });
}

export type CrudAction =
  | { type: 'save'; body: Params & { id?: number } }
  | { type: 'delete'; id: number }
  | { type: 'enable'; id: number; enabled: boolean }
  | { type: 'status'; id: number; status: 'draft' | 'published' };

/**
 * POST create/update/delete/setEnabled/setStatus; invalidates the admin lists and what the
 * portal reads of the same thing (`portalKeys`). Saves carry the form's idempotency key
 * (one per form: `renewKey` when a form opens; a success renews it), so a double click saves once.
 */
export function useCrudMutation<Item, Detail>(api: CrudApi<Item, Detail>, portalKeys: readonly (readonly unknown[])[] = []) {
  const client = useQueryClient();
  const key = useIdempotencyKey();
  const mutation = useMutation({
    mutationFn: async (action: CrudAction): Promise<{ message: string; data?: Detail }> => {
      if (action.type === 'save') return api.save(action.body, key.current());
      return { message: await other(action) };
    },
    onSuccess: ({ message }, action) => {
      if (action.type === 'save') key.renew();
      notifier.info(message);
      void client.invalidateQueries({ queryKey: [api.prefix] });
      for (const portalKey of portalKeys) void client.invalidateQueries({ queryKey: portalKey });
    },
  });
  return Object.assign(mutation, { renewKey: key.renew });
  function other(action: Exclude<CrudAction, { type: 'save' }>): Promise<string> {
    if (action.type === 'delete') return api.remove(action.id);
    if (action.type === 'enable') return api.setEnabled(action.id, action.enabled);
    return api.setStatus(action.id, action.status);
  }
}

/**
 * A bulk action whose call refreshes the admin lists of `prefix` and what the
 * portal reads of the same thing, whatever the per-row outcome.
 */
export function useBulkAction(
  prefix: string,
  action: Omit<BulkAction, 'run'> & { call: (ids: number[], reason?: string) => Promise<BulkResult> },
  portalKeys: readonly (readonly unknown[])[] = [],
): BulkAction {
  const client = useQueryClient();
  const { call, ...rest } = action;
  return {
    ...rest,
    run: async (ids, reason) => {
      try {
        return await call(ids, reason);
      } finally {
        void client.invalidateQueries({ queryKey: [prefix] });
        for (const key of portalKeys) void client.invalidateQueries({ queryKey: key });
      }
    },
  };
}

/** 批量删除 of a `crudApi` list. */
export function useCrudBulkDelete<Item, Detail>(api: CrudApi<Item, Detail>, portalKeys: readonly (readonly unknown[])[] = []): BulkAction {
  return useBulkAction(api.prefix, { key: 'delete', label: '删除', danger: true, call: api.bulkDelete }, portalKeys);
}
