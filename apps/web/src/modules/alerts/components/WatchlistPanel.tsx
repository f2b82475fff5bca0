import { lazy, Suspense, useState } from 'react';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { Empty } from '../../../ui/Empty.tsx';
import { LineSkeleton } from '../../../ui/LineSkeleton.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useWatchlistQuery } from '../hooks/useWatch.ts';
import { WatchStar } from './WatchStar.tsx';
import { WatchValue } from './WatchlistRows.tsx';

// The drag library comes with the reorder dialog only, when it is opened.
const WatchlistReorderDialog = lazy(() => import('./WatchlistReorderDialog.tsx').then((m) => ({ default: m.WatchlistReorderDialog })));

/** 我的指数 on the portal home (members only; a lazily loaded chunk of its own). */
export function WatchlistPanel() {
  const query = useWatchlistQuery();
  const [reordering, setReordering] = useState(false);
  const list = query.data ?? [];
  let body;
  if (query.isPending) body = <LineSkeleton rows={3} />;
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (list.length === 0) body = <Empty simple description="还没有关注的指数：在价格指数中点击 ☆ 加入我的指数" />;
  else
    body = (
      <div role="list" aria-label="我的指数">
        {list.map((item) => (
          <div role="listitem" className="coal-watchlist__row" key={item.productId}>
            <WatchStar productId={item.productId} code={item.code} />
            <AppLink className="coal-watchlist__name" to={`/portal/Price?family=${item.familyCode}&code=${encodeURIComponent(item.code)}`} title={item.name}>
              {item.name}
            </AppLink>
            <WatchValue item={item} />
          </div>
        ))}
      </div>
    );
  return (
    <SectionCard
      title={
        <span>
          我的指数
          {list.length > 1 ? (
            <button type="button" className="coal-watchlist__reorder" onClick={() => setReordering(true)}>
              调整顺序
            </button>
          ) : null}
        </span>
      }
      moreTo="/portal/Price"
    >
      {body}
      {reordering ? (
        <Suspense fallback={null}>
          <WatchlistReorderDialog items={list} onClose={() => setReordering(false)} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
