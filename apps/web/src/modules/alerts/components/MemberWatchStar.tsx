import type { MouseEvent } from 'react';
import { useWatchlistQuery, useWatchToggle } from '../hooks/useWatch.ts';

/** What every star takes (WatchStar, HomeStar, the member's own). */
export interface WatchStarProps {
  productId: number;
  /** Names the star (加入我的指数 CCP-TC5500): the code, not the name, so that a search for the index's name finds the index, not its star. */
  code: string;
}

/** A member's star: on when the index is in 我的指数; a click stars or unstars it. */
export function MemberWatchStar({ productId, code }: WatchStarProps) {
  const watchlist = useWatchlistQuery();
  const toggle = useWatchToggle();
  const on = Boolean(watchlist.data?.some((w) => w.productId === productId));
  const click = (event: MouseEvent) => {
    event.stopPropagation(); // inside clickable rows: starring is not selecting
    event.preventDefault();
    toggle.mutate({ productId, on: !on });
  };
  const label = on ? `取消关注 ${code}` : `加入我的指数 ${code}`;
  return (
    <button
      type="button"
      className={`coal-watch-star${on ? ' coal-watch-star--on' : ''}`}
      aria-pressed={on}
      aria-label={label}
      title={on ? '取消关注' : '加入我的指数'}
      disabled={toggle.isPending || watchlist.isPending}
      onClick={click}
    >
      {on ? '★' : '☆'}
    </button>
  );
}
