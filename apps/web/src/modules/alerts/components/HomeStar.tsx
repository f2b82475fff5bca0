import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../../stores/session.ts';
import type { WatchStarProps } from './MemberWatchStar.tsx';

const MemberWatchStar = lazy(() => import('./MemberWatchStar.tsx').then((m) => ({ default: m.MemberWatchStar })));

/**
 * The star on Home's price panel: members only. Home's first visit has no room for the
 * tourist's star (the first-visit budget); tourists meet it on the price pages.
 */
export function HomeStar(props: WatchStarProps) {
  const member = useSessionStore((s) => s.loginStatus);
  if (!member) return null;
  return (
    <Suspense fallback={null}>
      <MemberWatchStar {...props} />
    </Suspense>
  );
}
