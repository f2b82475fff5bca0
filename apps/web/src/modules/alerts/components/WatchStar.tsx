import { lazy, type MouseEvent, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentArea } from '../../../lib/http/index.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { useMemberAction } from '../../auth/useMemberAction.ts';
import { watchOnce, watchResumeKey } from '../utils/watchOnce.ts';
import type { WatchStarProps } from './MemberWatchStar.tsx';
import './alerts.css';

// What a member's star needs (the watchlist query, the mutation) is a chunk of its own.
const MemberWatchStar = lazy(() => import('./MemberWatchStar.tsx').then((m) => ({ default: m.MemberWatchStar })));

/**
 * The star of 我的指数, wherever an index is shown (portal and mobile: a plain button, no UI
 * kit). A tourist is asked to log in: the login dialog on the portal, after which the index
 * is starred (watched once, never toggled); on phones, where login comes from the trading
 * app, a message.
 */
export function WatchStar(props: WatchStarProps) {
  const member = useSessionStore((s) => s.loginStatus);
  const client = useQueryClient();
  const memberOnly = useMemberAction();
  const login = memberOnly(() => void watchOnce(props.productId, client), watchResumeKey(props.productId));
  const ask = (event: MouseEvent) => {
    event.stopPropagation(); // inside clickable rows: starring is not selecting
    event.preventDefault();
    if (currentArea() === 'mobile') notifier.info('请登录后关注指数');
    else login();
  };
  const tourist = (
    <button
      type="button"
      className="coal-watch-star"
      aria-pressed={false}
      aria-label={`加入我的指数 ${props.code}`}
      title="加入我的指数"
      disabled={member}
      onClick={ask}
    >
      ☆
    </button>
  );
  if (!member) return tourist;
  return (
    <Suspense fallback={tourist}>
      <MemberWatchStar {...props} />
    </Suspense>
  );
}
