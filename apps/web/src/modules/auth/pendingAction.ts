/**
 * The member-only action a tourist asked for before logging in: a login reloads the page, so
 * the request waits in sessionStorage (this tab only) until the page, logged in, takes it.
 */
const STORAGE_KEY = 'coal_pending_action';
/** An action asked for longer ago than this is not run any more: the person has moved on. */
const MAX_AGE_MS = 10 * 60_000;

interface PendingAction {
  key: string;
  /** The page it was asked on (path and query): only that page resumes it. */
  page: string;
  at: number;
}

const currentPage = () => `${window.location.pathname}${window.location.search}`;

/** Remembers that `key` waits for a login on this page. */
export function rememberPendingAction(key: string): void {
  const pending: PendingAction = { key, page: currentPage(), at: Date.now() };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
}

/** Forgets the waiting action (the login was cancelled). */
export function forgetPendingAction(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/** Whether `key` waits on this page, and still fresh; taking it clears it, so it runs once. */
export function takePendingAction(key: string): boolean {
  let pending: PendingAction | null = null;
  try {
    pending = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as PendingAction | null;
  } catch {
    pending = null;
  }
  if (!pending || pending.key !== key) return false;
  forgetPendingAction();
  return pending.page === currentPage() && Date.now() - pending.at <= MAX_AGE_MS;
}
