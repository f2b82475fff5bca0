import type { QueryClient } from '@tanstack/react-query';
import { notifier } from '../../../lib/http/notifier.ts';

/** The resume key of a star: one per index, so a resumed star is the one the tourist clicked. */
export const watchResumeKey = (productId: number) => `watch-${productId}`;

/**
 * Stars an index unless it is starred already: the server's add changes nothing the second
 * time, so a star resumed after login never undoes itself as a toggle would. The member's calls
 * load with it (the tourist's first visit does not pay for them).
 */
export async function watchOnce(productId: number, client: QueryClient): Promise<void> {
  const { alertKeys, watch } = await import('../api/alertsApi.ts');
  try {
    notifier.info(await watch(productId));
  } catch (error) {
    notifier.error((error as Error).message);
  }
  await client.invalidateQueries({ queryKey: alertKeys.watchlist });
}
