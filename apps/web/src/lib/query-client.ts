/**
 * The TanStack Query client. Business refusals (ApiError) are shown here, once; transport
 * errors were already shown by the HTTP client, expired logins by the expiry handler.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './http/errors.ts';
import { notifier } from './http/notifier.ts';

/** Shows an ApiError's server message unless it was shown before. */
export function reportError(error: unknown): void {
  if (!(error instanceof ApiError) || error.notified) return;
  error.notified = true;
  notifier.error(error.message);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportError }),
    mutationCache: new MutationCache({ onError: reportError }),
    defaultOptions: {
      queries: {
        // The client already waited up to 60 s and told the user; retrying repeats both.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
