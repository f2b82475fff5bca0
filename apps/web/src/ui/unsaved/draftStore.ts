/**
 * Local drafts of long back-office forms: the form's values, autosaved in
 * localStorage under the page and the item's id, offered back when the form is opened again
 * and cleared once saved on the server.
 */
import { localStore } from '../../lib/storage.ts';

export interface StoredDraft<V = Record<string, unknown>> {
  /** When it was written (ms since epoch). */
  savedAt: number;
  values: V;
}

const PREFIX = 'coal-draft:';

/** `coal-draft:<page>:<id|new>`. */
export function draftKey(page: string, id: number | null | undefined): string {
  return `${PREFIX}${page}:${id ?? 'new'}`;
}

export function readDraft<V>(key: string): StoredDraft<V> | null {
  const draft = localStore.get<StoredDraft<V>>(key);
  return draft && typeof draft.savedAt === 'number' && draft.values && typeof draft.values === 'object' ? draft : null;
}

export function writeDraft(key: string, values: unknown, now = Date.now()): void {
  localStore.set(key, { savedAt: now, values });
}

export function clearDraft(key: string): void {
  localStore.remove(key);
}
