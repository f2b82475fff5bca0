import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../../stores/session.ts';

// A chunk of its own, fetched only for a logged-in member: a tourist's first visit pays nothing.
const WatchlistPanel = lazy(() => import('./WatchlistPanel.tsx').then((m) => ({ default: m.WatchlistPanel })));

/** 我的指数: the first panel of Home for a member; nothing for a tourist. */
export function HomeWatchlistSlot() {
  const member = useSessionStore((s) => s.loginStatus);
  if (!member) return null;
  return (
    <div className="coal-home-wide">
      <Suspense fallback={null}>
        <WatchlistPanel />
      </Suspense>
    </div>
  );
}
