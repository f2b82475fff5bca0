import { lazy, Suspense, useState } from 'react';
import { Button, Card, List, Skeleton } from 'antd-mobile';
import { MobileRowItem } from '../../mobile-shell/MobileRowItem.tsx';
import { useWatchlistQuery } from '../hooks/useWatch.ts';
import { WatchStar } from '../components/WatchStar.tsx';
import { WatchValue } from '../components/WatchlistRows.tsx';
import '../components/alerts.css';

const MobileWatchlistReorder = lazy(() => import('./MobileWatchlistReorder.tsx').then((m) => ({ default: m.MobileWatchlistReorder })));

/** 我的指数, first on the mobile price page for a member (a lazily loaded chunk). */
export function MobileWatchlist() {
  const query = useWatchlistQuery();
  const [reordering, setReordering] = useState(false);
  const list = query.data ?? [];
  return (
    <Card
      title="我的指数"
      extra={
        list.length > 1 ? (
          <Button size="mini" fill="none" color="primary" onClick={() => setReordering(true)}>
            调整顺序
          </Button>
        ) : null
      }
      style={{ marginBottom: 12 }}
    >
      {query.isPending ? (
        <Skeleton.Paragraph lineCount={3} animated />
      ) : query.isError ? (
        <p className="coal-m-price__muted">我的指数加载失败，请下拉刷新重试</p>
      ) : list.length === 0 ? (
        <p className="coal-m-price__muted">还没有关注的指数：在指数详情中点击 ☆ 加入</p>
      ) : (
        <List>
          {list.map((item) => (
            <MobileRowItem
              key={item.productId}
              to={`/mobile/PriceIndexPro1?code=${encodeURIComponent(item.code)}`}
              control={<WatchStar productId={item.productId} code={item.code} />}
              extra={<WatchValue item={item} />}
            >
              {item.name}
            </MobileRowItem>
          ))}
        </List>
      )}
      {reordering ? (
        <Suspense fallback={null}>
          <MobileWatchlistReorder items={list} onClose={() => setReordering(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
