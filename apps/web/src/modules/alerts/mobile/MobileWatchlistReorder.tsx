import { useState } from 'react';
import type { WatchItem } from '@coal/contracts';
import { Button, Popup, Space } from 'antd-mobile';
import { useWatchOrder } from '../hooks/useWatch.ts';
import { SortableWatchlist } from '../components/SortableWatchlist.tsx';

/** Phones: press and drag ⠿ to order 我的指数; saved on the server. */
export function MobileWatchlistReorder({ items, onClose }: { items: WatchItem[]; onClose: () => void }) {
  const [order, setOrder] = useState(items);
  const save = useWatchOrder();
  return (
    <Popup visible onMaskClick={onClose} bodyStyle={{ padding: 16, maxHeight: '80vh', overflow: 'auto' }}>
      <h3 style={{ margin: '0 0 8px' }}>调整我的指数顺序</h3>
      <SortableWatchlist items={order} onChange={setOrder} />
      <Space style={{ marginTop: 12, width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>取消</Button>
        <Button
          color="primary"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              order.map((i) => i.productId),
              { onSuccess: onClose },
            )
          }
        >
          保存顺序
        </Button>
      </Space>
    </Popup>
  );
}
