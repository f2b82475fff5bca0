import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPendingAction, rememberPendingAction, takePendingAction } from './pendingAction.ts';

describe('pending member action', () => {
  afterEach(() => vi.useRealTimers());

  it('is taken once, by its key, on the page it was asked on', () => {
    rememberPendingAction('quiz');
    expect(takePendingAction('quickPublish')).toBe(false);
    expect(takePendingAction('quiz')).toBe(true);
    expect(takePendingAction('quiz')).toBe(false);
  });

  it('is not run on another page, nor once forgotten, nor when stale', () => {
    rememberPendingAction('quiz');
    window.history.pushState(null, '', '/elsewhere');
    expect(takePendingAction('quiz')).toBe(false);
    rememberPendingAction('quiz');
    forgetPendingAction();
    expect(takePendingAction('quiz')).toBe(false);
    vi.useFakeTimers({ now: Date.now() });
    rememberPendingAction('quiz');
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect(takePendingAction('quiz')).toBe(false);
  });
});
