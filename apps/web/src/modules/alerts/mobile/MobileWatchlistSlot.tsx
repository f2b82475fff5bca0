import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd-mobile';
import { useSessionStore } from '../../../stores/session.ts';

const MobileWatchlist = lazy(() => import('./MobileWatchlist.tsx').then((m) => ({ default: m.MobileWatchlist })));

/** 我的指数 first on the mobile price page, for a member only. */
export function MobileWatchlistSlot() {
  const member = useSessionStore((s) => s.loginStatus);
  if (!member) return null;
  return (
    <Suspense fallback={<Skeleton.Paragraph lineCount={3} animated />}>
      <MobileWatchlist />
    </Suspense>
  );
}
